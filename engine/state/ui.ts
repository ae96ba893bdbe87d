import { atom } from './jotai.ts';
import { localKeys, readStorage, writeStorage } from './storage.ts';

/** Colour scheme. */
export type ThemeMode = 'dark' | 'light';

const themeBaseAtom = atom<ThemeMode | null>(
  ((): ThemeMode | null => {
    const stored = readStorage('local', localKeys.theme);
    return stored === 'dark' || stored === 'light' ? stored : null;
  })(),
);

/**
 * The player's theme choice, persisted in localStorage `theme`; null until they choose
 * (then the brand's default applies).
 */
export const themeChoiceAtom = atom(
  (get) => get(themeBaseAtom),
  (_get, set, mode: ThemeMode) => {
    writeStorage('local', localKeys.theme, mode);
    set(themeBaseAtom, mode);
  },
);

/** Whether the left bar is in mini mode (spec §4 "Left bar: mini or full, toggled"). */
export const menuMiniAtom = atom<boolean | null>(null);

/** Whether the side menu is open as a drawer on narrow screens. */
export const menuDrawerOpenAtom = atom(false);
