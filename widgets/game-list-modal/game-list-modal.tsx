import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { getGameList } from '../../engine/api/game-list.ts';
import { showsFavouriteHeart } from '../../engine/core/lobby.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useFavorites } from '../../engine/render/use-favorites.ts';
import { useImageUrl } from '../../engine/render/use-image-url.ts';
import {
  gameListModal,
  useLaunchGame,
  type LaunchOptions,
} from '../../engine/render/use-launch-game.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtom, useAtomValue } from '../../engine/state/jotai.ts';
import { defineResource, useResource } from '../../engine/state/query.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import type { GameListQuery } from '../../schemas/api/game-queries.ts';
import { gameTypes, type Game, type GameType } from '../../schemas/api/games.ts';
import { GameTileItem, useStableCallback } from '../ui/game-tile-item.tsx';
import { LazyImage } from '../ui/lazy-image.tsx';
import { Modal } from '../ui/modal.tsx';
import type { GameListModalSettings } from './schema.ts';
import './game-list-modal.css';

/** The popup list of one vendor (spec §7: page 1, page size 1000), cached by query. */
const popupGameListResource = defineResource({
  name: 'popupGameList',
  key: (q: GameListQuery) =>
    `${q.merchant ?? ''}:${q.language ?? ''}:${q.vassalage ?? ''}:${q.gameType ?? ''}:${q.pageSize ?? ''}`,
  fetch: (q: GameListQuery, signal) => getGameList(q, signal),
});

/** What the popup is opened with (engine/render/use-launch-game.ts). */
export interface GameListModalData {
  vassalage: string;
  gameType?: GameType;
  title: string;
}

/** The popup's data from the open modal, or null when it is not usable. */
export function popupData(data: Readonly<Record<string, unknown>> | undefined) {
  const vassalage = data?.vassalage;
  if (typeof vassalage !== 'string' || !/^[A-Z][A-Z0-9_]{0,31}$/.test(vassalage)) return null;
  const gameType = (gameTypes as readonly unknown[]).includes(data?.gameType)
    ? (data?.gameType as GameType)
    : undefined;
  const title = typeof data?.title === 'string' ? data.title : '';
  return { vassalage, ...(gameType ? { gameType } : {}), title } satisfies GameListModalData;
}

/** The popup shows a filter box from this many games on. */
const filterFrom = 12;

/**
 * Tiles rendered at first, and added each time the player nears the end: a vendor's thousand
 * games never mount at once.
 */
const chunk = 60;

/** The popup game list of a vendor tile. */
export function GameListModal(_props: WidgetProps<GameListModalSettings>) {
  const { t } = useLingui();
  const [modal, setModal] = useAtom(modalAtom);
  const data = modal?.type === gameListModal ? popupData(modal.data) : null;
  const close = useCallback(() => setModal(null), [setModal]);
  return (
    <Modal open onClose={close} size="large" title={data?.title || data?.vassalage || t`Games`}>
      {data ? (
        <PopupGames data={data} onClose={close} />
      ) : (
        <p className="grid-state" role="status">{t`No games found`}</p>
      )}
    </Modal>
  );
}

