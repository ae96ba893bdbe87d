import { Suspense, useContext, type ReactNode } from 'react';
import { WidgetBoundary } from './error-boundary.tsx';
import {
  isWidgetPreloaded,
  RenderedWidgetsContext,
  useWidgetRegistry,
} from './registry-context.tsx';

/**
 * One widget where it is placed (page section, modal, overlay): its failure is contained, and
 * its code loads on demand behind a Suspense boundary, unless it was preloaded (every widget on
 * the server; the page's widgets when hydrating). Without a boundary the page hydrates in one
 * pass, before the app restores browser-only state such as the session; a boundary would
 * hydrate later and no longer match the server's HTML.
 */
export function WidgetSlot({
  type,
  name,
  settings,
  sectionKey,
  fallback,
}: {
  type: string;
  name: string;
  settings: Record<string, unknown>;
  sectionKey: string;
  fallback: ReactNode;
}) {
  const { registry, components } = useWidgetRegistry();
  const rendered = useContext(RenderedWidgetsContext);
  const Widget = components[type];
  if (!Widget) return null;
  rendered?.add(type);
  const content = <Widget settings={settings} sectionKey={sectionKey} />;
  return (
    <WidgetBoundary name={name}>
      {isWidgetPreloaded(registry, type) ? (
        content
      ) : (
        <Suspense fallback={fallback}>{content}</Suspense>
      )}
    </WidgetBoundary>
  );
}
