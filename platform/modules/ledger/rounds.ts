/**
 * The member's betting record and profit and loss (member center `personalHistoryCopy` and
 * `personalProfit`), read from the ledger: a round is the debits, credits and rollbacks of one
 * vendor round id. Its bet is what was debited, its valid bet the bet less what rollbacks
 * refunded, its win what was credited less what rollbacks took back, its profit the win less
 * the valid bet. A round counts on the day (in the brand's time zone) of its first movement.
 * `teamFigures` sums the same rounds over a team and a period, for agent contracts.
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TeamFigures } from '../../../engine/core/agents/contracts.ts';
import type { BetRecord, BetTotals } from '../../../schemas/api/records.ts';
import type { Database } from '../../kernel/db/client.ts';
import { games, localName } from '../catalog/index.ts';
import { rangeDays, withinDays, type DayRange } from './history.ts';
import { ledgerEntries } from './tables.ts';

/** Which rounds: a day range, and optionally one game type and one vendor. */
export interface RoundFilter extends DayRange {
  gameType?: string;
  vendor?: string;
}

const sumWhen = (condition: SQL) =>
  sql<string>`coalesce(sum(case when ${condition} then ${ledgerEntries.amountMinor} else 0 end), 0)`;

/** The rounds of the members `memberIds` with their figures, as a query to select from. */
export function roundsOf(db: Database, memberIds: readonly number[]) {
  const undone = alias(ledgerEntries, 'undone');
  const rollbackOf = (kind: 'debit' | 'credit') =>
    sql`${ledgerEntries.kind} = 'rollback' and ${undone.kind} = ${kind}`;
  const vendor = sql<string>`coalesce(${undone.vendor}, ${ledgerEntries.vendor})`;
  const roundId = sql<string>`coalesce(${undone.roundId}, ${ledgerEntries.roundId})`;
  return db.$with('rounds').as(
    db
      .select({
        memberId: ledgerEntries.memberId,
        vendor: vendor.as('round_vendor'),
        roundId: roundId.as('round_key'),
        nodeId: sql<string | null>`min(coalesce(${undone.nodeId}, ${ledgerEntries.nodeId}))`.as(
          'round_node',
        ),
        placedAt: sql<Date>`min(${ledgerEntries.createdAt})`.as('round_placed_at'),
        bet: sumWhen(sql`${ledgerEntries.kind} = 'debit'`).as('round_bet'),
        refunded: sumWhen(rollbackOf('debit')).as('round_refunded'),
        won: sql<string>`${sumWhen(sql`${ledgerEntries.kind} = 'credit'`)} - ${sumWhen(rollbackOf('credit'))}`.as(
          'round_won',
        ),
      })
      .from(ledgerEntries)
      .leftJoin(
        undone,
        and(eq(ledgerEntries.kind, 'rollback'), eq(undone.id, ledgerEntries.refEntryId)),
      )
      .where(
        and(
          inArray(ledgerEntries.memberId, [...memberIds]),
          inArray(ledgerEntries.kind, ['debit', 'credit', 'rollback']),
          sql`${roundId} is not null`,
        ),
      )
      .groupBy(ledgerEntries.memberId, vendor, roundId),
  );
}

/** Figures from raw sums. */
export function figures(bet: string | number, refunded: string | number, won: string | number) {
  const betMinor = Number(bet);
  const validBetMinor = betMinor - Number(refunded);
  const winMinor = Number(won);
  return { betMinor, validBetMinor, winMinor, profitMinor: winMinor - validBetMinor };
}

/**
 * The catalog game of a round. The CTE's columns render unqualified, so their names differ
 * from every catalog column's.
 */
const gameOfRound = sql`${games.nodeId} = round_node`;

/** The filtered rounds of the members `memberIds` (one member, or an agent's team). */
function filteredRounds(db: Database, memberIds: readonly number[], filter: RoundFilter) {
  const rounds = roundsOf(db, memberIds);
  const where = and(
    withinDays(sql`${rounds.placedAt}`, filter),
    filter.vendor === undefined
      ? undefined
      : sql`upper(${rounds.vendor}) = upper(${filter.vendor})`,
    filter.gameType === undefined
      ? undefined
      : sql`upper(${games.gameType}) = upper(${filter.gameType})`,
  );
  return { rounds, where };
}

const totalsOf = (
  row: { rounds: number; bet: string; refunded: string; won: string } | undefined,
) => ({
  rounds: row?.rounds ?? 0,
  ...figures(row?.bet ?? 0, row?.refunded ?? 0, row?.won ?? 0),
});

/**
 * A page of the betting record of the members `memberIds` (one member, or an agent's team),
 * newest round first, with totals over the filter. Each round names its member.
 */
