import { readCookie, writeCookie } from './cookies.ts';

/** Cookie names of the remember-me values (spec §3 "Cookies hold remember-me values"). */
export const rememberCookies = {
  username: 'rememberUsername',
  password: 'rememberPassword',
} as const;

/**
 * Remember me (spec §4): keeps username and password in cookies for `days` days. The spec asks
 * for the password too; the cookie is first-party, SameSite=Strict, and Secure over HTTPS.
 */
export function rememberCredentials(username: string, password: string, days: number): void {
  writeCookie(rememberCookies.username, username, days * 86_400);
  writeCookie(rememberCookies.password, password, days * 86_400);
}

/** Unticking remember me clears both cookies. */
export function forgetCredentials(): void {
  writeCookie(rememberCookies.username, '', 0);
  writeCookie(rememberCookies.password, '', 0);
}

/** The remembered credentials, if any. */
export function rememberedCredentials(): { username: string; password: string } | null {
  const username = readCookie(rememberCookies.username);
  const password = readCookie(rememberCookies.password);
  return username ? { username, password: password ?? '' } : null;
}
