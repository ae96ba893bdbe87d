import { useLingui } from '@lingui/react/macro';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  centerBackdrop,
  centerDialogQuery,
  centerPageOf,
  centerPresentation,
  centers,
} from '../core/centers.ts';
import { useBrand } from '../render/brand-context.tsx';
import { focusReturnTarget, openModalSelector, trapTab } from '../render/modal-focus.ts';
import { SectionView } from '../render/section.tsx';
import { useMediaQuery } from '../render/use-media-query.ts';
import { useAtom } from '../state/jotai.ts';
import { centerReturnAtom } from '../state/ui.ts';
import { CenterBehind, useCenterModal } from './center-dialog.tsx';
import { CenterHeadingContext } from './center-heading.ts';

/**
 * The control the player last used outside any modal (for a menu's item, the menu's button):
 * where focus returns when a center's dialog closes. The item that opened it is gone
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
 * A center around its pages (spec §2): the member center around the pages under `/member/`, the
 * agent center around those under `/agent/`. The menu the brand places in the center's frame
 * slot (`memberCenter`, `agentCenter`) is on the left (above on phones), the chosen page on the
 * right. With the center's brand `presentation` "modal", on a wide screen they are a dialog over
 * the page the player came from (the brand's home after a reload), closed by Escape, a click
 * beside it or the menu's close button. Elsewhere it only remembers the page, for closing a
 * center.
 */
export function CenterFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const brand = useBrand();
  const router = useRouter();
  const href = useRouterState({ select: (state) => state.location.href });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [returnTo, setReturn] = useAtom(centerReturnAtom);
  const wide = useMediaQuery(centerDialogQuery);
  const lastControl = useLastControl();
  const center = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const page = centerPageOf(pathname);
  const slot = page === null ? null : centers[page.center].slot;
  const menu = slot === null ? undefined : brand.frame[slot];
  const inside = page !== null && menu !== undefined;
  const modal = inside && centerPresentation(brand, page.center, wide) === 'modal';
  const close = () => router.history.push(returnTo);
  useCenterModal({ ref: center, modal, pathname, close, opener: lastControl });

  useEffect(() => {
    if (centerPageOf(pathname) === null) setReturn(href);
  }, [pathname, href, setReturn]);

  if (!inside || slot === null) return children;
  const behind = modal ? centerBackdrop(brand, pathname, returnTo) : null;
  const names = { member: t`Member center`, agent: t`Agent center` };
  // One element tree for the page and the dialog: becoming one keeps the page mounted.
  return (
    <>
      {behind === null ? null : <CenterBehind href={behind} />}
      {modal ? (
        <div className="center-frame-backdrop" data-modal-backdrop aria-hidden onClick={close} />
      ) : null}
      <div
        ref={center}
        className={modal ? 'center-frame center-frame--modal' : 'center-frame'}
        data-center={page.center}
        role={modal ? 'dialog' : undefined}
        aria-modal={modal || undefined}
        aria-labelledby={modal ? headingId : undefined}
        // While the menu waits for the member's info its heading is not there yet.
        aria-label={modal ? names[page.center] : undefined}
        tabIndex={modal ? -1 : undefined}
        onKeyDown={(event) => {
          // A modal opened inside one of its pages keeps Tab inside itself.
          if (modal && !event.defaultPrevented) trapTab(event);
        }}
      >
        <CenterHeadingContext value={modal ? headingId : null}>
          <div className="center-frame__menu">
            <SectionView section={menu} sectionKey={slot} />
          </div>
          <div className="center-frame__page">{children}</div>
        </CenterHeadingContext>
      </div>
    </>
  );
}
