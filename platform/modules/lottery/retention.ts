/**
 * How long the lottery keeps its draws. An e-lottery draws every minute, so a brand makes about
 * 1,850 draws a day; the draws nobody bought a ticket on are deleted once they are older than
 * `drawKeepDays` (the results history shows the latest 100 of a game). A draw with tickets is
 * kept with them: it is part of the members' betting records.
 */
import { and, inArray, lt, notExists, eq } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { lotteryDraws, lotteryTickets } from './tables.ts';

/** Days a drawn or voided draw without tickets is kept after its draw time. */
export const drawKeepDays = 90;

/** Deletes the drawn and voided draws without tickets older than `drawKeepDays`; returns how many. */
export async function deleteOldDraws(db: Database, clock: Clock): Promise<number> {
  const before = new Date(clock.now().getTime() - drawKeepDays * 24 * 60 * 60_000);
  const deleted = await db
    .delete(lotteryDraws)
    .where(
      and(
        inArray(lotteryDraws.status, ['drawn', 'void']),
        lt(lotteryDraws.drawAt, before),
        notExists(
          db
            .select({ one: lotteryTickets.id })
            .from(lotteryTickets)
            .where(eq(lotteryTickets.drawId, lotteryDraws.id)),
        ),
      ),
    )
    .returning({ id: lotteryDraws.id });
  return deleted.length;
}
