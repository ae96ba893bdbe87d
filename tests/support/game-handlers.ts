/**
 * MSW handlers for the game calls of schemas/api/games.ts, answering from a small in-memory
 * catalog with the platform's filter semantics, for stories and jsdom tests. Icons are data
 * URLs drawn here, so stories need no platform.
 */
import { http, HttpResponse } from 'msw';
import type {
  Game,
  GameMenus,
  GameType,
  Vendor,
  VendorLanes,
  WinnerBoard,
} from '../../schemas/api/games.ts';

const palette = ['#7c3aed', '#db2777', '#0891b2', '#16a34a', '#ea580c', '#2563eb', '#ca8a04'];

/** A small SVG icon as a data URL (stories and tests load no images from a server). */
export function iconDataUrl(label: string, index: number): string {
  const colour = palette[index % palette.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="${colour}"/><text x="80" y="92" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function vendor(
  vassalage: string,
  gameType: GameType,
  name: string,
  classifies: [string, string][],
  gameCount: number,
  index: number,
): Vendor {
  return {
    vassalage,
    gameType,
    gameCategory: gameType,
    isHot: index % 2 === 0 ? 1 : 0,
    isNew: 0,
    supportPlay: 1,
    title: name,
    displayName: name,
    accountTypeName: name,
    cards: iconDataUrl(vassalage, index),
    gameClassify: classifies.map(([key, displayName]) => ({ key, displayName })),
    gameCount,
  };
}

const slotWords = ['Golden', 'Lucky', 'Dragon', 'Fortune', 'Jungle', 'Mystic', 'Thunder', 'Candy'];
const slotNouns = ['Reels', 'Riches', 'Gems', 'Spins', 'Tiger', 'Panda', 'Lotus', 'Rush'];

function game(v: Vendor, index: number, name: string, extra: Partial<Game> = {}): Game {
  return {
    nodeId: `${v.vassalage}-${index + 1}`,
    gameId: String(index + 1),
    gameName: name,
    displayName: name,
    gameType: v.gameType,
    vassalage: v.vassalage,
    iconUrl: iconDataUrl(name.slice(0, 2).toUpperCase(), index),
    supportPlay: index % 4 === 0 ? 0 : 1,
    isGame: 'GAME',
    gameClassify:
      v.gameClassify.length > 0 ? [v.gameClassify[index % v.gameClassify.length]!.key] : [],
    isNew: index % 7 === 0 ? 1 : 0,
    isHot: index < 3 ? 1 : 0,
    minBet: 100,
    minLineNum: 1,
    accountTypeName: v.displayName,
    ...extra,
  };
}

/** The story catalog: vendors of every lobby type and their games. */
export function storyCatalog(): { vendors: Vendor[]; games: Game[] } {
  const vendors = [
    vendor(
      'AUR',
      'RNG',
      'Aurora Gaming',
      [
        ['SLOT', 'Slots'],
        ['JACKPOT', 'Jackpot'],
        ['TABLE', 'Table'],
      ],
      60,
      0,
    ),
    vendor('NEB', 'RNG', 'Nebula Play', [['SLOT', 'Slots']], 20, 1),
    vendor(
      'CRW',
      'RNG',
      'Crown Reels',
      [
        ['SLOT', 'Slots'],
        ['ARCADE', 'Arcade'],
      ],
      12,
      2,
    ),
    vendor('VLV', 'LIVE', 'Velvet Live', [], 6, 3),
    vendor(
      'TBL',
      'PVP',
      'Table Kings',
      [
        ['POKER', 'Poker'],
        ['CARD', 'Cards'],
      ],
      6,
      4,
    ),
    vendor('FSH', 'FISH', 'Deep Sea Studio', [], 4, 5),
    vendor('SBK', 'SPORTS', 'Stadium Sports', [], 1, 6),
    vendor('AV', 'ESPORTS', 'AV E-sports', [], 1, 7),
    vendor('IA', 'ESPORTS', 'IA Arena', [], 1, 8),
    vendor('DS88', 'COCKFIGHT', 'DS88 Sabong', [], 1, 9),
    vendor('BGS', 'INHOUSE', 'House Games', [], 3, 10),
  ];
  const games: Game[] = [];
  for (const v of vendors) {
    for (let i = 0; i < v.gameCount; i++) {
      const name =
        v.gameCount === 1
          ? v.displayName
          : `${slotWords[(i + v.vassalage.length) % slotWords.length]} ${slotNouns[i % slotNouns.length]}${i >= slotNouns.length ? ` ${Math.floor(i / slotNouns.length) + 1}` : ''}`;
      games.push(game(v, i, name));
    }
  }
  const slot = games.find((g) => g.vassalage === 'BGS');
  if (slot)
    Object.assign(slot, {
      nodeId: 'BGS-SLOT',
      displayName: 'Lucky Sevens',
      gameName: 'Lucky Sevens',
      supportPlay: 0,
    });
  return { vendors, games };
}

const order: GameType[] = [
  'LIVE',
  'RNG',
  'PVP',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'INHOUSE',
  'COCKFIGHT',
];

/** Vendor lanes of the story catalog. */
export function storyLanes(vendors: readonly Vendor[]): VendorLanes {
  return {
    lanes: order
      .map((gameCategory) => ({
        gameCategory,
        vendors: vendors.filter((v) => v.gameCategory === gameCategory),
      }))
      .filter((lane) => lane.vendors.length > 0),
  };
}

/** Game menus of the story catalog. */
export function storyMenus(): GameMenus {
  return order.map((gameType) => ({
    name: gameType.toLowerCase(),
    gameType,
    page: `/${gameType.toLowerCase()}`,
  }));
}

/** Winner board entries of the story catalog. */
export function storyWinners(games: readonly Game[]): WinnerBoard {
  return {
    list: games.slice(0, 20).map((g, i) => ({
      customerName: `pl***${String(10 + i)}`,
      gameName: g.displayName,
      winAmount: (i + 1) * 12_345,
      currency: 'PHP',
      wonAt: new Date(Date.UTC(2026, 10, 21, 12, 0, 0) - i * 60_000).toISOString(),
    })),
  };
}

function filterGames(games: readonly Game[], params: URLSearchParams): Game[] {
  const type = params.get('gameType');
  const vassalage = params.get('vassalage');
  const classify = params.get('gameClassify');
  const name = params.get('gameName')?.trim().toLowerCase();
  return games.filter(
    (g) =>
      (!type || g.gameType === type) &&
      (!vassalage || g.vassalage === vassalage) &&
      (!classify ||
        classify === 'ALL' ||
        (classify === 'HOT'
          ? g.isHot === 1
          : classify === 'NEW'
            ? g.isNew === 1
            : g.gameClassify.includes(classify))) &&
      (params.get('isNew') !== '1' || g.isNew === 1) &&
      (!name || g.displayName.toLowerCase().includes(name)),
  );
}

/** Mutable member state the handlers keep (favourites, recent games, balance). */
export interface GameHandlerState {
  favorites: Set<string>;
  recent: string[];
}

/** Handlers for every game call, answering from the story catalog. */
export function gameHandlers(state: GameHandlerState = { favorites: new Set(), recent: [] }) {
  const { vendors, games } = storyCatalog();
  const byId = new Map(games.map((g) => [g.nodeId, g]));
  return [
    http.get('*/lgw/games/game_menus', () => HttpResponse.json({ value: storyMenus() })),
    http.get('*/wps/game/vendors', () => HttpResponse.json({ value: storyLanes(vendors) })),
    http.get('*/wps/relay/GCSGAME_hotGamesV2', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const list = filterGames(games, params).filter((g) => g.isHot === 1);
      return HttpResponse.json({ value: { list } });
    }),
    http.get('*/wps/relay/GCSGAME_gameList', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const all = filterGames(games, params);
      const pageSize = Number(params.get('pageSize') ?? 20);
      const pageNo = Number(params.get('pageNo') ?? 1);
      return HttpResponse.json({
        value: {
          games: all.slice((pageNo - 1) * pageSize, pageNo * pageSize),
          pageNo,
          totalPages: Math.ceil(all.length / pageSize),
          total: all.length,
        },
      });
    }),
    http.get('*/wps/game/favorites/ids', () => HttpResponse.json({ value: [...state.favorites] })),
    http.get('*/wps/game/favorites', ({ request }) => {
      const type = new URL(request.url).searchParams.get('gameType') ?? 'RNG';
      const content = [...state.favorites]
        .map((id) => byId.get(id))
        .filter((g): g is Game => g !== undefined && g.gameType === type);
      return HttpResponse.json({ value: { content, totalPages: content.length > 0 ? 1 : 0 } });
    }),
    http.post('*/wps/game/favorites', async ({ request }) => {
      const { nodeId } = (await request.json()) as { nodeId: string };
      state.favorites.add(nodeId);
      return HttpResponse.json({ value: { nodeId, favorite: true, ids: [...state.favorites] } });
    }),
    http.delete('*/wps/game/favorites', async ({ request }) => {
      const { nodeId } = (await request.json()) as { nodeId: string };
      state.favorites.delete(nodeId);
      return HttpResponse.json({ value: { nodeId, favorite: false, ids: [...state.favorites] } });
    }),
    http.get('*/wps/relay/GCS_recentGame', () => {
      const list = state.recent.map((id) => byId.get(id)).filter((g): g is Game => !!g);
      return HttpResponse.json({ value: { list, totalPages: list.length > 0 ? 1 : 0 } });
    }),
    http.post('*/wps/game/launchGame', async ({ request }) => {
      const body = (await request.json()) as { nodeId: string; accountType: number };
      const g = byId.get(body.nodeId);
      if (!g)
        return HttpResponse.json(
          { error: { code: 'GAME_NOT_FOUND', message: 'Game not found' } },
          { status: 404 },
        );
      state.recent = [g.nodeId, ...state.recent.filter((id) => id !== g.nodeId)];
      return HttpResponse.json({
        value: {
          game_url: `/play/slot/?launch=story&lang=EN`,
          nodeId: g.nodeId,
          gameName: g.displayName,
          vassalage: g.vassalage,
          gameType: g.gameType,
          wallet: g.gameType === 'INHOUSE' ? 'seamless' : 'transfer',
          trial: body.accountType === 0,
        },
      });
    }),
    http.get('*/wps/relay/GCSGAME_getRankList', () =>
      HttpResponse.json({ value: storyWinners(games) }),
    ),
  ];
}
