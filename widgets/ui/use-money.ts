import { useCallback } from 'react';
import { languageTable } from '../../engine/core/languages.ts';
import { formatRate } from '../../engine/core/agents/rates.ts';
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

/** Formats a contract rate in basis points as a percentage, as the page's language writes it. */
export function useRate(): (rateBp: number) => string {
  const language = useAtomValue(languageAtom);
  const tag = languageTable[language].tag;
  return useCallback((rateBp: number) => formatRate(rateBp, tag), [tag]);
}
