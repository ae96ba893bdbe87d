import type { CountryCodes } from '../../schemas/api/account.ts';
import { call, http } from './http.ts';
import { memberValidator } from './lazy-validators.ts';

/** `GET /wps/system/countryCodes` (getCountryCode): countries of the dialing-code picker. */
export function getCountryCodes(signal?: AbortSignal): Promise<CountryCodes> {
  return call(
    () => http.get('wps/system/countryCodes', { signal }),
    memberValidator('validateCountryCodes'),
  );
}
