/**
 * What the member center and the agent center share (spec §2): each is a set of pages under a
 * path prefix (`/member/<pageKey>`, `/agent/<pageKey>`), framed by a menu in a frame slot, shown
 * as a page or, on wide screens, as a dialog over the page the player came from. No React.
 */
import type { Brand, FrameSlot } from '../../schemas/brand.ts';
import { agentCenterPageKeys, type AgentCenterPageKey } from '../../schemas/brand/agent-center.ts';
import {
  memberCenterPageKeys,
  type MemberCenterPageKey,
} from '../../schemas/brand/member-center.ts';

/** The centers: the member center (spec §2 "Personal center") and the agent center. */
export type CenterName = 'member' | 'agent';

/** A center's page keys, by center. */
interface CenterKeys {
  member: MemberCenterPageKey;
  agent: AgentCenterPageKey;
}

/** Where a center's pages live and how the brand sets it up. */
export interface CenterDefinition {
  /** The path prefix of its pages: `/<prefix>/<pageKey>`. */
  prefix: string;
  /** Its page keys (spec §2). */
  keys: readonly string[];
  /** The brand setting with its entries and presentation. */
  settings: 'memberCenter' | 'agentCenter';
  /** The frame slot of its menu. */
  slot: FrameSlot & ('memberCenter' | 'agentCenter');
  /** Its name with its article, as the brand checker's messages say it. */
  named: string;
}

/** Both centers, by name. */
export const centers: Readonly<Record<CenterName, CenterDefinition>> = {
  member: {
    prefix: 'member',
    keys: memberCenterPageKeys,
    settings: 'memberCenter',
    slot: 'memberCenter',
    named: 'a member center',
  },
  agent: {
    prefix: 'agent',
    keys: agentCenterPageKeys,
    settings: 'agentCenter',
    slot: 'agentCenter',
    named: 'an agent center',
  },
};

/** The route of a center's page: `/<prefix>/<pageKey>`. */
export const centerPath = <C extends CenterName>(center: C, key: CenterKeys[C]) =>
  `/${centers[center].prefix}/${key}` as const;

/** A page of a center, as a route path names it. */
export type CenterPage = { [C in CenterName]: { center: C; key: CenterKeys[C] } }[CenterName];

const keySets: Readonly<Record<CenterName, ReadonlySet<string>>> = {
  member: new Set(centers.member.keys),
  agent: new Set(centers.agent.keys),
};

/** The center page a route path shows (`/member/withdraw`), or null when it shows none. */
export function centerPageOf(path: string): CenterPage | null {
  const match = /^\/([a-z]+)\/([A-Za-z0-9]+)$/.exec(path);
  if (!match) return null;
  const [, prefix, key] = match as unknown as [string, string, string];
  const name = (Object.keys(centers) as CenterName[]).find((c) => centers[c].prefix === prefix);
  return name !== undefined && keySets[name].has(key)
    ? ({ center: name, key } as CenterPage)
    : null;
}

/**
 * The screens on which a center may open as a dialog: the theme's wide layout (app/styles.css
 * switches to the phone layout below 900 px).
 */
export const centerDialogQuery = '(min-width: 900px)';

/** How a center shows: as a page, or as a dialog over the page the player came from. */
export type CenterPresentation = Brand['memberCenter']['presentation'];

/**
 * How `center` shows on this screen: the brand's `presentation` on a wide screen; a page on a
 * phone, whatever the brand says.
 */
export function centerPresentation(
  brand: Pick<Brand, 'memberCenter' | 'agentCenter'>,
  center: CenterName,
  wide: boolean,
): CenterPresentation {
  return wide ? brand[centers[center].settings].presentation : 'page';
}

type RouteChrome = Brand['routes'][string]['chrome'];

const sameChrome = (a: RouteChrome, b: RouteChrome) =>
  (Object.keys(a) as (keyof RouteChrome)[]).every((part) => a[part] === b[part]);

/**
 * What to draw behind a center's dialog on `centerPath`: `returnTo` (the page the player came
 * from, path and query) when it is a brand route outside both centers with the same chrome, so
 * it fits the frame drawn around it (a game page, which hides parts of the frame, would not);
 * else the brand's home (after a reload the player came from nowhere); null when neither fits.
 */
export function centerBackdrop(
  brand: Pick<Brand, 'routes'>,
  centerPath: string,
  returnTo: string,
): string | null {
  const routeAt = (path: string) =>
    Object.hasOwn(brand.routes, path) ? brand.routes[path] : undefined;
  const frame = routeAt(centerPath)?.chrome;
  if (!frame) return null;
  const fits = (path: string) => {
    const route = routeAt(path);
    return route !== undefined && centerPageOf(path) === null && sameChrome(route.chrome, frame);
  };
  const returnPath = /^[^?#]*/.exec(returnTo)![0];
  if (fits(returnPath)) return returnTo;
  return fits('/') ? '/' : null;
}
