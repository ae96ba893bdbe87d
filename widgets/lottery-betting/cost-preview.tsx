import { useLingui } from '@lingui/react/macro';
import type { SlipPreview } from '../../engine/core/lottery/slip-preview.ts';
import { useMoney } from '../ui/use-money.ts';

/**
 * The live cost of the slip: "N numbers × L lots × stake = cost" for one draw, times the
 * stations, the total, and what one winning lot pays (KENO picks: the top prize).
 */
export function CostPreview({ preview }: { preview: SlipPreview }) {
  const { t } = useLingui();
  const money = useMoney();
  const { bet, count, stations } = preview;
  const stake = money(Number(bet.stakeMinor));
  const cost = money(Number(bet.costMinor));
  const total = money(Number(preview.totalMinor));
  const lots = bet.lots;
  return (
    <dl className="lottery-betting__preview" aria-live="polite" data-testid="cost-preview">
      <div>
        <dt>{t`One draw`}</dt>
        <dd>
          {lots > 1
            ? t`${count} numbers × ${lots} lots × ${stake} = ${cost}`
            : t`${count} × ${stake} = ${cost}`}
        </dd>
      </div>
      {stations > 1 ? (
        <div>
          <dt>{t`Stations`}</dt>
          <dd>{t`${stations} stations × ${cost} = ${total}`}</dd>
        </div>
      ) : null}
      <div className="lottery-betting__total">
        <dt>{t`Total`}</dt>
        <dd data-testid="slip-total">{total}</dd>
      </div>
      <div>
        {preview.winPerLotMinor === null ? (
          <>
            <dt>{t`Top prize`}</dt>
            <dd>{money(Number(preview.maxWinMinor))}</dd>
          </>
        ) : (
          <>
            <dt>{t`Win per winning lot`}</dt>
            <dd>{money(Number(preview.winPerLotMinor))}</dd>
          </>
        )}
      </div>
    </dl>
  );
}
