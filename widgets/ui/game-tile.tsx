import { useLingui } from '@lingui/react/macro';
import type { Game } from '../../schemas/api/games.ts';
import { Icon } from './icons.tsx';
import { LazyImage } from './lazy-image.tsx';
import './game-tile.css';

/** Props of a game tile. */
export interface GameTileProps {
  game: Game;
  /** The image address (the icon path with the image CDN in front). */
  imageUrl: string;
  /** Show the favourite heart (engine/core/lobby.ts showsFavouriteHeart). */
  heart: boolean;
  favorite: boolean;
  onToggleFavorite: () => void;
  /** Play for real (or open the vendor's game list for a vendor tile). */
  onPlay: () => void;
  /** The free trial; offered when the game's supportPlay is 0 (spec §2). */
  onTrial: () => void;
}

/** The initials a broken image falls back to. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/**
 * One game (spec §3 "Game (tile)"): icon, name, vendor, a play button, the free-trial button
 * when offered, the NEW and HOT badges and, where allowed, the favourite heart.
 */
export function GameTile({
  game,
  imageUrl,
  heart,
  favorite,
  onToggleFavorite,
  onPlay,
  onTrial,
}: GameTileProps) {
  const { t } = useLingui();
  const name = game.displayName;
  return (
    <article className="game-tile" aria-label={name} data-node-id={game.nodeId}>
      <button type="button" className="game-tile__play" onClick={onPlay} title={name}>
        <LazyImage
          className="game-tile__image"
          src={imageUrl}
          alt=""
          width={160}
          height={160}
          fallback={
            <span className="game-tile__fallback" aria-hidden="true">
              {initials(name)}
            </span>
          }
        />
        <span className="visually-hidden">{t`Play ${name}`}</span>
      </button>
      <div className="game-tile__badges">
        {game.isNew === 1 && (
          <span className="game-tile__badge game-tile__badge--new">{t`NEW`}</span>
        )}
        {game.isHot === 1 && (
          <span className="game-tile__badge game-tile__badge--hot">{t`HOT`}</span>
        )}
      </div>
      {heart && (
        <button
          type="button"
          className={`game-tile__heart${favorite ? ' game-tile__heart--on' : ''}`}
          aria-pressed={favorite}
          aria-label={favorite ? t`Remove ${name} from favourites` : t`Add ${name} to favourites`}
          onClick={onToggleFavorite}
        >
          <Icon name="heart" />
        </button>
      )}
      <div className="game-tile__info">
        <span className="game-tile__name">{name}</span>
        <span className="game-tile__vendor">{game.accountTypeName}</span>
      </div>
      {game.supportPlay === 0 && game.isGame === 'GAME' && (
        <button type="button" className="game-tile__trial" onClick={onTrial}>
          {t`Free trial`}
        </button>
      )}
    </article>
  );
}
