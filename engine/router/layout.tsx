import { Trans } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { useBrand } from '../render/brand-context.tsx';
import { ModalHost, OverlayHost } from '../render/modal-host.tsx';
import { SectionView } from '../render/section.tsx';
import { useAtomValue } from '../state/jotai.ts';
import { menuDrawerOpenAtom } from '../state/ui.ts';
import { useBrandRoute } from './create-router.tsx';
import { CenterFrame } from './center-frame.tsx';
import { useKeepFocusOnNavigation } from './use-keep-focus.ts';
import { useMenuMini } from './use-menu-mini.ts';

/**
 * The frame around every page (spec §2 "Layout"): header on top, side menu left, right bar,
 * footer, content in the middle, and the modal host. A route's chrome settings can hide the top
 * and side bars and start the left bar in mini mode (/seamless, /vnLottery). Pages under
 * `/member/` sit in the member center, those under `/agent/` in the agent center.
 */
export function FrameLayout() {
  const brand = useBrand();
  const current = useBrandRoute(brand);
  const chrome = current?.route.chrome ?? {
    topBar: true,
    sideBar: true,
    leftBarMini: false,
    rightBar: true,
    footer: true,
  };
  const mini = useMenuMini();
  const drawerOpen = useAtomValue(menuDrawerOpenAtom);
  useKeepFocusOnNavigation('main');
  const { top, left, right, bottom } = brand.frame;
  const showLeft = chrome.sideBar && left;
  return (
    <div
      className="shell"
      data-mini={mini}
      data-side={showLeft ? 'shown' : 'hidden'}
      data-drawer={drawerOpen ? 'open' : 'closed'}
    >
      <a href="#main" className="skip-link">
        <Trans>Skip to content</Trans>
      </a>
      {chrome.topBar && top ? (
        <div className="shell-top">
          <SectionView section={top} sectionKey="top" />
        </div>
      ) : null}
      {showLeft ? (
        <div className="shell-left">
          <SectionView section={left} sectionKey="left" />
        </div>
      ) : null}
      <div className="shell-body">
        <main id="main" className="shell-main" tabIndex={-1}>
          <CenterFrame>
            <Outlet />
          </CenterFrame>
        </main>
        {chrome.footer && bottom ? <SectionView section={bottom} sectionKey="bottom" /> : null}
      </div>
      {chrome.rightBar && right ? <SectionView section={right} sectionKey="right" /> : null}
      <ModalHost />
      <OverlayHost />
    </div>
  );
}
