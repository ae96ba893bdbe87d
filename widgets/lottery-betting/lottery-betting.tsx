import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useId, useMemo } from 'react';
import type { BetTypeId } from '../../engine/core/lottery/bet-types.ts';
import { betTypesOf, lotterySettingsWithDefaults } from '../../engine/core/lottery/index.ts';
import { countdownOf, remainingAt } from '../../engine/core/lottery-countdown.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { RowError, RowSkeleton } from '../ui/carousel-arrows.tsx';
import { lotteryListRefresh, useNow } from '../ui/lottery-clock.ts';
import { BetSlip } from './bet-slip.tsx';
import { GameHeader } from './game-header.tsx';
import { bettingMenuResource } from './resources.ts';
import type { LotteryBettingSettings } from './schema.ts';
import { firstGame, menuPrizeMode, playTypeOf, requestedGame, stationsOf } from './slip-model.ts';
import '../ui/forms.css';
import './lottery-betting.css';

/** The lottery center, where an unknown game sends the player. */
const lotteryCenterPath = '/lotteryCenter';

/**
 * The bet slip page (spec §2 `/lottery`, `/vnLottery`): the game of the query's `gameCode`
 * (without one, the menu's first VN game, the North) and the play type of `playType` (else the
 * game's default); choosing a play type replaces it in the URL. With `region` "vn" only VN
 * games are sold. An unknown game says so and links to the lottery center.
 */
export function LotteryBetting({ settings }: WidgetProps<LotteryBettingSettings>) {
  const { t } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const navigate = useNavigate();
  const titleId = useId();
  const now = useNow();
  const lottery = useMemo(() => lotterySettingsWithDefaults(brand.lottery ?? {}), [brand.lottery]);
  const path = useRouterState({ select: (s) => s.location.pathname });
  // Read as text: the router would turn some codes into numbers or JSON.
  const searchText = useRouterState({ select: (s) => s.location.searchStr });
  const query = new URLSearchParams(searchText);
  const requested = requestedGame(lottery, settings.region ?? 'all', query.get('gameCode'));
  const menu = useResource(
    bettingMenuResource,
    { prizeMode: menuPrizeMode(requested ?? null), language },
    { enabled: requested !== undefined, refetchInterval: lotteryListRefresh },
  );

  let body;
  if (requested === undefined) {
    body = (
      <div className="lottery-betting__unknown">
        <h1 id={titleId}>{t`This lottery game does not exist`}</h1>
        {Object.hasOwn(brand.routes, lotteryCenterPath) ? (
          <Link to={lotteryCenterPath} className="btn btn-primary">
            {t`Go to the lottery center`}
          </Link>
        ) : null}
      </div>
    );
  } else if (menu.status === 'loading') {
    body = <RowSkeleton count={3} label={t`Loading the lottery game`} />;
  } else if (menu.status === 'error') {
    body = <RowError message={t`The lottery game could not be loaded.`} onRetry={menu.refresh} />;
  } else {
    const game = requested ?? firstGame(lottery, menu.data.games);
    const info = menu.data.games.find((item) => item.gameId === game.gameId);
    const remainingMs = info ? remainingAt(info.remainTime, menu.data.answeredAt, now) : 0;
    const onSale = info?.isSale === 1 && countdownOf(true, remainingMs).kind !== 'closed';
    const betType = playTypeOf(game, query.get('playType'), info?.defaultPlayType);
    const choose = (playType: BetTypeId) =>
      void navigate({
        to: path,
        search: { gameCode: game.gameId, playType },
        replace: true,
      });
    body = (
      <>
        <GameHeader
          game={game}
          info={info}
          onSale={onSale}
          remainingMs={remainingMs}
          titleId={titleId}
        />
        <BetSlip
          key={game.gameId}
          game={game}
          settings={lottery}
          betTypes={betTypesOf(game)}
          betType={betType}
          onBetType={choose}
          stations={onSale ? stationsOf(game, menu.data.games) : []}
          onSale={onSale}
          onClosed={menu.refresh}
        />
      </>
    );
  }

  return (
    <section className="lottery-betting" aria-label={t`Lottery bet slip`}>
      {body}
    </section>
  );
}
