import { useLingui } from '@lingui/react/macro';
import type { BetTypeId } from '../../engine/core/lottery/bet-types.ts';
import { lotsOf, type LotteryGame } from '../../engine/core/lottery/index.ts';
import { oddsOf } from '../../engine/core/lottery/slip-preview.ts';
import type { LotterySettings } from '../../schemas/brand/lottery.ts';
import { betTypeLabels } from '../ui/lottery-labels.ts';

/**
 * The game's bet types as buttons (the chosen one pressed), each with its odds from the brand
 * settings and the lots one number covers, and the rule of the chosen type under them.
 */
export function PlayTypePicker({
  game,
  settings,
  betTypes,
  value,
  onChange,
}: {
  game: LotteryGame;
  settings: LotterySettings;
  betTypes: readonly BetTypeId[];
  value: BetTypeId;
  onChange: (betType: BetTypeId) => void;
}) {
  const { t } = useLingui();
  return (
    <div className="lottery-betting__types">
      <div role="group" aria-label={t`Play type`} className="lottery-betting__type-list">
        {betTypes.map((betType) => {
          const odds = oddsOf(settings, betType);
          const lots = lotsOf(betType, game.region);
          return (
            <button
              key={betType}
              type="button"
              className="lottery-betting__type"
              aria-pressed={betType === value}
              onClick={() => onChange(betType)}
            >
              <span className="lottery-betting__type-name">{t(betTypeLabels[betType].name)}</span>
              <span className="lottery-betting__type-odds">
                {odds === null ? t`Pay table` : t`x${odds}`}
                {lots > 1 ? ` · ${t`${lots} lots`}` : ''}
              </span>
            </button>
          );
        })}
      </div>
      <p className="lottery-betting__rule">{t(betTypeLabels[value].rule)}</p>
    </div>
  );
}
