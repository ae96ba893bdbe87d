/** What the lobby's unit tests share: a state in mid-browse, a vendor, the page sizes. */
import type { GameType, Vendor } from '../../schemas/api/games.ts';
import { initialLobbyState, type LobbyState } from './lobby.ts';

/** A state in the middle of browsing: vendor, classify, page 4. */
export const browsing: LobbyState = {
  ...initialLobbyState,
  vassalage: 'AUR',
  gameClassify: 'SLOT',
  pageNo: 4,
  gameType: 'RNG',
};

/** A vendor of `gameType` with the given classify keys. */
export function vendor(
  vassalage: string,
  gameType: GameType,
  classifies: string[],
  extra: Partial<Vendor> = {},
): Vendor {
  return {
    vassalage,
    gameType,
    gameCategory: gameType,
    isHot: 0,
    isNew: 0,
    supportPlay: 1,
    title: vassalage,
    displayName: vassalage,
    accountTypeName: vassalage,
    cards: `/cards/${vassalage}.png`,
    gameClassify: classifies.map((key) => ({ key, displayName: key.toLowerCase() })),
    gameCount: 10,
    ...extra,
  };
}

/** The brand's page sizes (spec §9). */
export const sizes = { searchPageSize: 28, lobbyPageSize: 42, defaultPageSize: 20 };
