import { useLingui } from '@lingui/react/macro';
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

/** Placeholder blocks while the channels or a deposit load. */
export function DepositSkeleton({ label }: { label: string }) {
  return (
    <div className="deposit-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {['channels', 'presets', 'amount', 'summary'].map((part) => (
        <span key={part} className={`deposit-skeleton-${part}`} aria-hidden="true" />
      ))}
    </div>
  );
}

/**
 * The sums of a deposit: the amount that reaches the balance, the fee (and that the site bears
 * it, when it does) and what the player pays. Null sums (no amount typed yet) show as a dash.
 */
export function DepositSummary({
  amountMinor,
  feeMinor,
  payableMinor,
  total,
}: {
  amountMinor: number | null;
  feeMinor: number | null;
  payableMinor: number | null;
  /** The label of the last line: what is to pay, or what was paid. */
  total: string;
}) {
  const { t } = useLingui();
  const brand = useBrand();
  const money = useMoney();
  const show = (minor: number | null) => (minor === null ? '–' : money(minor));
  const fee = show(feeMinor);
  const site = brand.name;
  let feeText = fee;
  if (feeMinor === 0) feeText = t`No fee`;
  else if (feeMinor !== null && payableMinor === amountMinor) feeText = t`${fee}, paid by ${site}`;
  return (
    <dl className="deposit-summary">
      <div>
        <dt>{t`Amount`}</dt>
        <dd data-testid="deposit-amount">{show(amountMinor)}</dd>
      </div>
      <div>
        <dt>{t`Fee`}</dt>
        <dd data-testid="deposit-fee">{feeText}</dd>
      </div>
      <div className="deposit-summary-total">
        <dt>{total}</dt>
        <dd data-testid="deposit-total">{show(payableMinor)}</dd>
      </div>
    </dl>
  );
}
