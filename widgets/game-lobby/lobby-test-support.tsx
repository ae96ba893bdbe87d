import { screen, within } from '@testing-library/react';
import { brandWith } from '../../tests/support/brands.ts';
import { storyCatalog } from '../../tests/support/game-handlers.ts';
import { GameLobby } from './game-lobby.tsx';
import type { GameLobbySettings } from './schema.ts';

// What the lobby's test files share: the brand, a member, the story catalog and render helpers.

/** The demo brand with the frame routes a launch navigates to. */
export const royal = brandWith('royal', {
  routes: {
    '/game': { page: 'home', title: 'Game', description: 'Game' },
    '/seamless': { page: 'home', title: 'Game', description: 'Game' },
  },
});
/** A signed-in member's session. */
export const member = { token: 'member-token', isAgent: 0 };
/** The story catalog the default handlers serve, and its slots. */
export const { games: catalog } = storyCatalog();
export const rngGames = catalog.filter((g) => g.gameType === 'RNG');

/** The lobby widget for a page kind. */
export function lobby(kind: GameLobbySettings['kind'] = 'category') {
  return <GameLobby settings={{ kind }} sectionKey="lobby" />;
}

/** The grid of games once it has loaded. */
export async function grid(name: RegExp | string = /^Games, page/) {
  return screen.findByRole('list', { name });
}

/** The tiles of a grid. */
export function tiles(list: HTMLElement) {
  return within(list).getAllByRole('listitem');
}
