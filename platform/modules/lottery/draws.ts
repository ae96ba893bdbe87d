/**
 * Scheduling and drawing (docs/lottery.md "Platform"). Every minute the `lottery.draws` job
 * schedules each brand's coming draws, each with a fresh secret seed whose SHA-256 commitment is
 * public from then on, and draws the draws whose time has come: the numbers are derived from
 * the seed (engine/core/lottery), or are the real-world results the operator imported, and
 * every ticket of the draw is settled in the same transaction (settle.ts). A draw row is locked
 * while it is drawn and drawn only while `open`, so it is drawn exactly once however many
 * platform instances run the job; the payouts' ledger keys are the second guard.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Brand } from '../../../schemas/brand.ts';
import {
  commitmentOf,
  deriveResult,
  drawTimesBetween,
  lockTimeOf,
  lotteryGame,
  lotteryGames,
  nextDrawAfter,
  parseWinningNumbers,
  formatWinningNumbers,
  type LotteryGame,
} from '../../../engine/core/lottery/index.ts';
import type { LotterySettings } from '../../../schemas/brand/lottery.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { refundTickets, settleTickets } from './settle.ts';
import { lotteryDraws } from './tables.ts';

/** How far ahead every draw is scheduled (besides each game's next two draws). */
export const scheduleAheadMs = 15 * 60_000;

/**
 * A draw drawn more than this after its time was missed (the platform was down): the brand's
 * `lottery.missedDraw` says whether it is drawn late (and flagged) or voided with refunds.
 */
export const missedAfterMs = 2 * 60_000;

const keyTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Ho_Chi_Minh',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A draw's public id: the game and its draw time in the game's zone, `VN_N-202611271815`. */
export function drawKeyOf(game: LotteryGame, drawAt: Date): string {
  const part = Object.fromEntries(
    keyTime.formatToParts(drawAt).map((piece) => [piece.type, piece.value]),
  );
  return `${game.gameId}-${part.year}${part.month}${part.day}${part.hour}${part.minute}`;
}

/** The draw instants a game needs scheduled at `now`: its next two, and all within the window. */
function wantedDraws(game: LotteryGame, settings: LotterySettings, now: Date): Date[] {
  const first = nextDrawAfter(game, settings, now);
  const second = nextDrawAfter(game, settings, first);
  const soon = drawTimesBetween(
    game,
    settings,
    now,
    new Date(now.getTime() + scheduleAheadMs),
    100,
  );
  const all = new Map([first, second, ...soon].map((at) => [at.getTime(), at]));
  return [...all.values()];
}

/**
 * Schedules the brand's coming draws that are not scheduled yet, each with its own secret seed;
 * answers how many it added. Instances racing here meet at the unique index and keep the first.
 */
export async function scheduleDraws(db: Database, clock: Clock, brand: Brand): Promise<number> {
  const settings = brand.lottery;
  const now = clock.now();
  const wanted = lotteryGames(settings).flatMap((game) =>
    wantedDraws(game, settings, now).map((drawAt) => ({
      game,
      drawAt,
      drawKey: drawKeyOf(game, drawAt),
    })),
  );
  if (wanted.length === 0) return 0;
  const existing = new Set(
    (
      await db
        .select({ drawKey: lotteryDraws.drawKey })
        .from(lotteryDraws)
        .where(
          and(
            eq(lotteryDraws.brandId, brand.id),
            inArray(
              lotteryDraws.drawKey,
              wanted.map((draw) => draw.drawKey),
            ),
          ),
        )
    ).map((row) => row.drawKey),
  );
  const rows: (typeof lotteryDraws.$inferInsert)[] = [];
  for (const { game, drawAt, drawKey } of wanted) {
    if (existing.has(drawKey)) continue;
    const seed = randomBytes(32).toString('hex');
    rows.push({
      drawKey,
      brandId: brand.id,
      gameId: game.gameId,
      drawAt,
      lockAt: lockTimeOf(game, settings, drawAt),
      seed,
      commitment: await commitmentOf(seed),
      createdAt: now,
    });
  }
  if (rows.length === 0) return 0;
  const added = await db
    .insert(lotteryDraws)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: lotteryDraws.id });
  return added.length;
}

