/**
 * The login history (docs/decisions/0023-login-history.md): every session opened for a
 * registered member is recorded with its kind, address and device, so that "My account" can
 * list the latest logins and a login the member does not recognise stands out. Rows are kept
 * for the brand's `retention.loginHistoryDays`.
 */
import Bowser from 'bowser';
import { desc, eq, inArray, lte, max } from 'drizzle-orm';
import {
  recentLoginsShown,
  type LoginKind,
  type MemberLogin,
} from '../../../schemas/api/account-security.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { before, perBrandValue } from '../../kernel/db/brand-sql.ts';
import { memberLogins } from './tables.ts';

/** The longest device text stored and answered (`loginSchema.device`). */
const deviceMaxLength = 120;

/** A version's major part: `131` of `131.0.6778.135`. */
const major = (version: string | undefined) => version?.split('.')[0] ?? '';

/**
 * "Chrome 131 on Android 14" from a User-Agent header: the browser and its major version, the
 * system and its version when known (Windows by its marketing name: "Windows 10", not "NT 10.0").
 * Null when the header is missing or names no browser.
 */
export function describeDevice(userAgent: string | undefined): string | null {
  const agent = userAgent?.trim();
  if (!agent) return null;
  const parser = Bowser.getParser(agent);
  const browser = parser.getBrowser();
  if (!browser.name) return null;
  const os = parser.getOS();
  const osVersion = /^[\d.]+$/.test(os.version ?? '') ? os.version : os.versionName;
  const parts = [browser.name, major(browser.version)];
  if (os.name) parts.push('on', os.name, osVersion ?? '');
  const text = parts.filter(Boolean).join(' ');
  return text.length > deviceMaxLength ? text.slice(0, deviceMaxLength) : text;
}

/** A login to record. */
export interface LoginRecord {
  memberId: number;
  brandId: string;
  at: Date;
  kind: LoginKind;
  ip: string | null;
  device: string | null;
  sessionHash: string;
}

/** Records one login (called by `openSession`, in the statement flow of the session it opened). */
export async function recordLogin(db: Database, login: LoginRecord): Promise<void> {
  await db.insert(memberLogins).values(login);
}

/**
 * The member's latest logins, newest first, at most `recentLoginsShown`; `current` marks the
 * login of the session `sessionHash`.
 */
export async function recentLogins(
  db: Database,
  memberId: number,
  sessionHash: string,
): Promise<MemberLogin[]> {
  const rows = await db
    .select()
    .from(memberLogins)
    .where(eq(memberLogins.memberId, memberId))
    .orderBy(desc(memberLogins.at), desc(memberLogins.id))
    .limit(recentLoginsShown);
  return rows.map((row) => ({
    at: row.at.toISOString(),
    kind: row.kind,
    ip: row.ip,
    device: row.device,
    current: row.sessionHash === sessionHash,
  }));
}

/** The latest login of each of the members `memberIds` that ever logged in (kept logins only). */
export async function lastLogins(
  db: Database,
  memberIds: readonly number[],
): Promise<Map<number, Date>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: memberLogins.memberId, at: max(memberLogins.at) })
    .from(memberLogins)
    .where(inArray(memberLogins.memberId, [...memberIds]))
    .groupBy(memberLogins.memberId);
  return new Map(rows.flatMap((row) => (row.at ? [[row.memberId, row.at] as const] : [])));
}

/** Login history days for a brand not served (a broken or removed brand file): the schema default. */
const defaultLoginHistoryDays = 90;

/**
 * Deletes logins older than their brand's `retention.loginHistoryDays` (brands not in `brands`
 * keep the default 90 days). Returns how many.
 */
export async function deleteOldLogins(
  db: Database,
  clock: Clock,
  brands: readonly Pick<Brand, 'id' | 'retention'>[],
): Promise<number> {
  const days = perBrandValue(
    memberLogins.brandId,
    new Map(brands.map((brand) => [brand.id, brand.retention.loginHistoryDays])),
    defaultLoginHistoryDays,
  );
  const deleted = await db
    .delete(memberLogins)
    .where(lte(memberLogins.at, before(clock.now(), days, 'days')))
    .returning({ id: memberLogins.id });
  return deleted.length;
}
