/**
 * Browser storage keys of spec §3. Session storage holds the login session (cleared on logout
 * except `merchant`); local storage holds the player's language and theme choices.
 */
export const sessionKeys = {
  token: 'token',
  account: 'account',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  customerId: 'customerId',
  memberLabel: 'memberLabel',
  isAgent: 'isAgent',
  publicityClose: 'publicityClose',
  nickname: 'nickname',
  platform: 'platform',
  wallet: 'wallet',
  changePassword: 'changePassword',
} as const;

/** Local storage keys of spec §3. */
export const localKeys = { lang: 'lang', hisLang: 'hisLang', theme: 'theme' } as const;

/** Reads a storage value, treating an unavailable storage (private mode, sandbox) as empty. */
export function readStorage(storage: 'local' | 'session', key: string): string | null {
  try {
    return (storage === 'local' ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

/** Writes (or with null removes) a storage value; failures are ignored as storage is optional. */
export function writeStorage(
  storage: 'local' | 'session',
  key: string,
  value: string | null,
): void {
  try {
    const target = storage === 'local' ? window.localStorage : window.sessionStorage;
    if (value === null) target.removeItem(key);
    else target.setItem(key, value);
  } catch {
    // Storage can be disabled; the choice then lasts for this page only.
  }
}
