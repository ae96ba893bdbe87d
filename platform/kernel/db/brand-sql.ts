/**
 * SQL for clean-ups that depend on a brand setting: one statement covers every brand, instead
 * of a query per brand.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * An integer SQL expression: the value of `values` for the row's brand (`brandColumn`), or
 * `fallback` for a brand not listed (one whose file is broken or was removed).
 */
export function perBrandValue(
  brandColumn: PgColumn,
  values: ReadonlyMap<string, number>,
  fallback: number,
): SQL {
  if (values.size === 0) return sql`${fallback}::integer`;
  const cases = [...values].map(([brandId, value]) => sql`when ${brandId} then ${value}::integer`);
  return sql`(case ${brandColumn} ${sql.join(cases, sql` `)} else ${fallback}::integer end)`;
}

/** `at` minus `amount` `unit`s, as a timestamptz expression. */
export function before(at: Date, amount: SQL, unit: 'hours' | 'days'): SQL {
  return sql`(${at.toISOString()}::timestamptz - make_interval(${sql.raw(unit)} => ${amount}))`;
}
