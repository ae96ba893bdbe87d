import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { GameMenu } from './game-menu.tsx';

const route = { page: 'home', title: { EN: 'Lobby' }, description: { EN: 'Lobby' } };
const lobbyPaths = ['/hot', '/live', '/rng', '/pvp', '/fish', '/sports', '/esports', '/inhouse'];

/** Story handlers in front of the platform's (the same key replaces the preview's list). */
function handlers(...first: RequestHandler[]) {
  return { msw: { handlers: { system: [...first, ...apiHandlers(demoBrands)] } } };
}

const meta = {
  title: 'Lobby/Game menu',
  component: GameMenu,
  args: { settings: { showHot: true }, sectionKey: 'menu' },
  parameters: {
    brand: {
      routes: Object.fromEntries([...lobbyPaths, '/cockfight'].map((path) => [path, route])),
    },
  },
} satisfies Meta<typeof GameMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hot and one entry per game category, from GET /lgw/games/game_menus. */
export const Home: Story = {};

/** On a category page its entry is current. */
export const OnSlots: Story = { parameters: { path: '/rng' } };

/** Without the Hot entry. */
export const WithoutHot: Story = { args: { settings: { showHot: false } } };

/** While the menu loads: Hot and placeholders. */
export const Loading: Story = {
  parameters: handlers(
    http.get('*/lgw/games/game_menus', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** When the menu fails: a message and a retry button. */
export const Failed: Story = {
  parameters: handlers(
    http.get('*/lgw/games/game_menus', () =>
      HttpResponse.json(
        { error: { code: 'INTERNAL', message: 'Internal error' } },
        { status: 500 },
      ),
    ),
  ),
};

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
