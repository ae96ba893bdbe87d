import { memo, useCallback, useEffect, useRef } from 'react';
import type { LaunchOptions } from '../../engine/render/use-launch-game.ts';
import type { Game } from '../../schemas/api/games.ts';
import { GameTile } from './game-tile.tsx';
import './game-grid.css';

/** A callback whose identity never changes but which always calls the latest `fn`. */
export function useStableCallback<A extends unknown[]>(
  fn: (...args: A) => void,
): (...args: A) => void {
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}

/** Props of a game tile in a grid list. */
export interface GameTileItemProps {
  game: Game;
  imageUrl: string;
  heart: boolean;
  favorite: boolean;
  /** Give a stable callback (`useStableCallback`), or every tile re-renders. */
  onToggleFavorite: (game: Game) => void;
  /** Give a stable callback (`useStableCallback`), or every tile re-renders. */
  onLaunch: (game: Game, options?: LaunchOptions) => void;
  /** The widget's own class of the item (its intrinsic size). */
  className?: string;
}

/**
 * One game tile as an item of a `tile-grid` list; re-renders only when its own props change,
 * so long lists stay fast.
 */
export const GameTileItem = memo(function GameTileItem({
  game,
  imageUrl,
  heart,
  favorite,
  onToggleFavorite,
  onLaunch,
  className,
}: GameTileItemProps) {
  return (
    <li className={`tile-grid__item ${className ?? ''}`.trim()}>
      <GameTile
        game={game}
        imageUrl={imageUrl}
        heart={heart}
        favorite={favorite}
        onToggleFavorite={() => onToggleFavorite(game)}
        onPlay={() => onLaunch(game)}
        onTrial={() => onLaunch(game, { trial: true })}
      />
    </li>
  );
});
