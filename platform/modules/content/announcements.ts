/**
 * Announcements (spec §3 notices): operators post them for one brand or all, in one language
 * or all, optionally scheduled; players get the active ones of their brand and language.
 */
import { and, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { noticeSchema, type Notice, type Notices } from '../../../schemas/api/system.ts';
import {
  announcementTypes,
  noticeTypes,
  type AnnouncementType,
  type LanguageCode,
  type NoticeType,
} from '../../../schemas/common.ts';
import { isLanguageCode } from '../../../engine/core/languages.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { announcements, type AnnouncementRow } from './tables.ts';
import { validationError } from '../../kernel/errors.ts';

/** Longest title and content, as the notice schema allows them. */
export const announcementLimits = {
  title: noticeSchema.properties.title.maxLength,
  content: noticeSchema.properties.content.maxLength,
} as const;

/** The response group of each announcement type (spec §3). */
export const noticeGroups = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'help',
} as const satisfies Record<NoticeType, keyof Notices>;

/** True when `value` is a public notice type (the `/wps/system/notices` answer's). */
export function isNoticeType(value: unknown): value is NoticeType {
  return typeof value === 'string' && (noticeTypes as readonly string[]).includes(value);
}

/** True when `value` is a type an operator posts: a notice type, or AG (agents only). */
export function isAnnouncementType(value: unknown): value is AnnouncementType {
  return typeof value === 'string' && (announcementTypes as readonly string[]).includes(value);
}

/** What an operator posts. Absent brand or language means every brand or language. */
export interface AnnouncementInput {
  type: string;
  title: string;
  content: string;
  brandId?: string | null;
  language?: string | null;
  /** Defaults to now. */
  startsAt?: Date | null;
  endsAt?: Date | null;
}

/**
 * Stores an announcement.
 * @throws PlatformError naming every invalid field.
 */
export async function postAnnouncement(
  db: Database,
  clock: Clock,
  input: AnnouncementInput,
): Promise<AnnouncementRow> {
  const now = clock.now();
  const title = input.title.trim();
  const content = input.content.trim();
  const language = input.language?.trim().toUpperCase() || null;
  const startsAt = input.startsAt ?? now;
  const fields: Record<string, string> = {};
  if (!isAnnouncementType(input.type))
    fields.type = `must be one of ${announcementTypes.join(', ')}`;
  if (title.length === 0) fields.title = 'must not be empty';
  else if (title.length > announcementLimits.title)
    fields.title = `must be at most ${announcementLimits.title} characters`;
  if (content.length === 0) fields.content = 'must not be empty';
  else if (content.length > announcementLimits.content)
    fields.content = `must be at most ${announcementLimits.content} characters`;
  if (language !== null && !isLanguageCode(language))
    fields.language = 'must be a platform language code such as EN or TY';
  if (input.endsAt && input.endsAt <= startsAt) fields.until = 'must be after the start';
  if (Object.keys(fields).length > 0) throw validationError(fields);
  const [row] = await db
    .insert(announcements)
    .values({
      type: input.type,
      title,
      content,
      language,
      brandId: input.brandId ?? null,
      createdAt: now,
      startsAt,
      endsAt: input.endsAt ?? null,
    })
    .returning();
  return row!;
}

/**
 * The announcements a player of `brandId` reading `language` sees now: the brand's own and the
 * global ones, in that language or in every language, newest first. The agents' (AG) are among
 * them unless `types` leaves them out: only the agent center answers them.
 */
export async function activeAnnouncements(
  db: Database,
  clock: Clock,
  query: { brandId: string; language: LanguageCode; types?: readonly AnnouncementType[] },
): Promise<AnnouncementRow[]> {
  const now = clock.now();
  return db
    .select()
    .from(announcements)
    .where(
      and(
        or(eq(announcements.brandId, query.brandId), isNull(announcements.brandId)),
        or(eq(announcements.language, query.language), isNull(announcements.language)),
        lte(announcements.startsAt, now),
        or(isNull(announcements.endsAt), gt(announcements.endsAt, now)),
        query.types ? inArray(announcements.type, [...query.types]) : undefined,
      ),
    )
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
}

/** Every stored announcement (scheduled and ended ones too), or those that reach `brandId`. */
export async function listAnnouncements(
  db: Database,
  query: { brandId?: string } = {},
): Promise<AnnouncementRow[]> {
  return db
    .select()
    .from(announcements)
    .where(
      query.brandId
        ? or(eq(announcements.brandId, query.brandId), isNull(announcements.brandId))
        : undefined,
    )
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
}

/** Deletes announcement `id`; false when there was none. */
export async function removeAnnouncement(db: Database, id: number): Promise<boolean> {
  const removed = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  return removed.length > 0;
}

/** Announcements grouped as the notices answer names the groups; every group is present. */
export function groupNotices(rows: readonly AnnouncementRow[]): Notices {
  const groups: Notices = { banners: [], player: [], popup: [], promotion: [], help: [] };
  for (const row of rows) {
    if (!isNoticeType(row.type)) continue;
    const notice: Notice = {
      id: row.id,
      type: row.type,
      title: row.title,
      content: row.content,
      createdAt: row.createdAt.toISOString(),
    };
    groups[noticeGroups[row.type]].push(notice);
  }
  return groups;
}
