import type { Permission } from '../../schemas/api/system.ts';
import { call, http } from './http.ts';
import { visitorValidator } from './lazy-validators.ts';

/**
 * `GET /wps/system/permission`: system status and the caller's location, sent with the current
 * host. A page the server rendered comes with the permission it was rendered with, so only a
 * page the browser renders alone, and the maintenance page's checks, ask for it.
 */
export function getPermission(signal?: AbortSignal): Promise<Permission> {
  return call(
    () =>
      http.get('wps/system/permission', { searchParams: { host: window.location.host }, signal }),
    visitorValidator('validatePermission'),
  );
}
