/** Browser cookies the engine writes (spec §3 remember-me values, and the player's choices). */

/** Cookie names of the language and theme choices, which the server reads to render a page. */
export const preferenceCookies = { lang: 'lang', theme: 'theme' } as const;

/** A year, the lifetime of a preference cookie. */
const yearSeconds = 365 * 86_400;

/** A cookie's value, or null (also when cookies are unavailable). */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
}

/** Writes a first-party cookie for the whole site (Secure over HTTPS). */
export function writeCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  sameSite: 'Strict' | 'Lax' = 'Strict',
): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=${sameSite}${secure}`;
}

/** Remembers a language or theme choice for a year, so the server renders the page with it. */
export function writePreference(name: keyof typeof preferenceCookies, value: string): void {
  writeCookie(preferenceCookies[name], value, yearSeconds, 'Lax');
}
