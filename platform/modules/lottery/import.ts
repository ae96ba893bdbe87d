/**
 * Importing real-world Vietnamese lottery results (`lottery import`, docs/lottery.md "Imported
 * results") for a brand that mirrors the state lottery. The file is checked as a whole first
 * (import-check.ts) with the draws it names locked; only a clean file is stored, in one
 * transaction: each draw keeps `status` open and `source` null and gets its `winning_numbers`,
 * on which the draws job (draws.ts) settles it at its draw time with `source` `imported`.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import {
  ResultsFileError,
  byPlace,
  checkEntries,
  readResultsFile,
  type CheckedEntry,
} from './import-check.ts';
import { lotteryDraws, type DrawRow } from './tables.ts';

/** What an import asks: the file's name and text, and whether different numbers replace. */
export interface ImportRequest {
  fileName: string;
  text: string;
  replace: boolean;
}

/** What an import did, per draw in the order of the file. */
export interface ImportOutcome {
  imported: number;
  replaced: number;
  unchanged: number;
  results: {
    drawKey: string;
    drawAt: Date;
    winningNumbers: string;
    outcome: CheckedEntry['outcome'];
  }[];
}

/**
 * Checks a results file against the brand's draws and, when nothing is wrong, stores every
 * draw's numbers in one transaction (a draw that already holds them is left alone).
 * @throws ResultsFileError with every problem, placed in the file; nothing is stored then.
 */
export async function importResults(
  db: Database,
  clock: Clock,
  brand: Brand,
  request: ImportRequest,
): Promise<ImportOutcome> {
  const read = readResultsFile(request.fileName, request.text);
  const keys = [...new Set(read.entries.flatMap((entry) => entry.drawKey ?? []))];
  return db.transaction(async (tx) => {
    // Locked until the import commits: the draws job skips a draw being imported, and waits
    // for nothing; two imports of one draw run one after the other.
    const rows: DrawRow[] =
      keys.length === 0
        ? []
        : await tx
            .select()
            .from(lotteryDraws)
            .where(and(eq(lotteryDraws.brandId, brand.id), inArray(lotteryDraws.drawKey, keys)))
            .for('update');
    const problems = [...read.problems];
    const checked = checkEntries(
      read,
      {
        brandId: brand.id,
        settings: brand.lottery,
        draws: new Map(rows.map((row) => [row.drawKey, row])),
        now: clock.now(),
        replace: request.replace,
      },
      problems,
    );
    if (problems.length > 0) throw new ResultsFileError([...problems].sort(byPlace));
    for (const entry of checked)
      if (entry.outcome !== 'unchanged')
        await tx
          .update(lotteryDraws)
          .set({ winningNumbers: entry.winningNumbers })
          .where(and(eq(lotteryDraws.id, entry.draw.id), eq(lotteryDraws.status, 'open')));
    const count = (outcome: CheckedEntry['outcome']) =>
      checked.filter((entry) => entry.outcome === outcome).length;
    return {
      imported: count('imported') + count('replaced'),
      replaced: count('replaced'),
      unchanged: count('unchanged'),
      results: checked.map(({ draw, winningNumbers, outcome }) => ({
        drawKey: draw.drawKey,
        drawAt: draw.drawAt,
        winningNumbers,
        outcome,
      })),
    };
  });
}
