import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { prizeModes, type LotteryGameInfo } from '../../schemas/api/lottery.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import { locksWithinADay, remainingAt } from '../../engine/core/lottery-countdown.ts';
import { lotteryBetLink, lotteryRowGames } from '../../engine/core/lottery-list.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { defineResource, useResource } from '../../engine/state/query.ts';
import { CarouselRow, RowPending, SeeMoreButton, useRowSlider } from '../ui/carousel-arrows.tsx';
import { Icon } from '../ui/icons.tsx';
import { fetchLotteryMenus, lotteryListRefresh, useNow } from '../ui/lottery-lists.ts';
import { LastNumbers, LockCountdown } from '../ui/lottery-parts.tsx';
import type { LotteryRowSettings } from './schema.ts';
import './lottery-row.css';

/** The lottery lobby with the e-lotteries: the row's title, see-more and last tile open it. */
const lobbyPath = '/elott';

/**
 * The games of every prize mode's menu: the VN lottery, KENO and the two e-lotteries. Not
 * fetched on the server (no `ssr`): a countdown counts from the moment its answer arrived,
 * which a server render would put seconds in the past.
 */
const lotteryRowResource = defineResource({
  name: 'lotteryRow',
  key: (language: LanguageCode) => language,
  fetch: (language: LanguageCode, signal) => fetchLotteryMenus(prizeModes, language, signal),
});

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

/** Props of the loaded row. */
interface LotteryTrackProps {
  games: readonly LotteryGameInfo[];
  answeredAt: number;
  title: string;
  icon: ReactNode;
  /** The brand has the lobby page: the title, see-more and the 'more' tile lead there. */
  withLobby: boolean;
}

/** The slider of the loaded row; the countdowns tick every second. */
function LotteryTrack({ games, answeredAt, title, icon, withLobby }: LotteryTrackProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const slider = useRowSlider();
  const now = useNow();
  return (
    <CarouselRow
      className="lottery-row"
      title={title}
      titleTo={withLobby ? lobbyPath : undefined}
      icon={icon}
      slider={slider}
      actions={
        withLobby ? (
          <SeeMoreButton title={title} onClick={() => void navigate({ to: lobbyPath })} />
        ) : null
      }
    >
      {games.map((game) => (
        <li key={game.gameId} className="carousel-slide">
          <LotteryTile game={game} remainingMs={remainingAt(game.remainTime, answeredAt, now)} />
        </li>
      ))}
      {withLobby ? (
        <li className="carousel-slide">
          <Link to={lobbyPath} className="lottery-tile lottery-tile--more">
            <Icon name="ticket" />
            <span>{t`More lottery games`}</span>
          </Link>
        </li>
      ) : null}
    </CarouselRow>
  );
}

/**
 * The home lottery row (spec §2): the VN stations drawing soonest, KENO and the e-lotteries,
 * soonest lock first (at most 12), reloaded every 7 to 30 s; no hearts (never for lottery
 * types). A skeleton while it loads, an error with a retry, nothing when there is no game.
 */
export function LotteryRow(_props: WidgetProps<LotteryRowSettings>) {
  const { t } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const menus = useResource(lotteryRowResource, language, { refetchInterval: lotteryListRefresh });
  const title = t`Lottery`;
  const icon = <Icon name="ticket" />;
  if (menus.status !== 'ready') {
    return (
      <RowPending
        className="lottery-row"
        title={title}
        icon={icon}
        loading={menus.status === 'loading'}
        loadingLabel={t`Loading ${title}`}
        errorMessage={t`${title} could not be loaded.`}
        onRetry={menus.refresh}
      />
    );
  }
  const games = lotteryRowGames(menus.data.games);
  if (games.length === 0) return null;
  return (
    <LotteryTrack
      games={games}
      answeredAt={menus.data.answeredAt}
      title={title}
      icon={icon}
      withLobby={Object.hasOwn(brand.routes, lobbyPath)}
    />
  );
}
