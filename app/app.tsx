import { I18nProvider } from '@lingui/react';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { getPermission } from '../engine/api/system-permission.ts';
import { SystemStatus } from '../engine/core/status.ts';
import { i18n } from '../engine/i18n/i18n.ts';
import { errorText } from '../engine/i18n/errors.ts';
import { BrandProvider, useBrand } from '../engine/render/brand-context.tsx';
import { LoadingOverlay } from '../engine/render/loading-overlay.tsx';
import { once, PageLive, PageLiveProvider } from '../engine/render/page-live.tsx';
import { WidgetRegistryProvider } from '../engine/render/registry-context.tsx';
import { newRenderSeed, RenderSeedProvider } from '../engine/render/render-seed.tsx';
import { SectionView } from '../engine/render/section.tsx';
import { useResumeRememberedSession } from '../engine/render/use-resume-remembered-session.ts';
import type { WidgetRegistry } from '../engine/render/widget.ts';
import {
  createBrandRouter,
  type BrandRouter as BrandRouterInstance,
} from '../engine/router/create-router.tsx';
import { FrameLayout } from '../engine/router/layout.tsx';
import { NotFoundPage } from '../engine/router/not-found.tsx';
import {
  Provider,
  useAtom,
  useAtomValue,
  useSetAtom,
  type createStore,
} from '../engine/state/jotai.ts';
import { tokenAtom } from '../engine/state/session.ts';
import { permissionAtom, permissionCheckAtom } from '../engine/state/system.ts';
import { themeChoiceAtom } from '../engine/state/ui.ts';
import type { Permission } from '../schemas/api/system.ts';
import type { Brand } from '../schemas/brand.ts';
import { takeTokenFromUrl } from './boot.ts';
import { Trans } from '@lingui/react/macro';

/** Applies the theme choice (or the brand default) to `<html data-theme>`. */
function ThemeApplier() {
  const brand = useBrand();
  const choice = useAtomValue(themeChoiceAtom);
  useEffect(() => {
    document.documentElement.dataset.theme = choice ?? brand.theme.default;
  }, [choice, brand.theme.default]);
  return null;
}

/** The app's router for `brand` (the server passes a memory history). */
export function createAppRouter(brand: Brand, history?: RouterHistory): BrandRouterInstance {
  return createBrandRouter({
    brand,
    Layout: FrameLayout,
    NotFound: NotFoundPage,
    history,
    scrollRestoration: typeof window !== 'undefined',
  });
}

interface RouterChoice {
  history?: RouterHistory;
  /** A router made (and loaded) before the first render: the server's, or the hydrating one. */
  router?: BrandRouterInstance;
}

function BrandRouter({ history, router }: RouterChoice) {
  const brand = useBrand();
  const own = useMemo(() => router ?? createAppRouter(brand, history), [brand, history, router]);
  return <RouterProvider router={own} />;
}

/**
 * App start (spec §4): load the permission, then render by system status: maintenance page,
 * IP-restriction page, or the app. When normal, a token in the URL query becomes the session. A
 * page the server rendered comes with the permission it was rendered with (seconds old at
 * most), so it asks again only when told to check (a call refused for the system status, the
 * maintenance page's polling) or to try again.
 */
function StartGate({ history, router }: RouterChoice) {
  const [permission, setPermission] = useAtom(permissionAtom);
  const [rendered] = useState(permission);
  const check = useAtomValue(permissionCheckAtom);
  const setToken = useSetAtom(tokenAtom);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useResumeRememberedSession(permission?.status === SystemStatus.normal);

  useEffect(() => {
    const started = (value: Permission) => {
      if (value.status === SystemStatus.normal) {
        const token = takeTokenFromUrl();
        if (token) setToken(token);
      }
      setError(null);
      setPermission(value);
    };
    if (rendered && check === 0 && attempt === 0) {
      started(rendered);
      return;
    }
    const controller = new AbortController();
    getPermission(controller.signal).then(started, (reason: unknown) => {
      if (!controller.signal.aborted) setError(reason);
    });
    return () => controller.abort();
  }, [rendered, check, attempt, setPermission, setToken]);

  if (error && !permission) {
    return (
      <div className="start-error" role="alert">
        <PageLive />
        <p>{errorText(error)}</p>
        <button type="button" className="btn btn-primary" onClick={() => setAttempt((n) => n + 1)}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  if (!permission) return <LoadingOverlay />;
  if (permission.status === SystemStatus.normal)
    return <BrandRouter history={history} router={router} />;
  const page =
    permission.status === SystemStatus.maintenance ? 'maintenance-page' : 'ip-restriction-page';
  return (
    <>
      <SectionView section={{ type: page, settings: {} }} sectionKey="system" />
      <PageLive />
    </>
  );
}

/** Everything the app needs, provided once. */
export function App({
  brand,
  store,
  registry,
  history,
  router,
  onMount,
  seed,
}: RouterChoice & {
  brand: Brand;
  store: ReturnType<typeof createStore>;
  registry: WidgetRegistry;
  /**
   * Runs once, when the first screen has mounted (on a server-rendered page: the whole page is
   * hydrated): restores browser-only state and replays early clicks.
   */
  onMount?: () => void;
  /** The seed of random starting values: the server's when hydrating its page. */
  seed?: number;
}) {
  const [ownSeed] = useState(newRenderSeed);
  const live = useMemo(() => once(onMount ?? (() => {})), [onMount]);
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <BrandProvider brand={brand}>
          <WidgetRegistryProvider registry={registry}>
            <RenderSeedProvider seed={seed ?? ownSeed}>
              <PageLiveProvider value={live}>
                <ThemeApplier />
                <StartGate history={history} router={router} />
              </PageLiveProvider>
            </RenderSeedProvider>
          </WidgetRegistryProvider>
        </BrandProvider>
      </I18nProvider>
    </Provider>
  );
}
