import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { LotteryGameInfo } from '../../schemas/api/lottery.ts';
import { locksWithinADay } from '../../engine/core/lottery-countdown.ts';
import { lotteryBetLink } from '../../engine/core/lottery-list.ts';
import { Icon } from '../ui/icons.tsx';
import { LastNumbers, LockCountdown } from '../ui/lottery-parts.tsx';

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
 * One lottery game (spec §2 "Lottery block"): icon, name (a link to the game's bet slip,
 * `lotteryBetLink`), countdown to the lock, the first six values of the last result, a heart;
 * 'on' while the lock is less than a day away.
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
  const name = game.remark;
  const onSale = game.isSale === 1;
  const on = locksWithinADay(onSale, remainingMs);
  const bet = lotteryBetLink(game);
  return (
    <article
      className={`lottery-card${on ? ' lottery-card--on' : ''}${selected ? ' lottery-card--selected' : ''}`}
      aria-label={name}
      data-game-id={game.gameId}
    >
      <header className="lottery-card__head">
        <Icon name="ticket" className="lottery-card__icon" />
        <h3 className="lottery-card__name">
          <Link
            to={bet.to}
            search={bet.search}
            className="lottery-card__bet"
            title={t`Bet on ${name}`}
          >
            {name}
          </Link>
        </h3>
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
      <LockCountdown
        onSale={onSale}
        remainingMs={remainingMs}
        className="lottery-card__countdown"
      />
      <LastNumbers text={game.previousWinningNumber} />
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