export async function betRecord(
  db: Database,
  memberIds: readonly number[],
  query: RoundFilter & { page: number; pageSize: number; language: string },
): Promise<{
  list: (BetRecord & { memberId: number })[];
  totalPages: number;
  totals: BetTotals;
}> {
  const { rounds, where } = filteredRounds(db, memberIds, query);
  const rows = await db
    .with(rounds)
    .select({
      memberId: rounds.memberId,
      vendor: rounds.vendor,
      roundId: rounds.roundId,
      nodeId: rounds.nodeId,
      placedAt: rounds.placedAt,
      bet: rounds.bet,
      refunded: rounds.refunded,
      won: rounds.won,
      gameName: games.name,
      gameNames: games.names,
      gameType: games.gameType,
    })
    .from(rounds)
    .leftJoin(games, gameOfRound)
    .where(where)
    .orderBy(desc(rounds.placedAt), desc(rounds.roundId))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [sums] = await db
    .with(rounds)
    .select({
      rounds: sql<number>`count(*)::int`,
      bet: sql<string>`coalesce(sum(${rounds.bet}), 0)`,
      refunded: sql<string>`coalesce(sum(${rounds.refunded}), 0)`,
      won: sql<string>`coalesce(sum(${rounds.won}), 0)`,
    })
    .from(rounds)
    .leftJoin(games, gameOfRound)
    .where(where);
  const totals = totalsOf(sums);
  return {
    list: rows.map((row) => ({
      memberId: row.memberId!,
      roundId: row.roundId,
      vendor: row.vendor,
      gameName:
        row.gameName !== null && row.gameNames !== null
          ? localName(row.gameNames, query.language, row.gameName)
          : (row.nodeId ?? row.roundId),
      gameType: row.gameType,
      placedAt: new Date(row.placedAt).toISOString(),
      ...figures(row.bet, row.refunded, row.won),
    })),
    totalPages: Math.ceil(totals.rounds / query.pageSize),
    totals,
  };
}

/**
 * The profit and loss of the members `memberIds` (one member, or an agent's team) on every day
 * of the range (zero without play), with totals.
 */
export async function profitByDay(db: Database, memberIds: readonly number[], range: DayRange) {
  const days = rangeDays(range);
  const { rounds, where } = filteredRounds(db, memberIds, range);
  const day = sql<string>`to_char(${rounds.placedAt} at time zone ${range.timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .with(rounds)
    .select({
      day,
      rounds: sql<number>`count(*)::int`,
      bet: sql<string>`sum(${rounds.bet})`,
      refunded: sql<string>`sum(${rounds.refunded})`,
      won: sql<string>`sum(${rounds.won})`,
    })
    .from(rounds)
    .leftJoin(games, gameOfRound)
    .where(where)
    // By position: the day's expression carries the time zone as a parameter.
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const perDay = days.map((d) => ({ day: d, ...totalsOf(byDay.get(d)) }));
  const sum = (pick: (row: (typeof rows)[number]) => string) =>
    rows.reduce((total, row) => total + BigInt(pick(row)), 0n).toString();
  return {
    days: perDay,
    totals: totalsOf({
      rounds: rows.reduce((total, row) => total + row.rounds, 0),
      bet: sum((row) => row.bet),
      refunded: sum((row) => row.refunded),
      won: sum((row) => row.won),
    }),
  };
}

/**
 * The betting figures of the members `memberIds` (an agent's team) over the rounds placed from
 * `from` (included) to `to` (excluded): bet amount, valid bet, the players' result, and how many
 * of them placed a bet that was not refunded in full (the active members).
 */
export async function teamFigures(
  db: Database,
  memberIds: readonly number[],
  from: Date,
  to: Date,
): Promise<TeamFigures> {
  if (memberIds.length === 0)
    return { betAmountMinor: 0n, validBetMinor: 0n, profitLossMinor: 0n, activeMembers: 0 };
  const rounds = roundsOf(db, memberIds);
  const [row] = await db
    .with(rounds)
    .select({
      active: sql<number>`count(distinct ${rounds.memberId}) filter (where ${rounds.bet} > ${rounds.refunded})::int`,
      bet: sql<string>`coalesce(sum(${rounds.bet}), 0)`,
      refunded: sql<string>`coalesce(sum(${rounds.refunded}), 0)`,
      won: sql<string>`coalesce(sum(${rounds.won}), 0)`,
    })
    .from(rounds)
    .where(
      sql`${rounds.placedAt} >= ${from.toISOString()}::timestamptz and ${rounds.placedAt} < ${to.toISOString()}::timestamptz`,
    );
  const betAmountMinor = BigInt(row?.bet ?? 0);
  const validBetMinor = betAmountMinor - BigInt(row?.refunded ?? 0);
  return {
    betAmountMinor,
    validBetMinor,
    profitLossMinor: BigInt(row?.won ?? 0) - validBetMinor,
    activeMembers: row?.active ?? 0,
  };
}
