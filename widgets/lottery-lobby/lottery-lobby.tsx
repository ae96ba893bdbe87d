import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { LotteryGameInfo } from '../../schemas/api/lottery.ts';
import { remainingAt } from '../../engine/core/lottery-countdown.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useProtectedAction } from '../../engine/render/use-protected-action.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { vendorLanesResource } from '../../engine/state/games.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { accountAtom, tokenAtom } from '../../engine/state/session.ts';
import { RowError, RowSkeleton } from '../ui/carousel-arrows.tsx';
import { lotteryListRefresh as refreshDelay, useNow } from '../ui/lottery-clock.ts';
import { useLotteryFavourites } from './favourites.ts';
import { HistoryPanel } from './history-panel.tsx';
import { LobbyControls } from './lobby-controls.tsx';
import { chooseInLobby, initialLobbyView, lobbyTabs, visibleGames } from './lobby-model.ts';
import { LotteryCard } from './lottery-card.tsx';
import { lotteryMenuResource, popularLotteryResource, recentLotteryResource } from './resources.ts';
import type { LotteryLobbySettings } from './schema.ts';
import './lottery-lobby.css';

/** The KENO tab shows only when the brand's catalog has the GPI vendor (spec §2). */
function useHasKeno(): boolean | null {
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const lanes = useResource(vendorLanesResource, { merchant: brand.merchantCode, language });
  if (lanes.status === 'loading') return null;
  // Without the vendor list the tab shows: the platform always answers KENO.
  if (lanes.status === 'error') return true;
  return lanes.data.lanes.some((lane) => lane.vendors.some((v) => v.vassalage === 'GPI'));
}

/**
 * The lottery center (spec §2 "Lottery block"): tabs, list modes, cards with live countdowns
 * that reload every 7 to 30 s, and the selected game's history with its fairness proof; with
 * the `eLottery` setting (`/elott`) the e-lotteries too, in All and their own tab.
 */
export function LotteryLobby({ settings }: WidgetProps<LotteryLobbySettings>) {
  const { t } = useLingui();
  const language = useAtomValue(languageAtom);
  const token = useAtomValue(tokenAtom);
  const account = useAtomValue(accountAtom);
  const guard = useProtectedAction();
  const favourites = useLotteryFavourites(token ? account : null);
  const keno = useHasKeno();
  const now = useNow();
  const panelId = useId();
  const [view, setView] = useState(initialLobbyView);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const { eLottery } = settings;
  const menu = useResource(
    lotteryMenuResource,
    { language, keno: keno ?? false, eLottery },
    { enabled: keno !== null, refetchInterval: refreshDelay },
  );
  const popular = useResource(popularLotteryResource, language, {
    enabled: view.mode === 'hot',
    refetchInterval: refreshDelay,
  });
  const recent = useResource(
    recentLotteryResource,
    { token: token ?? '', language },
    { enabled: view.mode === 'recent' && token !== null, refetchInterval: refreshDelay },
  );
  const source = view.mode === 'hot' ? popular : view.mode === 'recent' ? recent : menu;
  const tabs = lobbyTabs({ keno: keno ?? false, eLottery });
  const menuGames =
    menu.status === 'ready' ? visibleGames(menu.data.games, { tab: 'all', weekday: -1 }, tabs) : [];

  let body;
  if (keno === null || source.status === 'loading') {
    body = <RowSkeleton count={4} label={t`Loading lottery games`} />;
  } else if (source.status === 'error') {
    body = (
      <RowError message={t`The lottery games could not be loaded.`} onRetry={source.refresh} />
    );
  } else {
    const listed: LotteryGameInfo[] =
      view.mode === 'fav'
        ? source.data.games.filter((game) => favourites.ids.has(game.gameId))
        : source.data.games;
    const games = visibleGames(listed, view, tabs);
    const { answeredAt } = source.data;
    body =
      games.length === 0 ? (
        <p className="lottery-lobby__empty">
          {view.mode === 'fav'
            ? t`No favourite lottery games yet: tap a heart to add one.`
            : view.mode === 'recent'
              ? t`You have not bought lottery tickets lately.`
              : t`No lottery games here right now.`}
        </p>
      ) : (
        <ul className="lottery-lobby__list">
          {games.map((game) => (
            <li key={game.gameId}>
              <LotteryCard
                game={game}
                remainingMs={remainingAt(game.remainTime, answeredAt, now)}
                favourite={favourites.ids.has(game.gameId)}
                onToggleFavourite={() => guard(() => favourites.toggle(game.gameId))}
                selected={game.gameId === (selectedId ?? menuGames[0]?.gameId)}
                onShowResults={() => setSelectedId(game.gameId)}
              />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section className="lottery-lobby" aria-label={t`Lottery center`}>
      <LobbyControls
        view={view}
        tabs={tabs}
        panelId={panelId}
        onChoose={(choice) => setView((current) => chooseInLobby(current, choice))}
        guard={guard}
      />
      <div
        id={panelId}
        role="tabpanel"
        className="lottery-lobby__panel"
        aria-label={t`Lottery games`}
      >
        {body}
      </div>
      {menuGames.length > 0 ? (
        <HistoryPanel
          games={menuGames}
          selectedId={selectedId ?? menuGames[0]!.gameId}
          onSelect={setSelectedId}
        />
      ) : null}
    </section>
  );
}
