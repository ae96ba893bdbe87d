import type { FieldRule, RegistrationFieldName } from '../../schemas/brand.ts';
import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

/** `GET /wps/system/setting/register`: the per-field registration settings. */
export async function getRegisterSettings(
  signal?: AbortSignal,
): Promise<Record<RegistrationFieldName, FieldRule>> {
  const value = await call(
    () => http.get('wps/system/setting/register', { signal }),
    memberValidator('validateRegisterSettings'),
  );
  return value.fields as Record<RegistrationFieldName, FieldRule>;
}
