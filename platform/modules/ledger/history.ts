/**
 * The member's wallet history (member center `transactionHistory`): one line per movement of
 * their main account, newest first (a move to or from a vendor's wallet is one line, its
 * reference the vendor; what is played inside a vendor's wallet is in the betting record). A deposit or withdrawal is one line, its pending entry, with
 * the state of its transfer (the entry that settled it is folded in, not listed again); bets,
 * wins, refunds, bonuses and adjustments are a line each. Days count in the brand's time zone.
 */
import { and, count, desc, eq, inArray, like, notInArray, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Transaction, TransactionType } from '../../../schemas/api/records.ts';
import { recordRangeMaxDays } from '../../../schemas/api/records.ts';
import type { Database } from '../../kernel/db/client.ts';
import { fieldError } from '../../kernel/errors.ts';
import { holderAccount } from './accounts.ts';
import { ledgerEntries, ledgerPostings, type EntryKind } from './tables.ts';

/** A day range of the brand's calendar, both days included. */
export interface DayRange {
  from: string;
  to: string;
  timeZone: string;
}

const dayMs = 24 * 60 * 60 * 1000;

/** The UTC midnight of a `YYYY-MM-DD` day, or null when there is no such date. */
function dayValue(day: string): number | null {
  const value = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(value) || new Date(value).toISOString().slice(0, 10) !== day ? null : value;
}

/**
 * The days from `from` to `to`, checked: real dates (`from`/`to`: invalid), in order (`from`:
 * tooLarge) and at most `recordRangeMaxDays` long (`to`: tooLarge).
 */
export function rangeDays(range: Pick<DayRange, 'from' | 'to'>): string[] {
  const from = dayValue(range.from);
  const to = dayValue(range.to);
  if (from === null) throw fieldError({ from: 'invalid' });
  if (to === null) throw fieldError({ to: 'invalid' });
  if (from > to) throw fieldError({ from: 'tooLarge' });
  const days = (to - from) / dayMs + 1;
  if (days > recordRangeMaxDays) throw fieldError({ to: 'tooLarge' });
  return Array.from({ length: days }, (_, n) =>
    new Date(from + n * dayMs).toISOString().slice(0, 10),
  );
}

/** `column` falls on one of the range's days in its time zone. */
export function withinDays(column: SQL | AnyPgColumn, range: DayRange): SQL {
  rangeDays(range);
  return sql`${column} >= (${range.from}::date)::timestamp at time zone ${range.timeZone}
    and ${column} < (${range.to}::date + 1)::timestamp at time zone ${range.timeZone}`;
}

/** The entry kinds of each type, and for the two-phase ones the key prefix. */
const typeOfKind: Readonly<Partial<Record<EntryKind, TransactionType>>> = {
  debit: 'bet',
  credit: 'win',
  rollback: 'refund',
  grant: 'bonus',
  adjustment: 'adjustment',
  opening: 'adjustment',
  transfer: 'transfer',
  wallet_transfer: 'walletTransfer',
  agent_payout: 'agentIncome',
};
export const twoPhasePrefixes = { deposit: 'deposit:', withdrawal: 'withdrawal:' } as const;

function typeCondition(type: TransactionType): SQL {
  if (type === 'deposit' || type === 'withdrawal')
    return and(
      eq(ledgerEntries.kind, 'pending'),
      like(ledgerEntries.idempotencyKey, `${twoPhasePrefixes[type]}%`),
    )!;
  const kinds = Object.entries(typeOfKind)
    .filter(([, t]) => t === type)
    .map(([kind]) => kind as EntryKind);
  return inArray(ledgerEntries.kind, kinds);
}

const statusOfSettlement = {
  post: 'completed',
  void: 'cancelled',
  expire: 'expired',
} as const;

/** What the history lists: a range, optionally one type, one page. */
export interface HistoryQuery extends DayRange {
  type?: TransactionType;
  page: number;
  pageSize: number;
}

/** The page of the member's wallet history, and how many pages the range has. */
export async function walletHistory(
  db: Database,
  memberId: number,
  query: HistoryQuery,
): Promise<{ list: Transaction[]; totalPages: number }> {
  const account = await holderAccount(db, { memberId });
  const settled = alias(ledgerEntries, 'settled');
  const where = and(
    eq(ledgerPostings.accountId, account.id),
    // Settlements are folded into their pending line; a tombstone moves nothing.
    notInArray(ledgerEntries.kind, ['post', 'void', 'expire', 'tombstone', 'trial_credit']),
    withinDays(ledgerEntries.createdAt, query),
    query.type === undefined ? undefined : typeCondition(query.type),
  );
  const rows = await db
    .select({
      id: ledgerEntries.id,
      createdAt: ledgerEntries.createdAt,
      kind: ledgerEntries.kind,
      key: ledgerEntries.idempotencyKey,
      roundId: ledgerEntries.roundId,
      vendor: ledgerEntries.vendor,
      memo: ledgerEntries.memo,
      amountMinor: sql<string>`sum(${ledgerPostings.amountMinor})`,
      balanceAfterMinor: sql<string | null>`max(${ledgerPostings.balanceAfterMinor})`,
      settledKind: settled.kind,
      settledAfterMinor: sql<string | null>`(select max(sp.balance_after_minor)
        from ledger_postings sp where sp.entry_id = ${settled.id} and sp.account_id = ${account.id})`,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .leftJoin(
      settled,
      and(eq(settled.refEntryId, ledgerEntries.id), eq(ledgerEntries.kind, 'pending')),
    )
    .where(where)
    .groupBy(ledgerEntries.id, settled.id)
    .orderBy(desc(ledgerEntries.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db
    .select({ n: count(sql`distinct ${ledgerEntries.id}`) })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(where);
  const list = rows.map((row): Transaction => {
    const amount = Number(row.amountMinor);
    const after = row.balanceAfterMinor === null ? null : Number(row.balanceAfterMinor);
    if (row.kind !== 'pending')
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        type: typeOfKind[row.kind] ?? 'adjustment',
        amountMinor: amount,
        balanceAfterMinor: after,
        reference:
          row.kind === 'adjustment' || row.kind === 'transfer' || row.kind === 'agent_payout'
            ? row.memo
            : row.kind === 'wallet_transfer'
              ? row.vendor
              : (row.roundId ?? row.key),
        status: 'completed',
      };
    const deposit = row.key.startsWith(twoPhasePrefixes.deposit);
    const status = row.settledKind
      ? statusOfSettlement[row.settledKind as keyof typeof statusOfSettlement]
      : 'pending';
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      type: deposit ? 'deposit' : 'withdrawal',
      amountMinor: amount,
      // A deposit moves the balance when it is paid; a withdrawal when it is requested.
      balanceAfterMinor: deposit
        ? status === 'completed' && row.settledAfterMinor !== null
          ? Number(row.settledAfterMinor)
          : null
        : after,
      reference: row.key.slice(row.key.indexOf(':') + 1),
      status,
    };
  });
  return { list, totalPages: Math.ceil((total?.n ?? 0) / query.pageSize) };
}
