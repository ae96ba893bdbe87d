import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { storyCatalog } from '../../tests/support/game-handlers.ts';
import { HotGames } from './hot-games.tsx';

const route = { page: 'home', title: { EN: 'Lobby' }, description: { EN: 'Lobby' } };
const { games } = storyCatalog();
const favourites = games
  .filter((g) => g.isHot === 1)
  .slice(0, 3)
  .map((g) => g.nodeId);

/** Story handlers in front of the platform's (the same key replaces the preview's list). */
function handlers(...first: RequestHandler[]) {
  return { msw: { handlers: { system: [...first, ...apiHandlers(demoBrands)] } } };
}

const meta = {
  title: 'Lobby/Hot games',
  component: HotGames,
  args: { settings: {}, sectionKey: 'hot' },
  parameters: {
    brand: { routes: { '/hot': route, '/game': route, '/seamless': route } },
  },
} satisfies Meta<typeof HotGames>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: hearts and games ask to log in first; free trials start at once. */
export const Visitor: Story = {};

/** A member with three favourites among the hot games. */
export const Member: Story = {
  parameters: {
    session: { token: 'story-member', isAgent: 0, account: 'juan123' },
    ...handlers(
      http.get('*/wps/game/favorites/ids', () => HttpResponse.json({ value: favourites })),
    ),
  },
};

/** While the hot games load. */
export const Loading: Story = {
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_hotGamesV2', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** No hot games. */
export const Empty: Story = {
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_hotGamesV2', () => HttpResponse.json({ value: { list: [] } })),
  ),
};

/** When the hot games fail: a message and a retry button. */
export const Failed: Story = {
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_hotGamesV2', () =>
      HttpResponse.json(
        { error: { code: 'INTERNAL', message: 'Internal error' } },
        { status: 500 },
      ),
    ),
  ),
};

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
