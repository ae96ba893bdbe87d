import { useEffect, useState } from 'react';
import { useAtomValue } from '../state/jotai.ts';
import { modalAtom } from '../state/modals.ts';
import { isWidgetPreloaded, preloadWidgets, useWidgetRegistry } from './registry-context.tsx';
import { WidgetSlot } from './widget-slot.tsx';

/** True when a modal widget for `type` is registered, so callers never show a dead button. */
export function useModalAvailable(type: string): boolean {
  const { registry } = useWidgetRegistry();
  return Object.values(registry).some((widget) => widget.modal === type);
}

/**
 * Renders the open modal's widget. Its code is loaded first and the modal rendered once it is
 * there, rather than suspending under a Suspense boundary: on a busy phone, a boundary created
 * while the server's page is still hydrating could wait for its retry long after the code had
 * arrived, and the modal the player asked for never showed (the e2e suite caught it under load).
 */
export function ModalHost() {
  const open = useAtomValue(modalAtom);
  const { registry } = useWidgetRegistry();
  const entry = open
    ? Object.entries(registry).find(([, widget]) => widget.modal === open.type)
    : undefined;
  const type = entry?.[0];
  const ready = type !== undefined && isWidgetPreloaded(registry, type);
  const [failed, setFailed] = useState<string | null>(null);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (type === undefined || ready) return;
    let active = true;
    preloadWidgets(registry, [type]).then(
      () => active && setLoaded((n) => n + 1),
      // The slot below loads it again and its boundary reports the failure.
      () => active && setFailed(type),
    );
    return () => {
      active = false;
    };
  }, [registry, type, ready]);
  if (!open || !entry || (!ready && failed !== type)) return null;
  return (
    <WidgetSlot
      type={entry[0]}
      name={`modal:${open.type}`}
      settings={entry[1].defaults}
      sectionKey={`modal:${open.type}`}
      fallback={null}
    />
  );
}

/** Mounts every overlay widget (for example the dialog host), once, for the whole frame. */
export function OverlayHost() {
  const { registry } = useWidgetRegistry();
  return (
    <>
      {Object.entries(registry)
        .filter(([, widget]) => widget.placement.includes('overlay'))
        .map(([type, widget]) => (
          <WidgetSlot
            key={type}
            type={type}
            name={`overlay:${type}`}
            settings={widget.defaults}
            sectionKey={`overlay:${type}`}
            fallback={null}
          />
        ))}
    </>
  );
}
