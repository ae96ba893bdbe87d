import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import {
  fixtureGame,
  lotteryHandlers,
  type LotteryHandlerOptions,
} from '../../tests/support/lottery-handlers.ts';
import { LotteryRow } from './lottery-row.tsx';

/** Story handlers: `first`, then the lottery fixtures, then the platform's. */
function handlers(options: LotteryHandlerOptions = {}, ...first: RequestHandler[]) {
  return {
    msw: {
      handlers: { system: [...first, ...lotteryHandlers(options), ...apiHandlers(demoBrands)] },
    },
  };
}

const meta = {
  title: 'Lobby/Lottery row',
  component: LotteryRow,
  args: { settings: {}, sectionKey: 'row_lottery' },
  parameters: { path: '/', ...handlers() },
} satisfies Meta<typeof LotteryRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The games locking soonest first, each with its countdown and last numbers; no hearts. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = (await canvas.findAllByRole('article'))[0]!;
    await expect(first).toHaveAccessibleName('E-Lotto 1 minute');
    await expect(canvas.getByRole('link', { name: 'More lottery games' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /favourites/ })).toBeNull();
  },
};

/** On a phone: three tiles in view, the arrows scroll the rest. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** Countdowns: under a minute (on style), hours, days plus hours, not on sale. */
export const Countdowns: Story = {
  parameters: handlers({
    games: () =>
      Promise.all([
        fixtureGame('ELOTT_1M', 45_000),
        fixtureGame('KENO', 5 * 3600_000 + 7 * 60_000),
        fixtureGame('SEA_5M', 3 * 86_400_000 + 2 * 3600_000),
        fixtureGame('VN_N', 0),
      ]),
  }),
};

/** While the menus load: the row's frame with placeholder tiles of the loaded tiles' size. */
export const Loading: Story = {
  parameters: handlers(
    {},
    http.get('*/lgw/vn/games/game_menu', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** No lottery game listed: the row is not shown. */
export const Empty: Story = {
  parameters: handlers(
    {},
    http.get('*/lgw/vn/games/game_menu', () => HttpResponse.json({ value: [] })),
  ),
};

/** When the menus fail: a message and a retry button. */
export const Failed: Story = {
  parameters: handlers(
    {},
    http.get('*/lgw/vn/games/game_menu', () =>
      HttpResponse.json(
        { error: { code: 'INTERNAL', message: 'Internal error' } },
        { status: 500 },
      ),
    ),
  ),
};

/** A brand without the `/elott` page: no see-more, no 'more' tile, a plain title. */
export const WithoutLobbyPage: Story = { parameters: { brand: { routes: { '/elott': null } } } };

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
