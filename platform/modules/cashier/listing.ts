/**
 * What the cashier's operator listings share: the member a `--username` names, and reading
 * newest first in batches until enough rows pass a filter on their status, which lives in the
 * ledger and so cannot be part of the row query.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../kernel/db/client.ts';
import { notFound } from '../../kernel/errors.ts';
import { members } from '../accounts/index.ts';

/** Rows read per step while filtering by status. */
const batch = 500;

/** The id of brand `brandId`'s member `username` (any case), or undefined without a name. */
export async function listedMemberId(
  db: Database,
  brandId: string,
  username: string | undefined,
): Promise<number | undefined> {
  if (username === undefined) return undefined;
  const name = username.trim();
  const [member] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.brandId, brandId), sql`lower(${members.username}) = lower(${name})`));
  if (!member) throw notFound(`Brand ${brandId} has no member "${name}"`);
  return member.id;
}

/**
 * Up to `limit` views, newest first: `read(before, batch)` answers the next rows older than
 * row id `before` (all when undefined), `view` turns a batch into views with their status, and
 * only views `keep` accepts count.
 */
export async function newestMatching<Row, View>(options: {
  read: (before: number | undefined, size: number) => Promise<Row[]>;
  idOf: (row: Row) => number;
  view: (rows: Row[]) => Promise<View[]>;
  keep: (view: View) => boolean;
  limit: number;
}): Promise<View[]> {
  const found: View[] = [];
  let before: number | undefined;
  while (found.length < options.limit) {
    const rows = await options.read(before, batch);
    found.push(...(await options.view(rows)).filter(options.keep));
    if (rows.length < batch) break;
    before = options.idOf(rows.at(-1)!);
  }
  return found.slice(0, options.limit);
}
