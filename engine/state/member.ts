import { getBalance } from '../api/wallet-balance.ts';
import { getMemberInfo } from '../api/member-info.ts';
import { getRegisterSettings } from '../api/system-register-settings.ts';
import { getCountryCodes } from '../api/system-country-codes.ts';
import { defineResource } from './query.ts';

/** Member info of the session (keyed by token, so a new login loads it afresh). */
export const memberInfoResource = defineResource({
  name: 'memberInfo',
  key: (token: string) => token,
  fetch: (_token: string, signal) => getMemberInfo(signal),
});

/** The balance of the session; `refresh` fetches it again. */
export const balanceResource = defineResource({
  name: 'balance',
  key: (token: string) => token,
  fetch: (_token: string, signal) => getBalance(signal),
});

/** Registration field settings, cached for the session (spec §9 "settings", "validation rules"). */
export const registerSettingsResource = defineResource({
  name: 'registerSettings',
  key: () => 'all',
  fetch: (_param: null, signal) => getRegisterSettings(signal),
  session: true,
});

/** Countries of the dialing-code picker, cached for the session. */
export const countryCodesResource = defineResource({
  name: 'countryCodes',
  key: () => 'all',
  fetch: (_param: null, signal) => getCountryCodes(signal),
  session: true,
});
