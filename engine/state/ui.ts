import { atom } from './jotai.ts';
import { readCookie, writePreference } from './cookies.ts';
import { localKeys, readStorage, writeStorage } from './storage.ts';

/** Colour scheme. */
export type ThemeMode = 'dark' | 'light';

/** The theme choice as the app started with it (the server sets it from the `theme` cookie). */
export const themeBaseAtom = atom<ThemeMode | null>(
  ((): ThemeMode | null => {
    // The cookie first: the server rendered the page with it, so hydration sees the same theme.
    const stored = readCookie('theme') ?? readStorage('local', localKeys.theme);
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
    writePreference('theme', mode);
    set(themeBaseAtom, mode);
  },
);

/** Whether the left bar is in mini mode (spec §4 "Left bar: mini or full, toggled"). */
export const menuMiniAtom = atom<boolean | null>(null);

/** Whether the side menu is open as a drawer on narrow screens. */
export const menuDrawerOpenAtom = atom(false);

/**
 * Where closing the member or agent center goes: the last page the player was on outside both
 * (path and query), the home page until then.
 */
export const centerReturnAtom = atom('/');
