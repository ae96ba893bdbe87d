import { Plural, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Game } from '../../schemas/api/games.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import { getGameList } from '../../engine/api/game-list.ts';
import { showsFavouriteHeart } from '../../engine/core/lobby.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useFavorites } from '../../engine/render/use-favorites.ts';
import { useImageUrl } from '../../engine/render/use-image-url.ts';
import { useLaunchGame } from '../../engine/render/use-launch-game.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { defineResource, useResource } from '../../engine/state/query.ts';
import { GameTile } from '../ui/game-tile.tsx';
import { SearchLoading } from './search-loading.tsx';

/** What one page of search results is keyed by. */
interface SearchPageParam {
  merchant: string;
  language: LanguageCode;
  gameName: string;
  pageNo: number;
  pageSize: number;
}

/** One page of games whose name contains the search, of every type. */
const searchPageResource = defineResource({
  name: 'gameSearch',
  key: (p: SearchPageParam) =>
    `${p.merchant}:${p.language}:${p.pageSize}:${p.pageNo}:${encodeURIComponent(p.gameName)}`,
  fetch: (p: SearchPageParam, signal) =>
    getGameList(
      {
        gameName: p.gameName,
        pageNo: p.pageNo,
        pageSize: p.pageSize,
        language: p.language,
        merchant: p.merchant,
        clientType: 3,
      },
      signal,
    ),
});

/**
 * Calls `onMore` when `target` scrolls into view (spec §9 infinite scroll: debounced
 * `debounceMs`, then not again for `busyMs`).
 */
function useInfiniteScroll(
  target: RefObject<HTMLElement | null>,
  enabled: boolean,
  onMore: () => void,
  debounceMs: number,
  busyMs: number,
) {
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  }, [onMore]);
  useEffect(() => {
    const node = target.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    let busyUntil = 0;
    const observer = new IntersectionObserver((entries) => {
      clearTimeout(debounce);
      if (!entries.some((entry) => entry.isIntersecting)) return;
      debounce = setTimeout(() => {
        if (Date.now() < busyUntil) return;
        busyUntil = Date.now() + busyMs;
        latest.current();
      }, debounceMs);
    });
    observer.observe(node);
    return () => {
      clearTimeout(debounce);
      observer.disconnect();
    };
  }, [target, enabled, debounceMs, busyMs]);
}

/** The tiles of one page of results (nothing until the page arrives). */
function SearchPage({
  param,
  renderTile,
}: {
  param: SearchPageParam;
  renderTile: (game: Game) => ReactNode;
}) {
  const page = useResource(searchPageResource, param);
  if (page.status !== 'ready') return null;
  return <>{page.data.games.map(renderTile)}</>;
}

/** The results of one search: count, grid, load-more; empty, loading and error states. */
export function SearchResults({ gameName }: { gameName: string }) {
  const { t } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const favorites = useFavorites();
  const launch = useLaunchGame();
  const imageUrl = useImageUrl();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const [pageCount, setPageCount] = useState(1);
  const headingId = useId();
  const sentinel = useRef<HTMLDivElement>(null);
  const param = (pageNo: number): SearchPageParam => ({
    merchant: brand.merchantCode,
    language,
    gameName,
    pageNo,
    pageSize: brand.constants.searchPageSize,
  });
  const first = useResource(searchPageResource, param(1));
  const last = useResource(searchPageResource, param(pageCount));
  const more = last.status === 'ready' && last.data.pageNo < last.data.totalPages;
  const loadMore = () => setPageCount((count) => count + 1);
  useInfiniteScroll(
    sentinel,
    more,
    loadMore,
    brand.constants.infiniteScrollDebounceMs,
    brand.constants.infiniteScrollBusyMs,
  );

  const renderTile = (game: Game) => (
    <li key={game.nodeId}>
      <GameTile
        game={game}
        imageUrl={imageUrl(game.iconUrl)}
        heart={showsFavouriteHeart(path, game)}
        favorite={favorites.isFavorite(game.nodeId)}
        onToggleFavorite={() => favorites.toggle(game)}
        onPlay={() => launch(game)}
        onTrial={() => launch(game, { trial: true })}
      />
    </li>
  );

  let body: ReactNode;
  if (first.status === 'loading') {
    body = <SearchLoading />;
  } else if (first.status === 'error') {
    body = (
      <div className="game-search__message" role="alert">
        <span>{t`The search failed.`}</span>
        <button type="button" className="btn btn-small" onClick={first.refresh}>
          {t`Try again`}
        </button>
      </div>
    );
  } else if (first.data.total === 0 || first.data.games.length === 0) {
    body = (
      <p className="game-search__message" role="status">
        {t`No games found`}
      </p>
    );
  } else {
    const total = first.data.total;
    body = (
      <>
        <p className="game-search__count" role="status">
          <Plural value={total} one="# game found" other="# games found" />
        </p>
        <ul className="game-search__grid" role="list">
          {Array.from({ length: pageCount }, (_, i) => (
            <SearchPage key={i + 1} param={param(i + 1)} renderTile={renderTile} />
          ))}
        </ul>
        <div className="game-search__more">
          {last.status === 'loading' ? (
            <span role="status">{t`Loading more games`}</span>
          ) : last.status === 'error' ? (
            <>
              <span role="alert">{t`More games could not be loaded.`}</span>
              <button type="button" className="btn btn-small" onClick={last.refresh}>
                {t`Try again`}
              </button>
            </>
          ) : more ? (
            <button type="button" className="btn" onClick={loadMore}>
              {t`Load more`}
            </button>
          ) : null}
          {more ? (
            <div ref={sentinel} className="game-search__sentinel" aria-hidden="true" />
          ) : null}
        </div>
      </>
    );
  }

  return (
    <section className="game-search__results" aria-labelledby={headingId}>
      <h2 id={headingId} className="game-search__heading">
        {t`Results for “${gameName}”`}
      </h2>
      {body}
    </section>
  );
}
