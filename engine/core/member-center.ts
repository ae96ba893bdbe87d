import type { Brand } from '../../schemas/brand.ts';
import {
  memberCenterPageKeys,
  type MemberCenterPageKey,
} from '../../schemas/brand/member-center.ts';

export { memberCenterPageKeys, type MemberCenterPageKey };

/** The route of a member center page (spec §2): `/member/<pageKey>`. */
export const memberCenterPath = (key: MemberCenterPageKey) => `/member/${key}` as const;

const pageKeys: ReadonlySet<string> = new Set(memberCenterPageKeys);

/** The member center page a route path shows, or null when the path is not one. */
export function memberCenterKeyOf(path: string): MemberCenterPageKey | null {
  const match = /^\/member\/([A-Za-z0-9]+)$/.exec(path);
  const key = match?.[1];
  return key !== undefined && pageKeys.has(key) ? (key as MemberCenterPageKey) : null;
}

/** What decides whether a member sees an entry beyond the brand's routes. */
export interface MemberCenterViewer {
  /** The member has an upline to send money to (member info `toUpline`). */
  toUpline: boolean;
}

/**
 * The member center's menu: the brand's entries in its order, each only when the brand has its
 * route, and `transferUpline` only for a member with an upline.
 */
export function memberCenterEntries(
  brand: Pick<Brand, 'memberCenter' | 'routes'>,
  viewer: MemberCenterViewer,
): MemberCenterPageKey[] {
  return brand.memberCenter.entries.filter(
    (key) =>
      Object.hasOwn(brand.routes, memberCenterPath(key)) &&
      (key !== 'transferUpline' || viewer.toUpline),
  );
}

/**
 * The screens on which the member center may open as a dialog: the theme's wide layout
 * (app/styles.css switches to the phone layout below 900 px).
 */
export const memberCenterDialogQuery = '(min-width: 900px)';

/** How the member center shows: as a page, or as a dialog over the page the player came from. */
export type MemberCenterPresentation = Brand['memberCenter']['presentation'];

/**
 * How the member center shows on this screen: the brand's `presentation` on a wide screen; a
 * page on a phone, whatever the brand says.
 */
export function memberCenterPresentation(
  brand: Pick<Brand, 'memberCenter'>,
  wide: boolean,
): MemberCenterPresentation {
  return wide ? brand.memberCenter.presentation : 'page';
}

type RouteChrome = Brand['routes'][string]['chrome'];

const sameChrome = (a: RouteChrome, b: RouteChrome) =>
  (Object.keys(a) as (keyof RouteChrome)[]).every((part) => a[part] === b[part]);

/**
 * What to draw behind the member center's dialog on `memberPath`: `returnTo` (the page the
 * player came from, path and query) when it is a brand route outside the member center with the
 * same chrome, so it fits the frame drawn around it (a game page, which hides parts of the
 * frame, would not); else the brand's home (after a reload the player came from nowhere); null
 * when neither fits.
 */
export function memberCenterBackdrop(
  brand: Pick<Brand, 'routes'>,
  memberPath: string,
  returnTo: string,
): string | null {
  const routeAt = (path: string) =>
    Object.hasOwn(brand.routes, path) ? brand.routes[path] : undefined;
  const frame = routeAt(memberPath)?.chrome;
  if (!frame) return null;
  const fits = (path: string) => {
    const route = routeAt(path);
    return (
      route !== undefined && memberCenterKeyOf(path) === null && sameChrome(route.chrome, frame)
    );
  };
  const returnPath = /^[^?#]*/.exec(returnTo)![0];
  if (fits(returnPath)) return returnTo;
  return fits('/') ? '/' : null;
}
