import type { Permission } from '../../schemas/api/system.ts';
import { call, http } from './http.ts';
import { validatePermission } from './validators.generated.js';

/** `GET /wps/system/permission`: system status and the caller's location, sent with the current host. */
export function getPermission(signal?: AbortSignal): Promise<Permission> {
  return call(
    () =>
      http.get('wps/system/permission', { searchParams: { host: window.location.host }, signal }),
    validatePermission,
  );
}
