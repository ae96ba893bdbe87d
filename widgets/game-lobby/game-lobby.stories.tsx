import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { useState, type ReactNode } from 'react';
import type { LobbyEvent } from '../../engine/core/lobby.ts';
import { lobbyDispatchAtom } from '../../engine/state/games.ts';
import { useStore } from '../../engine/state/jotai.ts';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { storyCatalog } from '../../tests/support/game-handlers.ts';
import { GameLobby } from './game-lobby.tsx';

const { vendors, games } = storyCatalog();
const member = { token: 'story-member', isAgent: 0 };

/** Story handlers in front of the platform's (the same key replaces the preview's list). */
function handlers(...first: RequestHandler[]) {
  return { msw: { handlers: { system: [...first, ...apiHandlers(demoBrands)] } } };
}

/** Prepares the shared lobby state before the page mounts, as the side menu or see-more do. */
function lobbyState(...events: LobbyEvent[]): Decorator {
  function Prepare({ children }: { children: ReactNode }) {
    const store = useStore();
    useState(() => {
      for (const event of events) store.set(lobbyDispatchAtom, event);
      return null;
    });
    return children;
  }
  return (Story) => (
    <Prepare>
      <Story />
    </Prepare>
  );
}

const favourites = ['AUR-1', 'AUR-5', 'NEB-2', 'CRW-3', 'BGS-SLOT'];
const favouriteHandlers = [
  http.get('*/wps/game/favorites/ids', () => HttpResponse.json({ value: favourites })),
  http.get('*/wps/game/favorites', ({ request }) => {
    const type = new URL(request.url).searchParams.get('gameType');
    const content = games.filter((g) => favourites.includes(g.nodeId) && g.gameType === type);
    return HttpResponse.json({ value: { content, totalPages: 1 } });
  }),
];

const meta = {
  title: 'Widgets/Game lobby',
  component: GameLobby,
  args: { settings: { kind: 'category' }, sectionKey: 'lobby' },
  parameters: { path: '/rng' },
} satisfies Meta<typeof GameLobby>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Slots (/rng): provider strip, list switch, classify menu, 42 games per page and the pager. */
export const Category: Story = {};

/** A vendor chosen through the URL's vendor tab (/rng?page=AUR): its classifies only. */
export const VendorChosen: Story = { parameters: { path: '/rng?page=AUR' } };

/** Live casino: one vendor without classifies, so no classify menu and no pager. */
export const Live: Story = { parameters: { path: '/live' } };

/** More than five providers: the strip gets previous and next arrows. */
export const ManyProviders: Story = {
  parameters: handlers(
    http.get('*/wps/game/vendors', () =>
      HttpResponse.json({
        value: {
          lanes: [
            {
              gameCategory: 'RNG',
              vendors: Array.from({ length: 9 }, (_, i) => ({
                ...vendors[i % 3]!,
                vassalage: `${vendors[i % 3]!.vassalage}${i}`,
                displayName: `${vendors[i % 3]!.displayName} ${i + 1}`,
              })),
            },
          ],
        },
      }),
    ),
  ),
};

/** /hot: the hot games of every category. */
export const Hot: Story = { args: { settings: { kind: 'hot' } }, parameters: { path: '/hot' } };

/** /fav for a member: their favourite slots, hearts filled. */
export const FavouritesLoggedIn: Story = {
  args: { settings: { kind: 'fav' } },
  parameters: { path: '/fav', session: member, ...handlers(...favouriteHandlers) },
};

/** /fav for a visitor: a prompt to log in. */
export const FavouritesVisitor: Story = {
  args: { settings: { kind: 'fav' } },
  parameters: { path: '/fav' },
};

/** The recent games of a member on /rng. */
export const Recent: Story = {
  parameters: {
    session: member,
    ...handlers(
      http.get('*/wps/relay/GCS_recentGame', () =>
        HttpResponse.json({
          value: {
            list: games.filter((g) => ['AUR-3', 'CRW-1', 'NEB-7', 'AUR-12'].includes(g.nodeId)),
            totalPages: 1,
          },
        }),
      ),
    ),
  },
  decorators: [
    lobbyState(
      { type: 'routeChanged', gameType: 'RNG' },
      { type: 'chooseListType', listType: 'recent' },
    ),
  ],
};

/** A name search after one "Load more": 56 of the matches, and the button for more. */
export const SearchLoadMore: Story = {
  decorators: [
    lobbyState(
      { type: 'routeChanged', gameType: 'RNG' },
      { type: 'search', gameName: 'e' },
      { type: 'page', pageNo: 2 },
    ),
  ],
};

/** A search nothing matches. */
export const SearchNoMatch: Story = {
  decorators: [
    lobbyState({ type: 'routeChanged', gameType: 'RNG' }, { type: 'search', gameName: 'zzz' }),
  ],
};

/** /providers?vassalage=AUR: one provider's games, no strip, no classify menu. */
export const Provider: Story = {
  args: { settings: { kind: 'provider' } },
  parameters: { path: '/providers?vassalage=AUR' },
};

/** A category without games. */
export const Empty: Story = {
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_gameList', () =>
      HttpResponse.json({ value: { games: [], pageNo: 1, totalPages: 0, total: 0 } }),
    ),
  ),
};

/** While the games load. */
export const Loading: Story = {
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_gameList', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** When the platform fails: a message and a retry button. */
export const Failed: Story = {
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_gameList', () =>
      HttpResponse.json(
        { error: { code: 'INTERNAL', message: 'Internal error' } },
        { status: 500 },
      ),
    ),
  ),
};

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
