import { useLingui } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { centerBackdrop, centerDialogQuery, centerPresentation } from '../core/centers.ts';
import { memberCenterKeyOf } from '../core/member-center.ts';
import { useBrand } from '../render/brand-context.tsx';
import { focusReturnTarget, openModalSelector, trapTab } from '../render/modal-focus.ts';
import { SectionView } from '../render/section.tsx';
import { useMediaQuery } from '../render/use-media-query.ts';
import { useAtom } from '../state/jotai.ts';
import { memberCenterReturnAtom } from '../state/ui.ts';
import { MemberCenterBehind, useMemberCenterModal } from './member-center-dialog.tsx';
import { MemberCenterHeadingContext } from './member-center-heading.ts';

/**
 * The control the player last used outside any modal (for a menu's item, the menu's button):
 * where focus returns when the member center's dialog closes. The item that opened it is gone
 * by the time the dialog opens, as the menu closed when it was chosen.
 */
function useLastControl() {
  const control = useRef<Element | null>(null);
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof Element && !target.closest(openModalSelector)) {
        control.current = focusReturnTarget(target);
      }
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);
  return control;
}

/**
 * The member center around the pages under `/member/` (spec §2 "Personal center"): the menu the
 * brand places in the `memberCenter` frame slot on the left (above on phones), the chosen page
 * on the right. With the brand's `memberCenter.presentation` "modal", on a wide screen they
 * are a dialog over the page the player came from (the brand's home after a reload), closed
 * by Escape, a click beside it or the menu's close button. Elsewhere it only remembers the
 * page, for closing the member center.
 */
export function MemberCenterFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const brand = useBrand();
  const router = useRouter();
  const href = useRouterState({ select: (state) => state.location.href });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [returnTo, setReturn] = useAtom(memberCenterReturnAtom);
  const wide = useMediaQuery(centerDialogQuery);
  const lastControl = useLastControl();
  const center = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const menu = brand.frame.memberCenter;
  const inside = menu !== undefined && memberCenterKeyOf(pathname) !== null;
  const modal = inside && centerPresentation(brand, 'member', wide) === 'modal';
  const close = () => router.history.push(returnTo);
  useMemberCenterModal({ ref: center, modal, pathname, close, opener: lastControl });

  useEffect(() => {
    if (memberCenterKeyOf(pathname) === null) setReturn(href);
  }, [pathname, href, setReturn]);

  if (!inside) return children;
  const behind = modal ? centerBackdrop(brand, pathname, returnTo) : null;
  // One element tree for the page and the dialog: becoming one keeps the page mounted.
  return (
    <>
      {behind === null ? null : <MemberCenterBehind href={behind} />}
      {modal ? (
        <div className="member-center-backdrop" data-modal-backdrop aria-hidden onClick={close} />
      ) : null}
      <div
        ref={center}
        className={modal ? 'member-center member-center--modal' : 'member-center'}
        role={modal ? 'dialog' : undefined}
        aria-modal={modal || undefined}
        aria-labelledby={modal ? headingId : undefined}
        // While the menu waits for the member's info its heading is not there yet.
        aria-label={modal ? t`Member center` : undefined}
        tabIndex={modal ? -1 : undefined}
        onKeyDown={(event) => {
          // A modal opened inside one of its pages keeps Tab inside itself.
          if (modal && !event.defaultPrevented) trapTab(event);
        }}
      >
        <MemberCenterHeadingContext value={modal ? headingId : null}>
          <div className="member-center__menu">
            <SectionView section={menu} sectionKey="memberCenter" />
          </div>
          <div className="member-center__page">{children}</div>
        </MemberCenterHeadingContext>
      </div>
    </>
  );
}
