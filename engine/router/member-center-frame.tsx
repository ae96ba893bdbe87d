import { useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { memberCenterKeyOf } from '../core/member-center.ts';
import { useBrand } from '../render/brand-context.tsx';
import { SectionView } from '../render/section.tsx';
import { useSetAtom } from '../state/jotai.ts';
import { memberCenterReturnAtom } from '../state/ui.ts';

/**
 * The member center around the pages under `/member/` (spec §2 "Personal center"): the menu the
 * brand places in the `memberCenter` frame slot on the left (above on phones), the chosen page
 * on the right. Elsewhere it only remembers the page, for the menu's close button.
 */
export function MemberCenterFrame({ children }: { children: ReactNode }) {
  const brand = useBrand();
  const href = useRouterState({ select: (state) => state.location.href });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const setReturn = useSetAtom(memberCenterReturnAtom);
  const menu = brand.frame.memberCenter;
  const inside = menu !== undefined && memberCenterKeyOf(pathname) !== null;

  useEffect(() => {
    if (memberCenterKeyOf(pathname) === null) setReturn(href);
  }, [pathname, href, setReturn]);

  if (!inside) return children;
  return (
    <div className="member-center">
      <div className="member-center__menu">
        <SectionView section={menu} sectionKey="memberCenter" />
      </div>
      <div className="member-center__page">{children}</div>
    </div>
  );
}
