/**
 * `ledger verify`: checks every invariant of the ledger against the stored rows and reports
 * each drift in words. The constraints and the write path should make every check pass; this
 * is the proof an operator (or a test) can ask for at any time.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.ts';
import { resultRows, type Database } from '../../kernel/db/client.ts';

/** One broken invariant. */
export interface Drift {
  check: 'unbalanced' | 'postings' | 'cached-balance' | 'negative' | 'stale-pending';
  message: string;
}

/** The outcome of a verification. */
export interface VerifyReport {
  entries: number;
  postings: number;
  accounts: number;
  drifts: Drift[];
}

/** Each check: a query answering one row per drift, and how to say it. */
const checks = (now: Date): { check: Drift['check']; query: SQL; say: (row: Row) => string }[] => [
  {
    check: 'unbalanced',
    query: sql`select p.entry_id, a.currency, p.phase, sum(p.amount_minor)::text as total
      from ledger_postings p join ledger_accounts a on a.id = p.account_id
      group by p.entry_id, a.currency, p.phase having sum(p.amount_minor) <> 0
      order by p.entry_id`,
    say: (r) =>
      `entry ${r.entry_id}: ${r.phase} postings in ${r.currency} sum to ${r.total}, not 0`,
  },
  {
    check: 'postings',
    query: sql`select e.id, e.kind, count(p.id)::int as n
      from ledger_entries e left join ledger_postings p on p.entry_id = e.id
      group by e.id, e.kind
      having (e.kind = 'tombstone') <> (count(p.id) = 0) or (e.kind <> 'tombstone' and count(p.id) < 2)
      order by e.id`,
    say: (r) => `entry ${r.id} (${r.kind}) has ${r.n} posting(s)`,
  },
  {
    check: 'cached-balance',
    // A pending posting is incoming (money on its way in) when it is the credit of a pending
    // entry or the reversal of one by its settlement; otherwise it is a reservation.
    query: sql`with sums as (
        select p.account_id,
          coalesce(sum(p.amount_minor) filter (where p.phase = 'posted'), 0) as posted,
          coalesce(sum(p.amount_minor) filter (where p.phase = 'pending'
            and (e.kind = 'pending') = (p.amount_minor < 0)), 0) as pending,
          coalesce(sum(p.amount_minor) filter (where p.phase = 'pending'
            and (e.kind = 'pending') = (p.amount_minor > 0)), 0) as incoming
        from ledger_postings p join ledger_entries e on e.id = p.entry_id
        group by p.account_id)
      select a.id, a.kind, a.posted_minor::text as posted, a.pending_minor::text as pending,
        a.incoming_minor::text as incoming, coalesce(s.posted, 0)::text as posted_sum,
        coalesce(s.pending, 0)::text as pending_sum, coalesce(s.incoming, 0)::text as incoming_sum
      from ledger_accounts a left join sums s on s.account_id = a.id
      where a.guarded and (a.posted_minor is distinct from coalesce(s.posted, 0)
        or a.pending_minor is distinct from coalesce(s.pending, 0)
        or a.incoming_minor is distinct from coalesce(s.incoming, 0))
      order by a.id`,
    say: (r) =>
      `${r.kind} account ${r.id} caches posted ${r.posted} / pending ${r.pending} / incoming ${r.incoming}, its postings sum to ${r.posted_sum} / ${r.pending_sum} / ${r.incoming_sum}`,
  },
  {
    check: 'negative',
    query: sql`select a.id, a.kind, a.posted_minor::text as posted, a.pending_minor::text as pending,
        a.incoming_minor::text as incoming
      from ledger_accounts a
      where a.guarded and (a.posted_minor < 0 or a.posted_minor + a.pending_minor < 0
        or a.pending_minor > 0 or a.incoming_minor < 0)
      order by a.id`,
    say: (r) =>
      `${r.kind} account ${r.id} is below zero (posted ${r.posted}, pending ${r.pending}, incoming ${r.incoming})`,
  },
  {
    check: 'stale-pending',
    query: sql`select e.id, e.idempotency_key, e.expires_at::text as expires
      from ledger_entries e
      where e.kind = 'pending' and e.expires_at <= ${now.toISOString()}::timestamptz
        and not exists (select 1 from ledger_entries s where s.ref_entry_id = e.id)
      order by e.id`,
    say: (r) =>
      `pending transfer ${r.idempotency_key} (entry ${r.id}) expired at ${r.expires} and is still pending`,
  },
];

type Row = Record<string, unknown>;

async function countOf(db: Database, table: SQL): Promise<number> {
  const [row] = resultRows(await db.execute(sql`select count(*)::int as n from ${table}`));
  return Number(row?.n ?? 0);
}

/** Checks every ledger invariant; `drifts` is empty when the ledger is sound. */
export async function verifyLedger(db: Database, clock: Clock): Promise<VerifyReport> {
  const drifts: Drift[] = [];
  for (const { check, query, say } of checks(clock.now()))
    for (const row of resultRows(await db.execute(query)))
      drifts.push({ check, message: say(row) });
  return {
    entries: await countOf(db, sql`ledger_entries`),
    postings: await countOf(db, sql`ledger_postings`),
    accounts: await countOf(db, sql`ledger_accounts`),
    drifts,
  };
}
