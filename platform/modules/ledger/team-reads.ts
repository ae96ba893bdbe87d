/**
 * An agent's team in figures (issue 16, the agent center's team overview and user loss), read
 * from the same ledger rounds as the betting record (rounds.ts) and from the deposits and
 * withdrawals the ledger paid. Days are dates in the brand's time zone, both ends included.
 */
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../kernel/db/client.ts';
import { twoPhasePrefixes, withinDays, type DayRange } from './history.ts';
import { figures, roundsOf } from './rounds.ts';
import { ledgerEntries } from './tables.ts';

/** One member's rounds over a range. */
export interface MemberResult {
  memberId: number;
  rounds: number;
  betMinor: number;
  validBetMinor: number;
  winMinor: number;
  /** What the member won less its valid bet: negative when it lost. */
  profitMinor: number;
}

/** The figures of each of the members `memberIds` who played in the range. */
export async function resultsByMember(
  db: Database,
  memberIds: readonly number[],
  range: DayRange,
): Promise<MemberResult[]> {
  if (memberIds.length === 0) return [];
  const rounds = roundsOf(db, memberIds);
  const rows = await db
    .with(rounds)
    .select({
      memberId: rounds.memberId,
      rounds: sql<number>`count(*)::int`,
      bet: sql<string>`sum(${rounds.bet})`,
      refunded: sql<string>`sum(${rounds.refunded})`,
      won: sql<string>`sum(${rounds.won})`,
    })
    .from(rounds)
    .where(withinDays(sql`${rounds.placedAt}`, range))
    .groupBy(rounds.memberId);
  return rows.map((row) => ({
    memberId: row.memberId!,
    rounds: row.rounds,
    ...figures(row.bet, row.refunded, row.won),
  }));
}

/**
 * What the members `memberIds` deposited and withdrew in the range: the deposits paid in it
 * and the withdrawals paid out in it (each counted on the day its transfer was posted).
 */
export async function moneyFlows(
  db: Database,
  memberIds: readonly number[],
  range: DayRange,
): Promise<{ depositMinor: number; withdrawalMinor: number }> {
  if (memberIds.length === 0) return { depositMinor: 0, withdrawalMinor: 0 };
  const pending = alias(ledgerEntries, 'pending_entry');
  const sumOf = (prefix: string) =>
    sql<string>`coalesce(sum(${pending.amountMinor}) filter (where ${like(pending.idempotencyKey, `${prefix}%`)}), 0)`;
  const [row] = await db
    .select({
      deposits: sumOf(twoPhasePrefixes.deposit),
      withdrawals: sumOf(twoPhasePrefixes.withdrawal),
    })
    .from(ledgerEntries)
    .innerJoin(pending, eq(pending.id, ledgerEntries.refEntryId))
    .where(
      and(
        eq(ledgerEntries.kind, 'post'),
        eq(pending.kind, 'pending'),
        inArray(pending.memberId, [...memberIds]),
        withinDays(ledgerEntries.createdAt, range),
      ),
    );
  return {
    depositMinor: Number(row?.deposits ?? 0),
    withdrawalMinor: Number(row?.withdrawals ?? 0),
  };
}
