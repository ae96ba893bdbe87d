import { I18nProvider } from '@lingui/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { i18n } from '../../engine/i18n/i18n.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { BrandProvider } from '../../engine/render/brand-context.tsx';
import { WidgetRegistryProvider } from '../../engine/render/registry-context.tsx';
import type { WidgetRegistry } from '../../engine/render/widget.ts';
import { createStore, Provider } from '../../engine/state/jotai.ts';
import { modalAtom, type ModalState } from '../../engine/state/modals.ts';
import { signInAtom } from '../../engine/state/session.ts';
import { permissionAtom } from '../../engine/state/system.ts';
import { menuMiniAtom, themeChoiceAtom } from '../../engine/state/ui.ts';
import type { Permission } from '../../schemas/api/system.ts';
import type { Brand } from '../../schemas/brand.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import { widgetRegistry } from '../../widgets/registry.ts';
import { normalPermission } from './api-handlers.ts';

/** What a story or test sets up around a widget. */
export interface HarnessOptions {
  brand: Brand;
  /** The route the widget renders under (its banner group, chrome and active menu entry). */
  path?: string;
  language?: LanguageCode;
  theme?: 'dark' | 'light';
  /** Signed in as a member (`isAgent` 0), an agent (1), or a trial account (4). */
  session?: { token: string; isAgent: number; account?: string } | null;
  permission?: Permission;
  registry?: WidgetRegistry;
  /** Start with the left bar in mini mode. */
  menuMini?: boolean;
  /** Start with this modal open (its data too, such as a forced password change). */
  modal?: ModalState;
}

/** A jotai store prepared with the harness options. */
export function harnessStore(options: HarnessOptions) {
  const store = createStore();
  store.set(languageAtom, options.language ?? options.brand.languages.default);
  if (options.theme) store.set(themeChoiceAtom, options.theme);
  if (options.session) {
    const { token, isAgent, account = 'juan123' } = options.session;
    store.set(signInAtom, {
      token,
      isAgent,
      account,
      firstTimeLogin: false,
      passwordExpired: false,
      changePassword: false,
    });
  }
  // The app always starts with a permission answer (status and the caller's location).
  store.set(permissionAtom, options.permission ?? normalPermission);
  if (options.menuMini !== undefined) store.set(menuMiniAtom, options.menuMini);
  if (options.modal) store.set(modalAtom, options.modal);
  return store;
}

/**
 * Renders `children` as the page of `path` inside a router that knows every route of the brand,
 * with the brand, registry, language and session providers the app uses.
 */
export function Harness({
  children,
  options,
  store: given,
}: {
  children: ReactNode;
  options: HarnessOptions;
  store?: ReturnType<typeof createStore>;
}) {
  const { brand, path = '/' } = options;
  const store = useMemo(() => given ?? harnessStore(options), [given, options]);
  const router = useMemo(() => {
    const root = createRootRoute({ component: Outlet });
    const paths = new Set([...Object.keys(brand.routes), path.split('?')[0] ?? '/']);
    const routes = [...paths].map((p) =>
      createRoute({ getParentRoute: () => root, path: p, component: () => <>{children}</> }),
    );
    return createRouter({
      routeTree: root.addChildren(routes),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
  }, [brand, path, children]);
  return (
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <BrandProvider brand={brand}>
          <WidgetRegistryProvider registry={options.registry ?? widgetRegistry}>
            <RouterProvider router={router} />
          </WidgetRegistryProvider>
        </BrandProvider>
      </I18nProvider>
    </Provider>
  );
}
