import { useAtomValue } from '../state/jotai.ts';
import { modalAtom } from '../state/modals.ts';
import { useWidgetRegistry } from './registry-context.tsx';
import { WidgetSlot } from './widget-slot.tsx';

/** True when a modal widget for `type` is registered, so callers never show a dead button. */
export function useModalAvailable(type: string): boolean {
  const { registry } = useWidgetRegistry();
  return Object.values(registry).some((widget) => widget.modal === type);
}

/** Renders the open modal's widget (loaded on demand). */
export function ModalHost() {
  const open = useAtomValue(modalAtom);
  const { registry } = useWidgetRegistry();
  if (!open) return null;
  const entry = Object.entries(registry).find(([, widget]) => widget.modal === open.type);
  if (!entry) return null;
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
