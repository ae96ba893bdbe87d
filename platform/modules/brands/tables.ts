/**
 * The brands module's table: the last good version of every served brand. Migrations are
 * generated from every tables file (drizzle.config.ts).
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The last good resolved brand of every served brand: what is served when its files break,
 * and who owns a domain (a domain stays with the brand already serving it). Rows change at
 * start, when a brand's files resolve cleanly to a new version, and go when the file goes.
 */
export const brandLastGood = pgTable('brand_last_good', {
  brandId: text('brand_id').primaryKey(),
  /** The brand file it came from, as the checker names it. */
  file: text('file').notNull(),
  /** The resolved brand as JSON text, byte for byte what was checked and served. */
  brandJson: text('brand_json').notNull(),
  storedAt: timestamp('stored_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
