import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { lotteryFavouritesKey } from './favourites.ts';
import {
  fixtureGame,
  lotteryHandlers,
  type LotteryHandlerOptions,
} from '../../tests/support/lottery-handlers.ts';
import { LotteryLobby } from './lottery-lobby.tsx';

const member = { token: 'story-member', isAgent: 0, account: 'juan123' };

/** Story handlers: `first`, then the lottery fixtures, then the platform's. */
function handlers(options: LotteryHandlerOptions = {}, ...first: RequestHandler[]) {
  return {
    msw: {
      handlers: { system: [...first, ...lotteryHandlers(options), ...apiHandlers(demoBrands)] },
    },
  };
}

const failure = () =>
  HttpResponse.json({ error: { code: 'INTERNAL', message: 'Internal error' } }, { status: 500 });

const meta = {
  title: 'Lottery/Lottery center',
  component: LotteryLobby,
  args: { settings: { eLottery: false }, sectionKey: 'lottery' },
  parameters: { path: '/lotteryCenter', ...handlers() },
} satisfies Meta<typeof LotteryLobby>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor on a phone: every tab, cards with their countdowns, the history of the first game. */
export const Visitor: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('article', { name: 'Mien Bac' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'KENO' })).toBeVisible();
  },
};

/** A member with two favourites, showing the favourites mode. */
export const MemberFavourites: Story = {
  parameters: { session: member },
  beforeEach: () => {
    window.localStorage.setItem(
      lotteryFavouritesKey(member.account),
      JSON.stringify(['VN_N', 'KENO']),
    );
    return () => window.localStorage.removeItem(lotteryFavouritesKey(member.account));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Mien Bac' });
    await userEvent.click(canvas.getByRole('button', { name: 'Favourites' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** A member's recent games. */
export const MemberRecent: Story = {
  parameters: { session: member },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Mien Bac' });
    await userEvent.click(canvas.getByRole('button', { name: 'Recent' }));
    await expect(await canvas.findByRole('article', { name: 'KENO' })).toBeVisible();
  },
};

/** A member with no favourites yet. */
export const MemberNoFavourites: Story = {
  parameters: { session: member },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Mien Bac' });
    await userEvent.click(canvas.getByRole('button', { name: 'Favourites' }));
    await expect(await canvas.findByText(/No favourite lottery games yet/)).toBeVisible();
  },
};

/** The hot mode (popular games). */
export const Hot: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Hue' });
    await userEvent.click(canvas.getByRole('button', { name: 'Hot' }));
    await expect(await canvas.findByRole('article', { name: 'TP.HCM' })).toBeVisible();
  },
};

/** One story per tab. */
const tabStory = (tab: string, shown: string): Story => ({
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Mien Bac' });
    await userEvent.click(canvas.getByRole('tab', { name: tab }));
    await expect(canvas.getByRole('article', { name: shown })).toBeVisible();
  },
});
/** The Northern tab. */
export const NorthernTab = tabStory('Northern', 'Mien Bac');
/** The Central tab (with the week selector). */
export const CentralTab = tabStory('Central', 'Hue');
/** The Southern tab (with the week selector). */
export const SouthernTab = tabStory('Southern', 'TP.HCM');
/** The KENO tab. */
export const KenoTab = tabStory('KENO', 'KENO');

/** `/elott` (setting `eLottery`): the e-lotteries in All and in their own tab, five digits each. */
export const ELottery: Story = {
  args: { settings: { eLottery: true } },
  parameters: { path: '/elott' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('article', { name: 'Mien Bac' });
    await userEvent.click(canvas.getByRole('tab', { name: 'E-lottery' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    const sea = within(canvas.getByRole('article', { name: 'SEA Lotto 5 minutes' }));
    await expect(sea.getAllByRole('listitem')).toHaveLength(5);
  },
};

/** A card's name opens the game's bet slip. */
export const CardLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('article', { name: 'KENO' }));
    await expect(card.getByRole('link', { name: 'KENO' })).toHaveAttribute(
      'href',
      '/lottery?gameCode=KENO&playType=kenoPick',
    );
  },
};

/** A catalog without the GPI vendor: no KENO tab. */
export const WithoutKeno: Story = { parameters: handlers({ withoutKeno: true }) };

/** Countdown states: under a minute, HH:MM:SS, days plus hours, not on sale. */
export const Countdowns: Story = {
  parameters: handlers({
    games: () =>
      Promise.all([
        fixtureGame('VN_N', 45_000),
        fixtureGame('VN_C_HUE', 5 * 3600_000 + 7 * 60_000),
        fixtureGame('VN_S_TPHCM', 3 * 86_400_000 + 2 * 3600_000),
        fixtureGame('VN_S_CANTHO', 0),
      ]),
  }),
};

/** Opens the fair-draw details of the latest North draw, verifies it, and expects `verdict`. */
async function verifyLatestNorthDraw(canvasElement: HTMLElement, verdict: string) {
  const canvas = within(canvasElement);
  const history = within(await canvas.findByRole('region', { name: 'Results of Mien Bac' }));
  const first = within((await history.findAllByRole('listitem'))[0]!);
  await userEvent.click(first.getByText('Fair draw'));
  await userEvent.click(first.getByRole('button', { name: 'Verify' }));
  await expect(await first.findByText(verdict)).toBeVisible();
}

/** The history with a draw verified in the browser. */
export const HistoryVerified: Story = {
  play: ({ canvasElement }) => verifyLatestNorthDraw(canvasElement, 'Verified'),
};

/** A draw whose published numbers are not its seed's. */
export const HistoryDoesNotMatch: Story = {
  parameters: handlers({ tampered: true }),
  play: ({ canvasElement }) => verifyLatestNorthDraw(canvasElement, 'Does not match'),
};

/** While the games load. */
export const Loading: Story = {
  parameters: handlers(
    {},
    http.get('*/lgw/vn/games/game_menu', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** No games on sale. */
export const Empty: Story = {
  parameters: handlers(
    {},
    http.get('*/lgw/vn/games/game_menu', () => HttpResponse.json({ value: [] })),
  ),
};

/** When the games fail: a message and a retry button. */
export const Failed: Story = {
  parameters: handlers({}, http.get('*/lgw/vn/games/game_menu', failure)),
};

/** When the history fails. */
export const HistoryFailed: Story = {
  parameters: handlers({}, http.get('*/lgw/vn/games/numbers', failure)),
};

/** A game with no draw yet. */
export const HistoryEmpty: Story = {
  parameters: handlers(
    {},
    http.get('*/lgw/vn/games/numbers', () => HttpResponse.json({ value: [] })),
  ),
};

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
