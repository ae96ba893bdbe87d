import { useLingui } from '@lingui/react/macro';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import { useMoney } from '../ui/use-money.ts';

/** Placeholder blocks while the channels or a deposit load: channels, presets, amount, sums. */
export function DepositSkeleton({ label }: { label: string }) {
  return <LoadingBlocks label={label} heights={[44, 96, 42, 110]} />;
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
