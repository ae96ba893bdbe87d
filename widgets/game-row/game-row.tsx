import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Game, GameType, Vendor } from '../../schemas/api/games.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import { getGameList } from '../../engine/api/game-list.ts';
import { seeMoreTarget, showsFavouriteHeart, vendorGridTypes } from '../../engine/core/lobby.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useFavorites } from '../../engine/render/use-favorites.ts';
import { useImageUrl } from '../../engine/render/use-image-url.ts';
import { useLaunchGame } from '../../engine/render/use-launch-game.ts';
import { useLaunchVendor } from '../../engine/render/use-launch-vendor.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { lobbyDispatchAtom, vendorLanesResource } from '../../engine/state/games.ts';
import { useAtomValue, useSetAtom } from '../../engine/state/jotai.ts';
import { defineResource, useResource } from '../../engine/state/query.ts';
import { CarouselRow, RowPending, SeeMoreButton, useRowSlider } from '../ui/carousel-arrows.tsx';
import { GameTile } from '../ui/game-tile.tsx';
import { Icon } from '../ui/icons.tsx';
import { gameTypeLabel } from '../ui/menu-labels.ts';
import type { GameRowSettings } from './schema.ts';
import './game-row.css';

/** What a row's game list is keyed by. */
interface RowGamesParam {
  merchant: string;
  language: LanguageCode;
  gameType: GameType;
  pageSize: number;
}

/** The first page of a category's games (spec §9: 20 per page outside the lobby pages). */
const rowGamesResource = defineResource({
  name: 'rowGames',
  key: (p: RowGamesParam) => `${p.merchant}:${p.language}:${p.gameType}:${p.pageSize}`,
  fetch: (p: RowGamesParam, signal) =>
    getGameList(
      {
        gameType: p.gameType,
        pageNo: 1,
        pageSize: p.pageSize,
        language: p.language,
        merchant: p.merchant,
        clientType: 3,
      },
      signal,
    ),
  ssr: true,
});

/** A vendor as a tile of a vendor row (sports, e-sports, cockfight: spec §2 "vendor grid"). */
function vendorTile(vendor: Vendor): Game {
  const name = vendor.displayName || vendor.title || vendor.vassalage;
  return {
    nodeId: vendor.vassalage,
    gameId: vendor.vassalage,
    gameName: name,
    displayName: name,
    gameType: vendor.gameType,
    vassalage: vendor.vassalage,
    iconUrl: vendor.cards,
    supportPlay: 1,
    isGame: 'VASSALAGE',
    gameClassify: [],
    isNew: vendor.isNew,
    isHot: vendor.isHot,
    minBet: 0,
    minLineNum: 0,
    accountTypeName: vendor.accountTypeName || name,
  };
}

/** The slider of a loaded row; remounted when its list changes, so it starts at the first slide. */
function RowTrack({
  rowType,
  tiles,
  vendorRow,
  title,
  icon,
  seeMore,
}: {
  rowType: GameType;
  tiles: readonly Game[];
  vendorRow: boolean;
  title: string;
  icon: ReactNode;
  seeMore: (() => void) | undefined;
}) {
  const favorites = useFavorites();
  const launch = useLaunchGame();
  const imageUrl = useImageUrl();
  const path = useRouterState({ select: (s) => s.location.pathname });
  const slider = useRowSlider();
  // A vendor tile launches the vendor's (first) game directly.
  const { opening, launchVendor } = useLaunchVendor();

  return (
    <CarouselRow
      className="game-row"
      title={title}
      icon={icon}
      slider={slider}
      actions={seeMore ? <SeeMoreButton title={title} onClick={seeMore} /> : null}
    >
      {tiles.map((game) => (
        <li
          key={game.nodeId}
          className="carousel-slide"
          aria-busy={opening === game.vassalage && vendorRow ? true : undefined}
        >
          <GameTile
            game={game}
            imageUrl={imageUrl(game.iconUrl)}
            heart={showsFavouriteHeart(path, game, rowType)}
            favorite={favorites.isFavorite(game.nodeId)}
            onToggleFavorite={() => favorites.toggle(game)}
            onPlay={() => {
              if (!vendorRow) launch(game);
              else if (opening === null)
                launchVendor({
                  vassalage: game.vassalage,
                  gameType: game.gameType,
                  name: game.displayName,
                });
            }}
            onTrial={() => launch(game, { trial: true })}
          />
        </li>
      ))}
    </CarouselRow>
  );
}

/**
 * A home row of one game category (spec §2 "Lobby behaviour"): the category's title, see-more
 * (to the category's page, resetting the lobby as spec §2 says), previous/next arrows and its
 * first games, or its vendors for sports, e-sports and cockfight. A row without games renders
 * nothing.
 */
export function GameRow({ settings }: WidgetProps<GameRowSettings>) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const dispatch = useSetAtom(lobbyDispatchAtom);
  const navigate = useNavigate();
  const gameType: GameType = settings.gameType ?? 'RNG';
  const vendorRow = vendorGridTypes.includes(gameType);
  const lanes = useResource(vendorLanesResource, { merchant: brand.merchantCode, language });
  const games = useResource(
    rowGamesResource,
    { merchant: brand.merchantCode, language, gameType, pageSize: brand.constants.defaultPageSize },
    { enabled: !vendorRow },
  );
  const { label, icon: iconName } = gameTypeLabel(gameType);
  const title = i18n._(label);
  const icon = <Icon name={iconName} />;

  const target = seeMoreTarget(gameType, lanes.status === 'ready' ? lanes.data.lanes : []);
  const seeMore = Object.hasOwn(brand.routes, target.to)
    ? () => {
        dispatch({ type: 'routeChanged', gameType: target.gameType, vassalage: target.vassalage });
        void navigate({ to: target.to });
      }
    : undefined;

  const source = vendorRow ? lanes : games;
  if (source.status !== 'ready') {
    return (
      <RowPending
        className="game-row"
        title={title}
        icon={icon}
        loading={source.status === 'loading'}
        loadingLabel={t`Loading ${title}`}
        errorMessage={t`${title} could not be loaded.`}
        onRetry={source.refresh}
      />
    );
  }
  const tiles = vendorRow
    ? (lanes.data?.lanes.find((lane) => lane.gameCategory === gameType)?.vendors.map(vendorTile) ??
      [])
    : (games.data?.games ?? []);
  if (tiles.length === 0) return null;
  return (
    <RowTrack
      key={tiles.map((tile) => tile.nodeId).join()}
      rowType={gameType}
      tiles={tiles}
      vendorRow={vendorRow}
      title={title}
      icon={icon}
      seeMore={seeMore}
    />
  );
}
