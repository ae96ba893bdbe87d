/** Paths a visitor may open while `loginedToHomePage` is on (spec §2). */
export const loginExemptPaths: readonly string[] = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
];

/**
 * Where the router must send a visitor instead of `path`, or undefined to let them through.
 * With `loginedToHomePage` on, only the exempt paths are open to visitors.
 */
export function loginRedirect(
  path: string,
  loggedIn: boolean,
  loginedToHomePage: boolean,
): string | undefined {
  if (!loginedToHomePage || loggedIn) return undefined;
  return loginExemptPaths.includes(path) ? undefined : '/login';
}
