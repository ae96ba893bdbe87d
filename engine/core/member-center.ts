import type { Brand } from '../../schemas/brand.ts';
import {
  memberCenterPageKeys,
  type MemberCenterPageKey,
} from '../../schemas/brand/member-center.ts';
import { centerPageOf, centerPath } from './centers.ts';

export { memberCenterPageKeys, type MemberCenterPageKey };

/** The route of a member center page (spec §2): `/member/<pageKey>`. */
export const memberCenterPath = (key: MemberCenterPageKey) => centerPath('member', key);

/** The member center page a route path shows, or null when the path is not one. */
export function memberCenterKeyOf(path: string): MemberCenterPageKey | null {
  const page = centerPageOf(path);
  return page?.center === 'member' ? page.key : null;
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
