import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { showsFavouriteHeart } from '../../engine/core/lobby.ts';
import { useFavorites } from '../../engine/render/use-favorites.ts';
import { useImageUrl } from '../../engine/render/use-image-url.ts';
import { useLaunchGame, type LaunchOptions } from '../../engine/render/use-launch-game.ts';
import type { Game } from '../../schemas/api/games.ts';
import { GameTileItem, useStableCallback } from '../ui/game-tile-item.tsx';
import '../ui/shimmer.css';

/** What the tiles of one list share: called once per list, never per tile. */
export interface TileActions {
  path: string;
  imageUrl: (path: string) => string;
  /** Whether the member's favourite ids are known. */
  favoritesReady: boolean;
  isFavorite: (nodeId: string) => boolean;
  /** Stable: tiles do not re-render when it changes. */
  toggleFavorite: (game: Game) => void;
  /** Stable: tiles do not re-render when it changes. */
  launch: (game: Game, options?: LaunchOptions) => void;
}

/** The tile actions of a list shown on `path` (favourites, launch, image CDN). */
export function useTileActions(path: string): TileActions {
  const imageUrl = useImageUrl();
  const favorites = useFavorites();
  const launch = useLaunchGame();
  const toggleFavorite = useStableCallback(favorites.toggle);
  const stableLaunch = useStableCallback(launch);
  return {
    path,
    imageUrl,
    favoritesReady: favorites.ready,
    isFavorite: favorites.isFavorite,
    toggleFavorite,
    launch: stableLaunch,
  };
}

/** The tiles of `games` as list items (for a `GameGridList`). */
export function GameTiles({ games, actions }: { games: readonly Game[]; actions: TileActions }) {
  return (
    <>
      {games.map((game) => (
        <GameTileItem
          key={game.nodeId}
          className="game-grid__item"
          game={game}
          imageUrl={actions.imageUrl(game.iconUrl)}
          heart={showsFavouriteHeart(actions.path, game)}
          favorite={actions.isFavorite(game.nodeId)}
          onToggleFavorite={actions.toggleFavorite}
          onLaunch={actions.launch}
        />
      ))}
    </>
  );
}

/** The grid list the tiles go in. */
export function GameGridList({ label, children }: { label: string; children: ReactNode }) {
  return (
    // Lists styled without bullets lose their role in Safari; say it explicitly.
    <ul className="game-grid tile-grid" role="list" aria-label={label}>
      {children}
    </ul>
  );
}

/** Placeholder tiles while a list loads, announced once as loading. */
export function GridSkeleton({ count = 12 }: { count?: number }) {
  const { t } = useLingui();
  return (
    <div className="grid-state" role="status" aria-busy="true">
      <span className="visually-hidden">{t`Loading games`}</span>
      <div className="game-grid tile-grid game-grid--skeleton" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <span key={i} className="game-grid__placeholder shimmer" />
        ))}
      </div>
    </div>
  );
}

/** Placeholder tiles inside a list (the next page of a search loading). */
export function SkeletonItems({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="tile-grid__item game-grid__item" aria-hidden="true">
          <span className="game-grid__placeholder shimmer" />
        </li>
      ))}
    </>
  );
}

/** A list that failed to load, with a retry button. */
export function GridError({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="grid-state grid-state--error" role="alert">
      <p>{t`The games could not be loaded.`}</p>
      <button type="button" className="btn btn-small" onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  );
}

/** An empty list; `children` adds a way out (back to page 1, clear the search). */
export function GridEmpty({ children, text }: { children?: ReactNode; text?: string }) {
  const { t } = useLingui();
  return (
    <div className="grid-state" role="status">
      <p>{text ?? t`No games found`}</p>
      {children}
    </div>
  );
}
