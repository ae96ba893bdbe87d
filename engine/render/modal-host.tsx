import { Suspense } from 'react';
import { useAtomValue } from '../state/jotai.ts';
import { modalAtom } from '../state/modals.ts';
import { WidgetBoundary } from './error-boundary.tsx';
import { useWidgetRegistry } from './registry-context.tsx';

/** True when a modal widget for `type` is registered, so callers never show a dead button. */
export function useModalAvailable(type: string): boolean {
  const { registry } = useWidgetRegistry();
  return Object.values(registry).some((widget) => widget.modal === type);
}

/** Renders the open modal's widget (loaded on demand). */
export function ModalHost() {
  const open = useAtomValue(modalAtom);
  const { registry, components } = useWidgetRegistry();
  if (!open) return null;
  const entry = Object.entries(registry).find(([, widget]) => widget.modal === open.type);
  const Widget = entry ? components[entry[0]] : undefined;
  if (!entry || !Widget) return null;
  return (
    <WidgetBoundary name={`modal:${open.type}`}>
      <Suspense fallback={null}>
        <Widget settings={entry[1].defaults} sectionKey={`modal:${open.type}`} />
      </Suspense>
    </WidgetBoundary>
  );
}

/** Mounts every overlay widget (for example the dialog host), once, for the whole frame. */
export function OverlayHost() {
  const { registry, components } = useWidgetRegistry();
  return (
    <>
      {Object.entries(registry)
        .filter(([, widget]) => widget.placement.includes('overlay'))
        .map(([type, widget]) => {
          const Widget = components[type];
          return Widget ? (
            <WidgetBoundary key={type} name={`overlay:${type}`}>
              <Suspense fallback={null}>
                <Widget settings={widget.defaults} sectionKey={`overlay:${type}`} />
              </Suspense>
            </WidgetBoundary>
          ) : null;
        })}
    </>
  );
}
