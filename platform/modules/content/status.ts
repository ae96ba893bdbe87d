/**
 * The system status of spec §4 for one brand and caller: maintenance (the brand's or the
 * global one) wins over a region restriction.
 */
import { systemStatus, type SystemStatusCode } from '../../../engine/core/status.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { activeMaintenance, type MaintenanceWindow } from './maintenance.ts';
import { allowedCountries, isRegionRestricted } from './region.ts';

/** What the status and permission answers report. */
export interface BrandStatus {
  status: SystemStatusCode;
  maintenance: boolean;
  /** ISO 8601 end of the running maintenance, when announced. */
  maintenanceEnd: string | null;
  maintenanceMessage: string | null;
  regionRestriction: boolean;
}

/** The status of `brandId` for a caller from `country` (null: unknown). */
export async function brandStatus(
  db: Database,
  clock: Clock,
  brandId: string,
  country: string | null,
): Promise<BrandStatus> {
  const [window, allowed] = await Promise.all([
    activeMaintenance(db, clock, brandId),
    allowedCountries(db, brandId),
  ]);
  return statusFrom(window, allowed, country);
}

/** The status given the running maintenance window and the allow-list (null: none). */
export function statusFrom(
  window: MaintenanceWindow | null,
  allowed: readonly string[] | null,
  country: string | null,
): BrandStatus {
  const regionRestriction = isRegionRestricted(allowed, country);
  return {
    status: systemStatus(window !== null, regionRestriction),
    maintenance: window !== null,
    maintenanceEnd: window?.endsAt?.toISOString() ?? null,
    maintenanceMessage: window?.message ?? null,
    regionRestriction,
  };
}
