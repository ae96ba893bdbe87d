import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import type { Section } from '../../schemas/brand.ts';
import { WidgetBoundary } from './error-boundary.tsx';
import { useWidgetRegistry } from './registry-context.tsx';
import { useVisibility } from './use-visibility.ts';

/**
 * Renders one placed widget: checks its visibility condition, loads its code on demand, and
 * contains its failure. An unknown type shows a notice instead of silently disappearing.
 */
export function SectionView({ section, sectionKey }: { section: Section; sectionKey: string }) {
  const { registry, components } = useWidgetRegistry();
  const visible = useVisibility();
  if (!visible(section.visibleWhen)) return null;
  const widget = registry[section.type];
  const Widget = components[section.type];
  if (!widget || !Widget) {
    return (
      <div role="alert" className="widget-fallback" data-widget-error={section.type}>
        <Trans>This part of the page could not be shown.</Trans>
      </div>
    );
  }
  const settings = { ...widget.defaults, ...(section.settings ?? {}) };
  return (
    <WidgetBoundary name={`${sectionKey}:${section.type}`}>
      <Suspense fallback={<div className="widget-loading" aria-hidden="true" />}>
        <Widget settings={settings} sectionKey={sectionKey} />
      </Suspense>
    </WidgetBoundary>
  );
}
