import { useLingui } from '@lingui/react/macro';
import type { LotteryGameInfo } from '../../schemas/api/lottery.ts';
import { countdownOf, locksWithinADay } from '../../engine/core/lottery-countdown.ts';
import { Icon } from '../ui/icons.tsx';
import { leadingNumbers } from './lobby-model.ts';

/** What the countdown of spec §4 reads for a game with `remainingMs` before its lock. */
export function useCountdownText(): (isSale: boolean, remainingMs: number) => string {
  const { t } = useLingui();
  return (isSale, remainingMs) => {
    const countdown = countdownOf(isSale, remainingMs);
    if (countdown.kind !== 'days') return countdown.text;
    const { days, hours } = countdown;
    return t`${days}d ${hours}h`;
  };
}

/** Props of a game card. */
export interface LotteryCardProps {
  game: LotteryGameInfo;
  /** Milliseconds before the game's sales close, as of now. */
  remainingMs: number;
  favourite: boolean;
  onToggleFavourite: () => void;
  /** The game is the one the history panel shows. */
  selected: boolean;
  onShowResults: () => void;
}

/**
 * One lottery game (spec §2 "Lottery block"): icon, name, countdown to the lock, the first six
 * values of the last result, a heart; 'on' while the lock is less than a day away.
 */
export function LotteryCard({
  game,
  remainingMs,
  favourite,
  onToggleFavourite,
  selected,
  onShowResults,
}: LotteryCardProps) {
  const { t } = useLingui();
  const countdownText = useCountdownText();
  const name = game.remark;
  const onSale = game.isSale === 1;
  const on = locksWithinADay(onSale, remainingMs);
  const numbers = leadingNumbers(game.previousWinningNumber);
  return (
    <article
      className={`lottery-card${on ? ' lottery-card--on' : ''}${selected ? ' lottery-card--selected' : ''}`}
      aria-label={name}
      data-game-id={game.gameId}
    >
      <header className="lottery-card__head">
        <Icon name="ticket" className="lottery-card__icon" />
        <h3 className="lottery-card__name">{name}</h3>
        <button
          type="button"
          className="lottery-card__heart"
          aria-pressed={favourite}
          aria-label={favourite ? t`Remove ${name} from favourites` : t`Add ${name} to favourites`}
          onClick={onToggleFavourite}
        >
          <Icon name="heart" fill={favourite ? 'currentColor' : 'none'} />
        </button>
      </header>
      <p className="lottery-card__countdown">
        <span className="visually-hidden">{onSale ? t`Sales close in` : t`Not on sale`} </span>
        <span data-testid="countdown">{countdownText(onSale, remainingMs)}</span>
      </p>
      {numbers.length > 0 ? (
        <ol className="lottery-card__numbers" aria-label={t`Last numbers`}>
          {numbers.map((value, index) => (
            <li key={index} className="lottery-ball">
              {value}
            </li>
          ))}
        </ol>
      ) : (
        <p className="lottery-card__none">{t`No draw yet`}</p>
      )}
      <button
        type="button"
        className="btn btn-small lottery-card__results"
        aria-pressed={selected}
        onClick={onShowResults}
      >
        {t`Results of ${name}`}
      </button>
    </article>
  );
}
