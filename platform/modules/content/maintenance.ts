/**
 * Maintenance windows, per brand or for every brand (`*`). A window with an end time in the
 * past is over by itself, so a scheduled end needs no operator at that hour.
 */
import { and, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { maintenance, type MaintenanceRow } from './tables.ts';
import { validationError } from '../../kernel/errors.ts';
import { statusChanged } from './status-changes.ts';

/** The scope that puts every brand into maintenance. */
export const everyBrand = '*';

/** Longest maintenance message (the status answer's schema limit). */
export const maintenanceMessageMax = 2000;

/** A maintenance window as operators and the status answer see it. */
export interface MaintenanceWindow {
  scope: string;
  message: string | null;
  endsAt: Date | null;
  startedAt: Date;
  /** False once `endsAt` has passed. */
  active: boolean;
}

function windowOf(row: MaintenanceRow, now: Date): MaintenanceWindow {
  return { ...row, active: row.endsAt === null || row.endsAt > now };
}

/**
 * Starts (or replaces) the maintenance window of `scope`.
 * @throws PlatformError when the message is too long or the end is not in the future.
 */
export async function startMaintenance(
  db: Database,
  clock: Clock,
  input: { scope: string; message?: string | null; endsAt?: Date | null },
): Promise<MaintenanceWindow> {
  const now = clock.now();
  const message = input.message?.trim() || null;
  const fields: Record<string, string> = {};
  if (message !== null && message.length > maintenanceMessageMax)
    fields.message = `must be at most ${maintenanceMessageMax} characters`;
  if (input.endsAt && input.endsAt <= now)
    fields.until = `must be in the future (now is ${now.toISOString()})`;
  if (Object.keys(fields).length > 0) throw validationError(fields);
  const values = { scope: input.scope, message, endsAt: input.endsAt ?? null, startedAt: now };
  const [row] = await db
    .insert(maintenance)
    .values(values)
    .onConflictDoUpdate({
      target: maintenance.scope,
      set: { message, endsAt: values.endsAt, startedAt: now },
    })
    .returning();
  await statusChanged(db);
  return windowOf(row!, now);
}

/** Ends the maintenance window of `scope`; false when there was none. */
export async function endMaintenance(db: Database, scope: string): Promise<boolean> {
  const removed = await db
    .delete(maintenance)
    .where(eq(maintenance.scope, scope))
    .returning({ scope: maintenance.scope });
  await statusChanged(db);
  return removed.length > 0;
}

/** Every stored window, the global one first, with whether it is still running. */
export async function listMaintenance(db: Database, clock: Clock): Promise<MaintenanceWindow[]> {
  const now = clock.now();
  const rows = await db.select().from(maintenance).orderBy(maintenance.scope);
  return rows.map((row) => windowOf(row, now));
}

/**
 * The running window that applies to `brandId` (its own or the global one). When both run,
 * the one that lasts longer is reported: players must not be told a too early end.
 */
export async function activeMaintenance(
  db: Database,
  clock: Clock,
  brandId: string,
): Promise<MaintenanceWindow | null> {
  const now = clock.now();
  const rows = await db
    .select()
    .from(maintenance)
    .where(
      and(
        inArray(maintenance.scope, [brandId, everyBrand]),
        or(isNull(maintenance.endsAt), gt(maintenance.endsAt, now)),
      ),
    );
  return latestWindow(rows, brandId, now);
}

/**
 * Of `rows`, the window running at `now` that applies to `brandId` (its own or the global
 * one); when both run, the one that lasts longer.
 */
export function latestWindow(
  rows: readonly MaintenanceRow[],
  brandId: string,
  now: Date,
): MaintenanceWindow | null {
  const running = rows.filter(
    (row) =>
      (row.scope === brandId || row.scope === everyBrand) &&
      (row.endsAt === null || row.endsAt > now),
  );
  const latest = running.sort(
    (a, b) => (b.endsAt?.getTime() ?? Infinity) - (a.endsAt?.getTime() ?? Infinity),
  )[0];
  return latest ? windowOf(latest, now) : null;
}
