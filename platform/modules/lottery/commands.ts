/**
 * The lottery's operator commands, beside its operator routes (admin-routes.ts):
 * `lottery draws --brand ID [--game GAME] [--status STATUS] [--limit N]`,
 * `lottery verify DRAW --brand ID` (exit code 1 unless the seed proves the published numbers,
 * or, for imported results, unless the commitment matches the revealed seed) and
 * `lottery import FILE.json --brand ID [--replace]` (the CLI reads the file; the platform checks
 * and stores it, exit code 2 with every problem placed in the file).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  UsageError,
  checkBrandId,
  defineCommand,
  list,
  listLimit,
  record,
  str,
  type CliIo,
  type CommandDefinition,
} from '../../kernel/cli-kit.ts';
import { drawStates } from '../../../schemas/api/lottery.ts';
import { drawListMax } from '../../../schemas/api/operator-lottery.ts';

function renderDraws(value: unknown, io: CliIo): void {
  const draws = list(value);
  if (draws.length === 0) {
    io.out('No draws.');
    return;
  }
  for (const d of draws)
    io.out(
      [
        str(d.drawAt),
        str(d.drawKey).padEnd(28),
        str(d.status).padEnd(5),
        `${str(d.tickets).padStart(5)} tickets`,
        d.winningNumbers ? str(d.winningNumbers) : `commitment ${str(d.commitment)}`,
        ...(d.late ? ['(late)'] : []),
      ].join('  '),
    );
}

/** Whether a verified draw passes: its numbers are the seed's, or imported under a kept commitment. */
function verified(value: unknown): boolean {
  const v = record(value);
  return v.commitmentOk === true && (v.resultOk === true || v.source === 'imported');
}

function renderVerify(value: unknown, io: CliIo): void {
  const v = record(value);
  if (v.seed === null) {
    io.out(`Draw ${str(v.drawKey)} is not drawn yet: its commitment is ${str(v.commitment)}.`);
    return;
  }
  const imported = v.source === 'imported';
  io.out(`Draw ${str(v.drawKey)} (${str(v.status)})`);
  io.out(`  seed            ${str(v.seed)}`);
  io.out(
    `  commitment      ${str(v.commitment)} ${v.commitmentOk ? '(matches the seed)' : '(DOES NOT match the seed)'}`,
  );
  io.out(
    `  published       ${v.winningNumbers === null ? '(none: voided)' : str(v.winningNumbers)}`,
  );
  io.out(`  derived         ${str(v.expected)}${imported ? ' (not used)' : ''}`);
  if (imported && v.commitmentOk)
    io.out(
      'Imported results: not derived from the seed. The commitment matches the revealed seed.',
    );
  else
    io.out(
      verified(value)
        ? 'Verified: the published numbers are what the committed seed derives.'
        : 'NOT verified.',
    );
}

function renderImport(value: unknown, io: CliIo): void {
  const v = record(value);
  const imported = Number(v.imported ?? 0);
  const replaced = Number(v.replaced ?? 0);
  io.out(
    `Imported ${imported} result${imported === 1 ? '' : 's'} (${str(v.unchanged)} unchanged${replaced > 0 ? `, ${replaced} replacing earlier numbers` : ''}).`,
  );
  for (const result of list(v.results))
    io.out(
      `  ${str(result.drawKey).padEnd(28)}  ${str(result.outcome).padEnd(9)}  ${str(result.winningNumbers)}`,
    );
}

/** A file's text for a command; an unreadable file is a usage error. */
function readText(path: string): string {
  try {
    return readFileSync(resolve(path), 'utf8');
  } catch (error) {
    throw new UsageError(
      `Cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

const draws = defineCommand({
  name: 'draws',
  description:
    "a brand's lottery draws, newest first, with their ticket count and numbers or commitment",
  options: {
    brand: { value: 'ID', description: 'the brand', required: true },
    game: { value: 'GAME', description: 'only this game (such as VN_N, KENO, ELOTT_1M)' },
    status: { value: 'STATUS', description: `only draws ${drawStates.join(', ')}` },
    limit: { value: 'N', description: `at most N draws (1 to ${drawListMax}, default 50)` },
  },
  prepare: ({ options }) => {
    if (options.status !== undefined && !(drawStates as readonly string[]).includes(options.status))
      throw new UsageError(`--status must be one of ${drawStates.join(', ')}.`);
    const limit = listLimit(options.limit, drawListMax);
    return {
      request: {
        method: 'POST',
        url: '/lottery/draws',
        body: {
          brand: checkBrandId(options.brand),
          ...(options.game ? { game: options.game } : {}),
          ...(options.status ? { status: options.status } : {}),
          ...(limit ? { limit } : {}),
        },
      },
      render: renderDraws,
    };
  },
});

const verify = defineCommand({
  name: 'verify',
  description:
    'recompute a drawn draw from its revealed seed: the commitment and the numbers; exits 1 unless both match (for imported results, unless the commitment matches)',
  arguments: [{ name: 'DRAW', description: 'the draw key, such as VN_N-202611271815' }],
  options: { brand: { value: 'ID', description: 'the brand', required: true } },
  prepare: ({ args, options }) => ({
    request: {
      method: 'POST',
      url: '/lottery/verify',
      body: { brand: checkBrandId(options.brand), drawKey: args[0] },
    },
    render: renderVerify,
    exitCode: (value) => (verified(value) ? 0 : 1),
  }),
});

const importCommand = defineCommand({
  name: 'import',
  description:
    'store real-world results of VN draws (docs/lottery.md "Imported results"): every draw open and closed to sales; the draws job settles each on them at its time. Every problem is printed with its file:line:column and JSON pointer; nothing is stored then',
  arguments: [{ name: 'FILE.json', description: 'the results file' }],
  options: {
    brand: { value: 'ID', description: 'the brand', required: true },
    replace: { description: "replace a draw's earlier imported numbers by different ones" },
  },
  prepare: ({ args: [path = ''], options }) => ({
    request: {
      method: 'POST',
      url: '/lottery/import',
      body: {
        brand: checkBrandId(options.brand),
        fileName: path,
        text: readText(path),
        replace: options.replace,
      },
    },
    showFields: true,
    render: renderImport,
  }),
});

/** The `lottery` command group. */
export const lotteryCommands: readonly CommandDefinition[] = [
  {
    name: 'lottery',
    description: 'lottery draws, their proof, and imported results',
    commands: [draws, verify, importCommand],
  },
];
