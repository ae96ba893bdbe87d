import {
  createContext,
  createElement,
  lazy,
  useContext,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { Brand } from '../../schemas/brand.ts';
import type { createStore } from '../state/jotai.ts';
import type { PageLocation, RuntimeWidget, WidgetProps, WidgetRegistry } from './widget.ts';

/** A widget's component, whose code is loaded on demand. */
export type LazyWidget = ComponentType<WidgetProps<Record<string, unknown>>>;

interface RegistryValue {
  registry: WidgetRegistry;
  components: Readonly<Record<string, LazyWidget>>;
}

const RegistryContext = createContext<RegistryValue>({ registry: {}, components: {} });
const cache = new WeakMap<WidgetRegistry, RegistryValue>();
const loaded = new WeakMap<
  WidgetRegistry,
  Map<string, ComponentType<WidgetProps<Record<string, unknown>>>>
>();

/**
 * Loads the code of the given widget types before the first render, so hydrating a page the
 * server rendered never suspends (a suspended part would hydrate later, after the app has
 * restored browser-only state such as the session, and no longer match the server's HTML).
 */
export async function preloadWidgets(registry: WidgetRegistry, types: readonly string[]) {
  let components = loaded.get(registry);
  if (!components) {
    components = new Map();
    loaded.set(registry, components);
  }
  const done = components;
  await Promise.all(
    types.map(async (type) => {
      const widget = registry[type];
      if (widget && !done.has(type)) done.set(type, await widget.load());
    }),
  );
}

/** What `preparePage` reads of a loaded router's state. */
export interface LoadedRouterState {
  location: PageLocation;
  matches: readonly { routeId: string }[];
}

/**
 * Prepares the page a loaded router is on before its first render: the `prepare` of each of
 * its sections' widgets that has one, in the page's order. The server calls it before it renders
 * a page, the browser before it hydrates one, so both first render the same state.
 */
export async function preparePage(
  registry: WidgetRegistry,
  store: ReturnType<typeof createStore>,
  brand: Brand,
  { location, matches }: LoadedRouterState,
): Promise<void> {
  const routeId = matches.at(-1)?.routeId;
  const route = routeId === undefined ? undefined : brand.routes[routeId];
  const page = route ? brand.pages[route.page] : undefined;
  if (!page) return;
  const sections = page.order.flatMap((key) => page.sections[key] ?? []);
  const prepares = await Promise.all(
    sections.map((section) => registry[section.type]?.prepare?.()),
  );
  sections.forEach((section, index) =>
    prepares[index]?.(store, {
      // As the section renders them (`SectionView`): the widget's defaults under its settings.
      settings: { ...registry[section.type]?.defaults, ...(section.settings ?? {}) },
      location,
    }),
  );
}

/** Whether a widget type's code was preloaded (it then renders without suspending). */
export function isWidgetPreloaded(registry: WidgetRegistry, type: string): boolean {
  return loaded.get(registry)?.has(type) ?? false;
}

/** A widget's component: the preloaded one when there is one, else loaded on first render. */
function widgetComponent(registry: WidgetRegistry, type: string, widget: RuntimeWidget) {
  const Lazy = lazy(async () => ({ default: await widget.load() }));
  function Widget(props: WidgetProps<Record<string, unknown>>) {
    const preloaded = loaded.get(registry)?.get(type);
    return preloaded ? createElement(preloaded, props) : <Lazy {...props} />;
  }
  return Widget;
}

/** One lazy component per widget type, created once per registry so identities stay stable. */
function valueFor(registry: WidgetRegistry): RegistryValue {
  let value = cache.get(registry);
  if (!value) {
    const components = Object.fromEntries(
      Object.entries(registry).map(([type, widget]) => [
        type,
        widgetComponent(registry, type, widget),
      ]),
    );
    value = { registry, components };
    cache.set(registry, value);
  }
  return value;
}

/** Provides the widget registry (the app passes `widgets/registry.ts`; the engine never imports widgets). */
export function WidgetRegistryProvider({
  registry,
  children,
}: {
  registry: WidgetRegistry;
  children: ReactNode;
}) {
  return <RegistryContext.Provider value={valueFor(registry)}>{children}</RegistryContext.Provider>;
}

/** The widget registry and its lazy components. */
export function useWidgetRegistry(): RegistryValue {
  return useContext(RegistryContext);
}

/** Collects the widget types a server render shows, so the browser can preload them. */
export const RenderedWidgetsContext = createContext<Set<string> | null>(null);
