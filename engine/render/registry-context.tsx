import {
  createContext,
  lazy,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { WidgetProps, WidgetRegistry } from './widget.ts';

/** A widget's lazily loaded component. */
export type LazyWidget = LazyExoticComponent<ComponentType<WidgetProps<Record<string, unknown>>>>;

interface RegistryValue {
  registry: WidgetRegistry;
  components: Readonly<Record<string, LazyWidget>>;
}

const RegistryContext = createContext<RegistryValue>({ registry: {}, components: {} });
const cache = new WeakMap<WidgetRegistry, RegistryValue>();

/** One lazy component per widget type, created once per registry so identities stay stable. */
function valueFor(registry: WidgetRegistry): RegistryValue {
  let value = cache.get(registry);
  if (!value) {
    const components = Object.fromEntries(
      Object.entries(registry).map(([type, widget]) => [
        type,
        lazy(async () => ({ default: await widget.load() })),
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
