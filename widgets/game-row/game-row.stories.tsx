import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { GameRow } from './game-row.tsx';

const route = { page: 'home', title: { EN: 'Lobby' }, description: { EN: 'Lobby' } };
const paths = ['/live', '/rng', '/pvp', '/fish', '/sports', '/esports', '/inhouse', '/cockfight'];

/** Story handlers in front of the platform's (the same key replaces the preview's list). */
function handlers(...first: RequestHandler[]) {
  return { msw: { handlers: { system: [...first, ...apiHandlers(demoBrands)] } } };
}

const meta = {
  title: 'Lobby/Game row',
  component: GameRow,
  args: { settings: { gameType: 'RNG' }, sectionKey: 'row' },
  parameters: {
    brand: {
      routes: Object.fromEntries([...paths, '/game', '/seamless'].map((path) => [path, route])),
    },
  },
} satisfies Meta<typeof GameRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Slots: 20 games, hearts (the only type row with hearts on home), free trials. */
export const Slots: Story = {};

/** Live casino: no hearts on home. */
export const LiveCasino: Story = { args: { settings: { gameType: 'LIVE' } } };

/** In-house games (the platform's playable slot). */
export const InHouse: Story = { args: { settings: { gameType: 'INHOUSE' } } };

/** E-sports: one tile per vendor; a tile launches the vendor's game. */
export const ESportsVendors: Story = { args: { settings: { gameType: 'ESPORTS' } } };

/** A member (vendor tiles launch without the login modal). */
export const Member: Story = {
  args: { settings: { gameType: 'SPORTS' } },
  parameters: { session: { token: 'story-member', isAgent: 0, account: 'juan123' } },
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

/** A type without games renders nothing. */
export const Empty: Story = {
  args: { settings: { gameType: 'FISH' } },
  parameters: handlers(
    http.get('*/wps/relay/GCSGAME_gameList', () =>
      HttpResponse.json({ value: { games: [], pageNo: 1, totalPages: 0, total: 0 } }),
    ),
  ),
};

/** When the games fail: a message and a retry button. */
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
