/**
 * The games of the home lottery row, loaded with its first answer (lottery-row.tsx): the row
 * shows placeholders until it is near the screen, so its tiles, countdowns and list rules are
 * not part of the home page's code (README "Size").
 */
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { LotteryGameInfo } from '../../schemas/api/lottery.ts';
import { locksWithinADay, remainingAt } from '../../engine/core/lottery-countdown.ts';
import { lotteryBetLink, lotteryRowGames } from '../../engine/core/lottery-list.ts';
import { lotteryListRefresh, useNow } from '../ui/lottery-clock.ts';
import { LastNumbers, LockCountdown } from '../ui/lottery-parts.tsx';
import type { AnsweredGames } from '../ui/lottery-menus.ts';

/** The row's answer: its games in row order, when answered, and when to ask again. */
export interface LotteryRowAnswer extends AnsweredGames {
  /** The reload delay of spec §9 by the soonest lock, from the answer's time; false: never. */
  refreshInMs: number | false;
}

/** The row's answer of the menus' games: the stations drawing soonest, KENO, the e-lotteries. */
export function lotteryRowAnswer(answered: AnsweredGames): LotteryRowAnswer {
  return {
    games: lotteryRowGames(answered.games),
    answeredAt: answered.answeredAt,
    refreshInMs: lotteryListRefresh(answered),
  };
}

/** One game of the row: its name (the link to its bet slip), countdown and last numbers. */
function LotteryTile({ game, remainingMs }: { game: LotteryGameInfo; remainingMs: number }) {
  const { t } = useLingui();
  const name = game.remark;
  const onSale = game.isSale === 1;
  const bet = lotteryBetLink(game);
  const on = locksWithinADay(onSale, remainingMs);
  return (
    <article
      className={`lottery-tile${on ? ' lottery-tile--on' : ''}`}
      aria-label={name}
      data-game-id={game.gameId}
    >
      <h3 className="lottery-tile__name">
        <Link
          to={bet.to}
          search={bet.search}
          className="lottery-tile__link"
          title={t`Bet on ${name}`}
        >
          {name}
        </Link>
      </h3>
      <LockCountdown
        onSale={onSale}
        remainingMs={remainingMs}
        className="lottery-tile__countdown"
      />
      <LastNumbers text={game.previousWinningNumber} />
    </article>
  );
}

/** The row's slides of `games`, whose countdowns tick every second. */
export function LotteryTiles({
  games,
  answeredAt,
}: {
  games: readonly LotteryGameInfo[];
  answeredAt: number;
}) {
  const now = useNow();
  return games.map((game) => (
    <li key={game.gameId} className="carousel-slide">
      <LotteryTile game={game} remainingMs={remainingAt(game.remainTime, answeredAt, now)} />
    </li>
  ));
}
