import { useCallback } from 'react';
import type { LanguageCode } from '../../schemas/common.ts';
import { atom, useAtom } from '../state/jotai.ts';
import { readCookie, writePreference } from '../state/cookies.ts';
import { localKeys, readStorage, writeStorage } from '../state/storage.ts';
import { activateLanguage, applyDocumentLanguage } from './i18n.ts';

/** The active platform language code; the app sets it before the first render. */
export const languageAtom = atom<LanguageCode>('EN');

/**
 * Switches language: loads its catalog, updates `<html lang dir>`, and remembers the choice in
 * localStorage `lang` (the previous one in `hisLang`).
 */
export async function switchLanguage(
  code: LanguageCode,
  previous: LanguageCode | null,
): Promise<void> {
  await activateLanguage(code);
  applyDocumentLanguage(code);
  if (previous && previous !== code) writeStorage('local', localKeys.hisLang, previous);
  writeStorage('local', localKeys.lang, code);
  writePreference('lang', code);
}

/**
 * The stored language choice, if any (validated by the caller against the brand): the cookie
 * the server rendered the page with, else the choice kept in localStorage.
 */
export function storedLanguage(): string | null {
  return readCookie('lang') ?? readStorage('local', localKeys.lang);
}

/** The active language and a function to change it. */
export function useLanguage(): [LanguageCode, (code: LanguageCode) => Promise<void>] {
  const [language, setLanguage] = useAtom(languageAtom);
  const change = useCallback(
    async (code: LanguageCode) => {
      await switchLanguage(code, language);
      setLanguage(code);
    },
    [language, setLanguage],
  );
  return [language, change];
}