function PopupGames({ data, onClose }: { data: GameListModalData; onClose: () => void }) {
  const { t } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const path = useRouterState({ select: (s) => s.location.pathname });
  const imageUrl = useImageUrl();
  const favorites = useFavorites();
  const launchGame = useLaunchGame();
  const filterId = useId();
  const [filter, setFilter] = useState('');
  // Typing stays responsive while a long list filters behind it.
  const deferredFilter = useDeferredValue(filter);
  const [limit, setLimit] = useState(chunk);
  // A new filter starts again from the first tiles.
  const [limitFor, setLimitFor] = useState(deferredFilter);
  if (limitFor !== deferredFilter) {
    setLimitFor(deferredFilter);
    setLimit(chunk);
  }
  const grid = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null) return;
    focusFrom.current = null;
    grid.current?.children[index]?.querySelector('button')?.focus();
  }, [limit]);

  const list = useResource(popupGameListResource, {
    vassalage: data.vassalage,
    ...(data.gameType ? { gameType: data.gameType } : {}),
    pageNo: 1,
    pageSize: brand.constants.popupGamePageSize,
    language,
    merchant: brand.merchantCode,
    clientType: 3,
  });

  // The popup closes first: a visitor's launch opens the login modal in its place.
  const launch = useStableCallback((game: Game, options?: LaunchOptions) => {
    onClose();
    launchGame(game, { ...options, direct: true });
  });
  const toggleFavorite = useStableCallback(favorites.toggle);

  const all = list.data?.games;
  const games = useMemo(() => (all ?? []).filter((game) => game.isGame === 'GAME'), [all]);
  const shown = useMemo(() => {
    const needle = deferredFilter.trim().toLowerCase();
    if (!needle) return games;
    return games.filter(
      (game) =>
        game.displayName.toLowerCase().includes(needle) ||
        game.gameName.toLowerCase().includes(needle),
    );
  }, [games, deferredFilter]);

  if (list.status === 'loading') {
    return (
      <div className="grid-state" role="status" aria-busy="true">
        <span className="spinner" aria-hidden="true" />
        <span>{t`Loading games`}</span>
      </div>
    );
  }
  if (list.status === 'error') {
    return (
      <div className="grid-state" role="alert">
        <p>{t`The games could not be loaded.`}</p>
        <button type="button" className="btn btn-small" onClick={list.refresh}>
          {t`Try again`}
        </button>
      </div>
    );
  }

  if (games.length === 0) {
    // Only the vendor's own tile: it launches directly.
    const vendorTile = list.data.games.find((game) => game.isGame === 'VASSALAGE');
    if (!vendorTile) {
      return (
        <p className="grid-state" role="status">
          {t`No games found`}
        </p>
      );
    }
    const name = vendorTile.displayName;
    return (
      <div className="popup-games__vendor">
        <LazyImage
          className="popup-games__vendor-image"
          src={imageUrl(vendorTile.iconUrl)}
          alt=""
          width={160}
          height={160}
          fallback={<span className="popup-games__vendor-initials">{vendorTile.vassalage}</span>}
        />
        <p>{name}</p>
        <button type="button" className="btn btn-primary" onClick={() => launch(vendorTile)}>
          {t`Play ${name}`}
        </button>
      </div>
    );
  }

  return (
    <div className="popup-games">
      {games.length >= filterFrom ? (
        <div className="popup-games__filter">
          <label htmlFor={filterId} className="visually-hidden">
            {t`Filter games by name`}
          </label>
          <input
            id={filterId}
            type="search"
            value={filter}
            autoComplete="off"
            placeholder={t`Filter games by name`}
            onChange={(event) => setFilter(event.target.value)}
          />
          <span className="popup-games__count" role="status">
            {t`${shown.length} of ${games.length}`}
          </span>
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className="grid-state" role="status">
          {t`No games found`}
        </p>
      ) : (
        <>
          {/* Lists styled without bullets lose their role in Safari; say it explicitly. */}
          <ul ref={grid} className="popup-games__grid tile-grid" role="list" aria-label={t`Games`}>
            {shown.slice(0, limit).map((game) => (
              <GameTileItem
                key={game.nodeId}
                className="popup-games__item"
                game={game}
                imageUrl={imageUrl(game.iconUrl)}
                heart={showsFavouriteHeart(path, game)}
                favorite={favorites.isFavorite(game.nodeId)}
                onToggleFavorite={toggleFavorite}
                onLaunch={launch}
              />
            ))}
          </ul>
          {shown.length > limit ? (
            <ShowMore
              left={shown.length - limit}
              onMore={(pressed) => {
                // A press moves focus to the first new tile, so the keyboard continues there.
                if (pressed) focusFrom.current = limit;
                setLimit(limit + chunk);
              }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

/**
 * More tiles: added by itself when the button scrolls near (IntersectionObserver, inside the
 * modal's scrolling content), or on a press.
 */
function ShowMore({ left, onMore }: { left: number; onMore: (pressed: boolean) => void }) {
  const { t } = useLingui();
  const button = useRef<HTMLButtonElement>(null);
  const more = useStableCallback(onMore);
  useEffect(() => {
    const node = button.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more(false);
      },
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a selector and a margin, not text
      { root: node.closest('.modal-content'), rootMargin: '0px 0px 400px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [more]);
  return (
    <div className="popup-games__more">
      <button ref={button} type="button" className="btn btn-small" onClick={() => more(true)}>
        {t`Show more games (${left})`}
      </button>
    </div>
  );
}
