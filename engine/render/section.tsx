import { Trans } from '@lingui/react/macro';
import type { Section } from '../../schemas/brand.ts';
import { useWidgetRegistry } from './registry-context.tsx';
import { useVisibility } from './use-visibility.ts';
import { WidgetSlot } from './widget-slot.tsx';

/**
 * Renders one placed widget: checks its visibility condition, loads its code on demand, and
 * contains its failure. An unknown type shows a notice instead of silently disappearing.
 */
export function SectionView({ section, sectionKey }: { section: Section; sectionKey: string }) {
  const { registry, components } = useWidgetRegistry();
  const visible = useVisibility();
  if (!visible(section.visibleWhen)) return null;
  const widget = registry[section.type];
  if (!widget || !components[section.type]) {
    return (
      <div role="alert" className="widget-fallback" data-widget-error={section.type}>
        <Trans>This part of the page could not be shown.</Trans>
      </div>
    );
  }
  return (
    <WidgetSlot
      type={section.type}
      name={`${sectionKey}:${section.type}`}
      settings={{ ...widget.defaults, ...(section.settings ?? {}) }}
      sectionKey={sectionKey}
      fallback={
        <div
          className="widget-loading"
          aria-hidden="true"
          style={
            widget.loadingHeight === undefined ? undefined : { minHeight: widget.loadingHeight }
          }
        />
      }
    />
  );
}
