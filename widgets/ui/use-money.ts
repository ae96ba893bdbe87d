import { useCallback } from 'react';
import { languageTable } from '../../engine/core/languages.ts';
import { formatMoney } from '../../engine/core/money.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useAtomValue } from '../../engine/state/jotai.ts';

/** Formats minor units in the brand's currency, as the page's language writes numbers. */
export function useMoney(): (minor: number) => string {
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const { symbol, decimals } = brand.currency;
  const tag = languageTable[language].tag;
  return useCallback(
    (minor: number) => formatMoney(minor, { symbol, decimals }, tag),
    [symbol, decimals, tag],
  );
}
