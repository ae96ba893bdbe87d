import { loadAllTexts } from '../engine/i18n/i18n.ts';
import type { WidgetRegistry } from '../engine/render/widget.ts';
import { widgetRegistry } from '../widgets/registry.ts';

declare global {
  interface ImportMetaEnv {
    /** The widget types whose texts the browser build's catalogs hold at first (vite.first-screen.ts). */
    readonly FIRST_SCREEN_WIDGETS?: readonly string[];
  }
}

const firstScreen = new Set(import.meta.env.FIRST_SCREEN_WIDGETS ?? []);

/**
 * The browser's widget registry: a widget beyond the first screen loads the pages' texts with
 * its code (`loadAllTexts`), so it renders with its texts at once in the player's language.
 */
export const appRegistry: WidgetRegistry = Object.fromEntries(
  Object.entries(widgetRegistry).map(([type, widget]) => [
    type,
    firstScreen.has(type)
      ? widget
      : {
          ...widget,
          load: async () => (await Promise.all([widget.load(), loadAllTexts()]))[0],
        },
  ]),
);
