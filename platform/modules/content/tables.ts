/**
 * The content module's tables: maintenance windows, region allow-lists and announcements.
 * Migrations are generated from every tables file (drizzle.config.ts).
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { announcementTypes } from '../../../schemas/common.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Maintenance windows. `scope` is a brand id, or `*` for every brand. A window with an
 * `ends_at` in the past is over; a null `ends_at` lasts until an operator ends it.
 */
export const maintenance = pgTable('maintenance', {
  scope: text('scope').primaryKey(),
  message: text('message'),
  endsAt: instant('ends_at'),
  startedAt: instant('started_at').notNull().defaultNow(),
});

/** Per-brand country allow-lists: a non-empty list restricts every other country. */
export const regionRestrictions = pgTable('region_restrictions', {
  brandId: text('brand_id').primaryKey(),
  allowedCountries: text('allowed_countries').array().notNull(),
});

/**
 * Announcements (spec §3 "Notice"). A null `brand_id` reaches every brand and a null
 * `language` every language; otherwise `language` is a platform code such as EN or TY.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id'),
    type: text('type').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    language: text('language'),
    createdAt: instant('created_at').notNull().defaultNow(),
    startsAt: instant('starts_at').notNull().defaultNow(),
    endsAt: instant('ends_at'),
  },
  (table) => [
    check(
      'announcements_type_check',
      sql`${table.type} in (${sql.raw(announcementTypes.map((type) => `'${type}'`).join(', '))})`,
    ),
    index('announcements_brand_idx').on(table.brandId),
  ],
);

/** A stored announcement row. */
export type AnnouncementRow = typeof announcements.$inferSelect;

/** A stored maintenance row. */
export type MaintenanceRow = typeof maintenance.$inferSelect;
