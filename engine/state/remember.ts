import type { Session } from '../../schemas/api/account.ts';
import { resumeSession } from '../api/session-remember.ts';
import { readCookie, writeCookie } from './cookies.ts';

/**
 * Remember me (spec §4 "stores username ... in cookies for one day", §9). The browser never
 * keeps the password: the username stays in a readable cookie to prefill the login form, and
 * staying logged in rests on the platform's remember token, an HttpOnly cookie the page cannot
 * read (platform/modules/accounts/remember-tokens.ts). `rememberPassword` is the cookie older
 * versions wrote the password to; it is only ever cleared.
 */
export const rememberCookies = {
  username: 'rememberUsername',
  legacyPassword: 'rememberPassword',
} as const;

/** Keeps the username for `days` days to prefill the login form (not a secret). */
export function rememberUsername(username: string, days: number): void {
  writeCookie(rememberCookies.username, username, days * 86_400);
}

/** Unticking remember me forgets the username (the login also ends the remember token). */
export function forgetUsername(): void {
  writeCookie(rememberCookies.username, '', 0);
}

/** The remembered username, if any. */
export function rememberedUsername(): string | null {
  return readCookie(rememberCookies.username) || null;
}

/** Clears the password cookie older versions wrote, if the browser still has one. */
export function clearLegacyPasswordCookie(): void {
  if (readCookie(rememberCookies.legacyPassword) !== null)
    writeCookie(rememberCookies.legacyPassword, '', 0);
}

let pending: Promise<Session | null> | null = null;

/**
 * For a page that starts without a session: when the player ticked remember me (the username
 * cookie says so), exchanges the remember token for a session; null when there is nothing to
 * resume or the platform refuses (the token expired or was ended). One exchange at a time:
 * calls while one runs share it, and tabs take turns (Web Locks), since every exchange
 * replaces the token and a token used twice ends them all.
 */
export function resumeRememberedSession(): Promise<Session | null> {
  if (!rememberedUsername()) return Promise.resolve(null);
  pending ??= (async () => {
    const exchange = () => resumeSession().catch(() => null);
    try {
      const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
      return locks ? await locks.request('remember-me', exchange) : await exchange();
    } finally {
      pending = null;
    }
  })();
  return pending;
}
