import { Plural, useLingui } from '@lingui/react/macro';
import { gameListQuery, showsPager, type PageSizes } from '../../engine/core/lobby.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useResource } from '../../engine/state/query.ts';
import {
  GameGridList,
  GameTiles,
  GridEmpty,
  GridError,
  GridSkeleton,
  SkeletonItems,
  type TileActions,
} from './game-grid.tsx';
import { lobbyGameListResource } from './game-list-resource.ts';
import { Pager } from '../ui/pager.tsx';
import type { ListProps } from './results-props.ts';

/** The brand's page sizes of the game list and the name search. */
function usePageSizes(): PageSizes {
  const { constants } = useBrand();
  return {
    searchPageSize: constants.searchPageSize,
    lobbyPageSize: constants.lobbyPageSize,
    defaultPageSize: constants.defaultPageSize,
  };
}

/** The game list, one page at a time with the pager (spec §5, §9: 42 per page). */
export function PagedResults({ state, page, language, actions, onPage }: ListProps) {
  const { t } = useLingui();
  const brand = useBrand();
  const sizes = usePageSizes();
  const query = gameListQuery(state, {
    gameType: page.gameType,
    language,
    merchant: brand.merchantCode,
    sizes,
  });
  const list = useResource(lobbyGameListResource, query);
  if (list.status === 'loading') return <GridSkeleton />;
  if (list.status === 'error') return <GridError onRetry={list.refresh} />;
  const { games, totalPages } = list.data;
  if (games.length === 0) {
    return (
      <GridEmpty>
        {state.pageNo > 1 ? (
          <button type="button" className="btn btn-small" onClick={() => onPage(1)}>
            {t`Back to page 1`}
          </button>
        ) : null}
      </GridEmpty>
    );
  }
  return (
    <>
      <GameGridList label={t`Games, page ${state.pageNo} of ${totalPages}`}>
        <GameTiles games={games} actions={actions} />
      </GameGridList>
      {showsPager(totalPages, games.length) ? (
        <Pager current={state.pageNo} total={totalPages} onPage={onPage} />
      ) : null}
    </>
  );
}

/**
 * Name search results (spec §5, §9): 28 per page, each "Load more" appending the next page.
 * The lobby state's page number is the number of pages shown.
 */
export function SearchResults({
  state,
  page,
  language,
  actions,
  onMore,
  onClearSearch,
}: ListProps) {
  const { t } = useLingui();
  const brand = useBrand();
  const sizes = usePageSizes();
  const queryFor = (pageNo: number) =>
    gameListQuery(
      { ...state, pageNo },
      { gameType: page.gameType, language, merchant: brand.merchantCode, sizes },
    );
  const first = useResource(lobbyGameListResource, queryFor(1));
  const last = useResource(lobbyGameListResource, queryFor(state.pageNo));
  const name = state.gameName;
  if (first.status === 'loading') return <GridSkeleton />;
  if (first.status === 'error') return <GridError onRetry={first.refresh} />;
  if (first.data.games.length === 0) {
    return (
      <GridEmpty text={t`No games found for “${name}”.`}>
        <button type="button" className="btn btn-small" onClick={onClearSearch}>
          {t`Clear search`}
        </button>
      </GridEmpty>
    );
  }
  const total = first.data.total;
  const more =
    last.status === 'loading'
      ? 'loading'
      : last.status === 'ready' && state.pageNo < last.data.totalPages
        ? 'more'
        : null;
  const pages = Array.from({ length: state.pageNo }, (_, i) => i + 1);
  return (
    <>
      <p className="game-lobby__count" role="status">
        <Plural value={total} one="# game found" other="# games found" />
      </p>
      <GameGridList label={t`Search results for “${name}”`}>
        {pages.map((pageNo) => (
          <SearchPage key={pageNo} query={queryFor(pageNo)} actions={actions} />
        ))}
      </GameGridList>
      {last.status === 'error' ? (
        <GridError onRetry={last.refresh} />
      ) : more ? (
        <div className="game-lobby__more">
          {/* One button throughout, so focus stays on it while the next page loads. */}
          <button
            type="button"
            className="btn"
            aria-disabled={more === 'loading' ? true : undefined}
            onClick={more === 'more' ? onMore : undefined}
          >
            {more === 'loading' ? t`Loading…` : t`Load more`}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** One page of search results, appended to the list. */
function SearchPage({
  query,
  actions,
}: {
  query: ReturnType<typeof gameListQuery>;
  actions: TileActions;
}) {
  const list = useResource(lobbyGameListResource, query);
  if (list.status === 'ready') return <GameTiles games={list.data.games} actions={actions} />;
  if (list.status === 'loading') return <SkeletonItems count={Math.min(query.pageSize ?? 7, 7)} />;
  return null;
}
