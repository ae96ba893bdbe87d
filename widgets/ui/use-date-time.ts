import { useCallback } from 'react';
import { languageTable } from '../../engine/core/languages.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useAtomValue } from '../../engine/state/jotai.ts';

/**
 * Formats an instant (ISO text or Date) as the page's language writes dates and times, in the
 * brand's time zone (the one its records count days in). `date` gives only the instant's date
 * in that zone; `day` formats a record day (`YYYY-MM-DD`, already a date in that zone) as a
 * short date.
 */
export function useDateTime(): (instant: string | Date, style?: 'time' | 'date' | 'day') => string {
  const language = useAtomValue(languageAtom);
  const { timeZone } = useBrand();
  const tag = languageTable[language].tag;
  return useCallback(
    (instant, style) => {
      if (style === 'day')
        return new Intl.DateTimeFormat(tag, {
          timeZone: 'UTC',
          dateStyle: 'medium',
        }).format(new Date(`${String(instant)}T00:00:00Z`));
      return new Intl.DateTimeFormat(tag, {
        timeZone,
        ...(style === 'time'
          ? { timeStyle: 'short' }
          : style === 'date'
            ? { dateStyle: 'medium' }
            : { dateStyle: 'medium', timeStyle: 'short' }),
      }).format(new Date(instant));
    },
    [tag, timeZone],
  );
}
