/**
 * The system status enforced on the server (spec §4): during maintenance, or for a caller the
 * brand's region restriction keeps out, the player API refuses to answer, so a client that
 * skips the storefront's status page gets nothing either. The mechanism is
 * platform/kernel/access.ts `installStatusGuard`; the composition root says which routes it
 * covers. The status comes from memory (status-store.ts): no database query per call.
 */
import type { FastifyRequest } from 'fastify';
import type { StatusCheck } from '../../kernel/access.ts';
import type { Clock } from '../../kernel/clock.ts';
import { apiError } from '../../kernel/errors.ts';
import type { GeoIp } from '../../kernel/geoip.ts';
import { siteOf } from '../brands/index.ts';
import { StatusNotLoadedError, type SystemStatusStore } from './status-store.ts';
import { databaseRetryAfterSeconds } from '../../kernel/db/availability.ts';

/**
 * Refuses callers of a brand in maintenance with 503 `MAINTENANCE` (with `Retry-After` when the
 * end is announced) and callers kept out by the region restriction with 403
 * `REGION_RESTRICTED`; maintenance wins, as on the page.
 */
export function systemStatusCheck(options: {
  store: SystemStatusStore;
  clock: Clock;
  geoip: GeoIp;
}): StatusCheck {
  const { store, clock, geoip } = options;
  return (request: FastifyRequest) => {
    const country = geoip.lookup(request.ip).country;
    let status;
    try {
      status = store.status(siteOf(request).id, country);
    } catch (error) {
      if (!(error instanceof StatusNotLoadedError)) throw error;
      throw apiError('SERVICE_UNAVAILABLE', { retryAfterSeconds: databaseRetryAfterSeconds });
    }
    if (status.maintenance) {
      const end = status.maintenanceEnd === null ? null : Date.parse(status.maintenanceEnd);
      const retryAfterSeconds =
        end === null ? undefined : Math.max(1, Math.ceil((end - clock.now().getTime()) / 1000));
      throw apiError('MAINTENANCE', { retryAfterSeconds });
    }
    if (status.regionRestriction) throw apiError('REGION_RESTRICTED');
  };
}
