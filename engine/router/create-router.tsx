import {
  createBrowserHistory,
  createRootRoute,
  createRoute,
  createRouter,
  redirect,
  useMatches,
  type RouterHistory,
} from '@tanstack/react-router';
import type { ReactElement } from 'react';
import type { Brand, BrandRoute } from '../../schemas/brand.ts';
import { loginRedirect } from '../core/guard.ts';
import { routeHead } from '../core/head.ts';
import { languageAtom } from '../i18n/language.ts';
import { usePageLive } from '../render/page-live.tsx';
import { PageView } from '../render/page.tsx';
import { useAtomValue } from '../state/jotai.ts';
import { readStorage, sessionKeys } from '../state/storage.ts';
import { useDocumentHead } from './head.ts';

/** The brand route the router is on, or undefined on the 404 page. */
export function useBrandRoute(brand: Brand): { path: string; route: BrandRoute } | undefined {
  const routeId = useMatches({
    select: (matches) => matches.at(-1)?.routeId as string | undefined,
  });
  if (!routeId) return undefined;
  const route = brand.routes[routeId];
  return route ? { path: routeId, route } : undefined;
}

function RoutePage({ brand, path, setsHead }: { brand: Brand; path: string; setsHead: boolean }) {
  const language = useAtomValue(languageAtom);
  const route = brand.routes[path]!;
  const head = routeHead(brand, path, language);
  useDocumentHead(head.title, head.description, setsHead);
  usePageLive();
  const page = brand.pages[route.page];
  return page ? <PageView page={page} /> : null;
}

/** Options of `createBrandRouter`. */
export interface BrandRouterOptions {
  brand: Brand;
  /** The frame around every page (header, menus, footer) with an `<Outlet />`. */
  Layout: () => ReactElement | null;
  NotFound: () => ReactElement | null;
  history?: RouterHistory;
  /** Restore scroll positions (browser only: on the server it would emit an inline script). */
  scrollRestoration?: boolean;
  /**
   * Whether its pages set the document's title and description (not for a page drawn behind
   * another, such as behind the member center's dialog).
   */
  documentHead?: boolean;
}

/**
 * TanStack Router's scroll restoration, except at its first render once the visitor has
 * scrolled. That first render is a server-rendered page's hydration, where the router scrolls
 * to a saved position or to the top: a player who scrolled while the page was loading would be
 * sent back up, and a tap already on its way would land on whatever moved under the finger.
 */
function scrollRestorationAfterHydration(): () => boolean {
  let first = true;
  return () => {
    if (!first) return true;
    first = false;
    return window.scrollX === 0 && window.scrollY === 0;
  };
}

/**
 * Builds the TanStack Router tree from the brand's route table: one route per path rendering
 * its page's sections, the 404 page, and the `loginedToHomePage` guard, which reads the token
 * from session storage (spec §4).
 */
export function createBrandRouter({
  brand,
  Layout,
  NotFound,
  history,
  scrollRestoration = true,
  documentHead = true,
}: BrandRouterOptions) {
  const rootRoute = createRootRoute({ component: Layout, notFoundComponent: NotFound });
  const children = Object.keys(brand.routes).map((path) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      beforeLoad: () => {
        const to = loginRedirect(
          path,
          Boolean(readStorage('session', sessionKeys.token)),
          brand.settings.loginedToHomePage,
        );
        if (to) throw redirect({ to, replace: true });
      },
      component: () => <RoutePage brand={brand} path={path} setsHead={documentHead} />,
      // Nothing in a route suspends (widgets have their own boundaries): no boundary, so a
      // server-rendered page hydrates in one pass.
      wrapInSuspense: false,
    }),
  );
  return createRouter({
    routeTree: rootRoute.addChildren(children),
    history: history ?? createBrowserHistory(),
    defaultPreload: false,
    scrollRestoration: scrollRestoration && scrollRestorationAfterHydration(),
  });
}

/** The router type, for `useRouter` and tests. */
export type BrandRouter = ReturnType<typeof createBrandRouter>;
