import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { Game } from '../../schemas/api/games.ts';
import { showsFavouriteHeart } from '../../engine/core/lobby.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useFavorites } from '../../engine/render/use-favorites.ts';
import { useImageUrl } from '../../engine/render/use-image-url.ts';
import { useLaunchGame } from '../../engine/render/use-launch-game.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { hotGamesResource, lobbyDispatchAtom } from '../../engine/state/games.ts';
import { useAtomValue, useSetAtom } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import {
  CarouselRow,
  CarouselSection,
  RowPending,
  SeeMoreButton,
  useRowSlider,
} from '../ui/carousel-arrows.tsx';
import { GameTile } from '../ui/game-tile.tsx';
import { Icon } from '../ui/icons.tsx';
import type { HotGamesSettings } from './schema.ts';
import './hot-games.css';

/** The slider of a loaded list; remounted when the list changes, so it starts at the first slide. */
function HotTrack({
  games,
  title,
  seeMore,
}: {
  games: readonly Game[];
  title: string;
  seeMore: (() => void) | undefined;
}) {
  const favorites = useFavorites();
  const launch = useLaunchGame();
  const imageUrl = useImageUrl();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const slider = useRowSlider();
  return (
    <CarouselRow
      className="hot-games"
      title={title}
      icon={<Icon name="fire" />}
      slider={slider}
      actions={seeMore ? <SeeMoreButton title={title} onClick={seeMore} /> : null}
    >
      {games.map((game) => (
        <li key={game.nodeId} className="carousel-slide">
          <GameTile
            game={game}
            imageUrl={imageUrl(game.iconUrl)}
            heart={showsFavouriteHeart(path, game, 'hot')}
            favorite={favorites.isFavorite(game.nodeId)}
            onToggleFavorite={() => favorites.toggle(game)}
            onPlay={() => launch(game)}
            onTrial={() => launch(game, { trial: true })}
          />
        </li>
      ))}
    </CarouselRow>
  );
}

/**
 * The hot games of every type as a row (spec §2 home lobby): title, see-more to /hot (list type
 * hot), previous/next arrows, the home gap between tiles, hearts as the hot row allows them.
 */
export function HotGames(_props: WidgetProps<HotGamesSettings>) {
  const { t } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const dispatch = useSetAtom(lobbyDispatchAtom);
  const navigate = useNavigate();
  const state = useResource(hotGamesResource, { merchant: brand.merchantCode, language });
  const title = t`Hot games`;
  const seeMore = Object.hasOwn(brand.routes, '/hot')
    ? () => {
        dispatch({ type: 'routeChanged', gameType: null, listType: 'hot' });
        void navigate({ to: '/hot' });
      }
    : undefined;
  const seeMoreButton = seeMore ? <SeeMoreButton title={title} onClick={seeMore} /> : null;

  if (state.status !== 'ready') {
    return (
      <RowPending
        className="hot-games"
        title={title}
        icon={<Icon name="fire" />}
        actions={seeMoreButton}
        loading={state.status === 'loading'}
        loadingLabel={t`Loading hot games`}
        errorMessage={t`The hot games could not be loaded.`}
        onRetry={state.refresh}
      />
    );
  }
  const games = state.data.list;
  if (games.length === 0) {
    return (
      <CarouselSection className="hot-games" title={title} icon={<Icon name="fire" />}>
        <p className="hot-games__empty">{t`No hot games right now.`}</p>
      </CarouselSection>
    );
  }
  return (
    <HotTrack
      key={games.map((game) => game.nodeId).join()}
      games={games}
      title={title}
      seeMore={seeMore}
    />
  );
}
