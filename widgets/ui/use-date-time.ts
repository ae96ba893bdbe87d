import { useCallback } from 'react';
import { languageTable } from '../../engine/core/languages.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useAtomValue } from '../../engine/state/jotai.ts';

/**
 * Formats an instant (ISO text or Date) as the page's language writes dates and times, in the
 * brand's time zone (the one its records count days in).
 */
export function useDateTime(): (instant: string | Date, style?: 'time') => string {
  const language = useAtomValue(languageAtom);
  const { timeZone } = useBrand();
  const tag = languageTable[language].tag;
  return useCallback(
    (instant, style) =>
      new Intl.DateTimeFormat(tag, {
        timeZone,
        ...(style === 'time'
          ? { timeStyle: 'short' }
          : { dateStyle: 'medium', timeStyle: 'short' }),
      }).format(new Date(instant)),
    [tag, timeZone],
  );
}