/** What one run of the draws found to do. */
export interface DrawRunResult {
  scheduled: number;
  drawn: number;
  voided: number;
  settledTickets: number;
}

/**
 * Draws one due draw if it is still open (locking its row, skipping it when another instance
 * holds it) and settles its tickets in the same transaction. A VN draw of a brand whose
 * `lottery.vnResults` is `import` waits (stays open) for its imported results until
 * `lottery.importWaitHours` after its time, and is then voided with refunds.
 */
async function drawOne(
  db: Database,
  clock: Clock,
  brand: Brand,
  drawId: number,
): Promise<{ outcome: 'drawn' | 'void' | 'waiting' | 'skipped'; tickets: number }> {
  const settings = brand.lottery;
  return db.transaction(async (tx) => {
    const [draw] = await tx
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.status, 'open')))
      .for('update', { skipLocked: true });
    const game = draw ? lotteryGame(settings, draw.gameId) : undefined;
    if (!draw || !game) return { outcome: 'skipped', tickets: 0 };
    const now = clock.now();
    const imported = draw.winningNumbers !== null;
    const mirrored = game.kind === 'vn' && settings.vnResults === 'import';
    const voidIt = async () => {
      await tx
        .update(lotteryDraws)
        .set({ status: 'void', late: true, drawnAt: now })
        .where(eq(lotteryDraws.id, draw.id));
      return { outcome: 'void' as const, tickets: await refundTickets(tx, clock, draw) };
    };
    if (mirrored && !imported) {
      // A brand mirroring the state lottery waits for the imported results, then voids.
      const waitedMs = now.getTime() - draw.drawAt.getTime();
      return waitedMs > settings.importWaitHours * 3_600_000
        ? voidIt()
        : { outcome: 'waiting', tickets: 0 };
    }
    // Waiting for imported results is a mirroring brand's normal, not a missed draw.
    const late = !mirrored && now.getTime() - draw.drawAt.getTime() > missedAfterMs;
    if (late && settings.missedDraw === 'void' && !imported) return voidIt();
    const result = imported
      ? parseWinningNumbers(game, draw.winningNumbers ?? '')
      : await deriveResult(game, draw.seed, draw.drawKey);
    await tx
      .update(lotteryDraws)
      .set({
        status: 'drawn',
        winningNumbers: formatWinningNumbers(result),
        source: imported ? 'imported' : 'seed',
        late,
        drawnAt: now,
      })
      .where(eq(lotteryDraws.id, draw.id));
    return {
      outcome: 'drawn',
      tickets: await settleTickets(tx, clock, { draw, game, settings, result }),
    };
  });
}

/**
 * Schedules every brand's coming draws, then draws (or voids) every draw whose time has come,
 * oldest first, so a platform back from downtime catches up in order.
 */
export async function runDraws(
  db: Database,
  clock: Clock,
  brands: readonly Brand[],
): Promise<DrawRunResult> {
  const result: DrawRunResult = { scheduled: 0, drawn: 0, voided: 0, settledTickets: 0 };
  for (const brand of brands) {
    result.scheduled += await scheduleDraws(db, clock, brand);
    const due = await db
      .select({ id: lotteryDraws.id })
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.brandId, brand.id),
          eq(lotteryDraws.status, 'open'),
          lte(lotteryDraws.drawAt, clock.now()),
        ),
      )
      .orderBy(asc(lotteryDraws.drawAt), asc(lotteryDraws.id))
      .limit(500);
    for (const { id } of due) {
      const done = await drawOne(db, clock, brand, id);
      if (done.outcome === 'drawn') result.drawn += 1;
      if (done.outcome === 'void') result.voided += 1;
      result.settledTickets += done.tickets;
    }
  }
  return result;
}
