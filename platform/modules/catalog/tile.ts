/**
 * Stored catalog rows to the API shapes of schemas/api/games.ts, in the request language.
 * Every call that answers games (list, hot, favourites, recent, popup list) goes through here.
 */
import type { Classify, Game, GameType, Vendor } from '../../../schemas/api/games.ts';
import type { GameRow, GameVendorRow } from './tables.ts';

/** A name in `language`, falling back to English, then to `fallback`. */
export function localName(
  names: Record<string, string>,
  language: string,
  fallback: string,
): string {
  return names[language] ?? names.EN ?? fallback;
}

/**
 * Where the platform draws a game's icon when the catalog gives none. The icon shows the game's
 * name, so a game with a name in `language` gets that language's icon (`?lang=`).
 */
export function generatedIconPath(
  vassalage: string,
  gameId: string,
  names: Record<string, string> = {},
  language = 'EN',
): string {
  const path = `/games/icons/${vassalage}/${encodeURIComponent(gameId)}.svg`;
  return language !== 'EN' && names[language] !== undefined
    ? `${path}?lang=${encodeURIComponent(language)}`
    : path;
}

/** Where the platform draws a vendor's card when the catalog gives none. */
export function generatedCardPath(vassalage: string): string {
  return `/games/vendors/${vassalage}.svg`;
}

/** One game as a tile. */
export function toGameTile(game: GameRow, vendor: GameVendorRow, language: string): Game {
  return {
    nodeId: game.nodeId,
    gameId: game.gameId,
    gameName: game.name,
    displayName: localName(game.names, language, game.name),
    gameType: game.gameType as GameType,
    vassalage: game.vassalage,
    iconUrl: game.icon ?? generatedIconPath(game.vassalage, game.gameId, game.names, language),
    supportPlay: game.supportPlay ? 1 : 0,
    isGame: game.isGame === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
    gameClassify: game.classifies,
    isNew: game.isNew ? 1 : 0,
    isHot: game.hotRank === null ? 0 : 1,
    minBet: game.minBetMinor,
    minLineNum: game.minLineNum,
    accountTypeName: localName(vendor.names, language, vendor.vassalage),
  };
}

/** One vendor as a vendor card, with its number of enabled games. */
export function toVendor(vendor: GameVendorRow, gameCount: number, language: string): Vendor {
  const displayName = localName(vendor.names, language, vendor.vassalage);
  const gameClassify: Classify[] = vendor.classifies.map((c) => ({
    key: c.key,
    displayName: localName(c.names, language, c.key),
  }));
  return {
    vassalage: vendor.vassalage,
    gameType: vendor.gameType as GameType,
    gameCategory: vendor.gameCategory as GameType,
    isHot: vendor.isHot ? 1 : 0,
    isNew: vendor.isNew ? 1 : 0,
    supportPlay: vendor.supportPlay ? 1 : 0,
    title: displayName,
    displayName,
    accountTypeName: displayName,
    cards: vendor.logo ?? generatedCardPath(vendor.vassalage),
    gameClassify,
    gameCount,
  };
}
