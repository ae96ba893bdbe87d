import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { LobbyState } from '../../engine/core/lobby.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useProtectedAction } from '../../engine/render/use-protected-action.ts';
import {
  favoriteListResource,
  hotGamesResource,
  recentGamesResource,
} from '../../engine/state/games.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { roleAtom, tokenAtom } from '../../engine/state/session.ts';
import type { Game } from '../../schemas/api/games.ts';
import {
  GameGridList,
  GameTiles,
  GridEmpty,
  GridError,
  GridSkeleton,
  useTileActions,
  type TileActions,
} from './game-grid.tsx';
import { PagedResults, SearchResults } from './game-list-results.tsx';
import type { ListProps, ResultsProps } from './results-props.ts';

/** The list the lobby state asks for (spec §4: hot, fav, recent, or the game list). */
export function LobbyResults(props: ResultsProps) {
  const { t } = useLingui();
  const { state, page, vendor } = props;
  const actions = useTileActions(page.path);
  if (state.listType === 'hot') return <HotList {...props} actions={actions} />;
  if (state.listType === 'fav') {
    return (
      <MembersOnly text={t`Log in to see your favourite games.`}>
        <FavouriteList {...props} actions={actions} />
      </MembersOnly>
    );
  }
  if (state.listType === 'recent') {
    return (
      <MembersOnly text={t`Log in to see the games you played recently.`}>
        <RecentList {...props} actions={actions} />
      </MembersOnly>
    );
  }
  const filters: LobbyState = { ...state, vassalage: vendor };
  if (state.gameName !== '') return <SearchResults {...props} state={filters} actions={actions} />;
  return <PagedResults {...props} state={filters} actions={actions} />;
}

/** Refreshes a cached list once when it is shown again (recent games change as one plays). */
function useRefreshOnShow(list: { status: string; refresh: () => void }) {
  const [cached] = useState(list.status === 'ready');
  const { refresh } = list;
  useEffect(() => {
    if (cached) refresh();
  }, [cached, refresh]);
}

/** A whole list (hot, favourites, recent) in one grid, or its loading, error or empty state. */
function WholeList({
  list,
  games,
  actions,
  label,
  empty,
}: {
  list: { status: 'loading' | 'error' | 'ready'; refresh: () => void };
  games: readonly Game[] | null;
  actions: TileActions;
  label: string;
  empty?: string;
}) {
  if (list.status === 'loading') return <GridSkeleton />;
  if (list.status === 'error' || games === null) return <GridError onRetry={list.refresh} />;
  if (games.length === 0) return <GridEmpty text={empty} />;
  return (
    <GameGridList label={label}>
      <GameTiles games={games} actions={actions} />
    </GameGridList>
  );
}

function HotList({ page, vendor, language, actions }: ListProps) {
  const { t } = useLingui();
  const brand = useBrand();
  const hot = useResource(hotGamesResource, {
    merchant: brand.merchantCode,
    language,
    ...(page.gameType ? { gameType: page.gameType } : {}),
    ...(vendor ? { vassalage: vendor } : {}),
  });
  return (
    <WholeList list={hot} games={hot.data?.list ?? null} actions={actions} label={t`Hot games`} />
  );
}

function FavouriteList({ page, vendor, language, actions }: ListProps) {
  const { t } = useLingui();
  const { constants } = useBrand();
  const token = useAtomValue(tokenAtom) ?? '';
  const favourites = useResource(favoriteListResource, {
    token,
    language,
    // Spec §7: the favourite list is asked for by type, RNG where the route has none.
    gameType: page.gameType ?? 'RNG',
    pageSize: constants.favouritesPageSize,
  });
  useRefreshOnShow(favourites);
  const content = favourites.data?.content;
  const games = content
    ? content.filter(
        (game) =>
          (!vendor || game.vassalage === vendor) &&
          // A heart taken away here removes the game from the list at once.
          (!actions.favoritesReady || actions.isFavorite(game.nodeId)),
      )
    : null;
  return (
    <WholeList
      list={favourites}
      games={games}
      actions={actions}
      label={t`Favourite games`}
      empty={t`No favourite games yet. Tap the heart on a game to add it.`}
    />
  );
}

function RecentList({ page, vendor, language, actions }: ListProps) {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const recent = useResource(recentGamesResource, {
    token,
    language,
    ...(page.gameType ? { gameType: page.gameType } : {}),
    ...(vendor ? { vassalage: vendor } : {}),
  });
  useRefreshOnShow(recent);
  const list = recent.data?.list;
  const games = useMemo(
    () =>
      list
        ? list.filter(
            (game) =>
              (!page.gameType || game.gameType === page.gameType) &&
              (!vendor || game.vassalage === vendor),
          )
        : null,
    [list, page.gameType, vendor],
  );
  return (
    <WholeList
      list={recent}
      games={games}
      actions={actions}
      label={t`Recent games`}
      empty={t`No recent games yet.`}
    />
  );
}

/** Visitors and trial accounts see why the list is not theirs, and a way to log in. */
function MembersOnly({ children, text }: { children: ReactNode; text: string }) {
  const { t } = useLingui();
  const role = useAtomValue(roleAtom);
  const protect = useProtectedAction();
  if (role === 'member' || role === 'agent') return children;
  if (role === 'trial') return <GridEmpty text={t`Please Register An Account First`} />;
  return (
    <GridEmpty text={text}>
      <button
        type="button"
        className="btn btn-small btn-primary"
        onClick={() => protect(() => undefined)}
      >
        {t`Log in`}
      </button>
    </GridEmpty>
  );
}
