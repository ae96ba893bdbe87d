import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { bettingGame, bettingHandlers, type BettingHandlerOptions } from './betting-fixtures.ts';
import { LotteryBetting } from './lottery-betting.tsx';

const member = { token: 'story-member', isAgent: 0, account: 'juan123' };

/** Story handlers: `first`, then the bet slip fixtures, then the platform's. */
function handlers(options: BettingHandlerOptions = {}, ...first: RequestHandler[]) {
  return {
    msw: {
      handlers: { system: [...first, ...bettingHandlers(options), ...apiHandlers(demoBrands)] },
    },
  };
}

const failure = () =>
  HttpResponse.json({ error: { code: 'INTERNAL', message: 'Internal error' } }, { status: 500 });

const meta = {
  title: 'Lottery/Bet slip',
  component: LotteryBetting,
  args: { settings: { region: 'all' }, sectionKey: 'betting' },
  parameters: {
    path: '/lottery?gameCode=VN_S_VINHLONG&playType=baoLo2',
    session: member,
    ...handlers(),
  },
} satisfies Meta<typeof LotteryBetting>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The slip of the story, once the menu has arrived. */
async function slipOf(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return within(await canvas.findByRole('form', { name: 'Bet slip' }));
}

/** Picks 07 and 42 on two South stations at 10.00, and asks to buy. */
async function buySouthSlip(canvasElement: HTMLElement) {
  const slip = await slipOf(canvasElement);
  await userEvent.click(slip.getByRole('checkbox', { name: 'Binh Duong' }));
  await userEvent.click(slip.getByRole('button', { name: '07' }));
  await userEvent.click(slip.getByRole('button', { name: '42' }));
  await userEvent.type(slip.getByRole('textbox', { name: /Stake/ }), '10');
  await userEvent.click(slip.getByRole('button', { name: 'Buy' }));
  return slip;
}

/** Confirms the South slip and expects `text` in the answer. */
const boughtOrRefused = (text: string): Story['play'] =>
  async function play({ canvasElement }) {
    const slip = await buySouthSlip(canvasElement);
    await userEvent.click(await slip.findByRole('button', { name: 'Confirm' }));
    await expect(await slip.findByText(text, { exact: false })).toBeVisible();
  };

/** A South station on a phone: three stations drawing at 16:15, two chosen, the live cost. */
export const SouthWithStations: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const slip = await slipOf(canvasElement);
    await userEvent.click(slip.getByRole('checkbox', { name: 'Binh Duong' }));
    await userEvent.click(slip.getByRole('button', { name: '07' }));
    await userEvent.click(slip.getByRole('button', { name: '42' }));
    await userEvent.type(slip.getByRole('textbox', { name: /Stake/ }), '10');
    await expect(slip.getByTestId('slip-total')).toHaveTextContent('₱720.00');
  },
};

/** The North's xien 2: exactly two numbers. */
export const NorthXien: Story = {
  parameters: { path: '/lottery?gameCode=VN_N&playType=xien2' },
  play: async ({ canvasElement }) => {
    const slip = await slipOf(canvasElement);
    await userEvent.click(slip.getByRole('button', { name: '01' }));
    await userEvent.click(slip.getByRole('button', { name: '45' }));
    await userEvent.click(slip.getByRole('button', { name: '46' }));
    await expect(slip.getByText('Choose at most 2 numbers')).toBeVisible();
  },
};

/** Typed 3D numbers with a field error. */
export const TypedNumbers: Story = {
  parameters: { path: '/lottery?gameCode=VN_N&playType=baoLo3' },
  play: async ({ canvasElement }) => {
    const slip = await slipOf(canvasElement);
    await userEvent.type(
      slip.getByRole('textbox', { name: 'Your 3-digit numbers' }),
      '123 456 123',
    );
    await expect(slip.getByText('123 is entered twice')).toBeVisible();
  },
};

/** KENO pick with a quick pick of five numbers. */
export const KenoPick: Story = {
  parameters: { path: '/lottery?gameCode=KENO&playType=kenoPick' },
  play: async ({ canvasElement }) => {
    const slip = await slipOf(canvasElement);
    await userEvent.click(slip.getByRole('button', { name: 'Quick pick' }));
    await userEvent.type(slip.getByRole('textbox', { name: /Stake/ }), '20');
    await expect(slip.getByTestId('cost-preview')).toBeVisible();
  },
};

/** KENO big/small: two choices. */
export const KenoBigSmall: Story = {
  parameters: { path: '/lottery?gameCode=KENO&playType=kenoBigSmall' },
  play: async ({ canvasElement }) => {
    const slip = await slipOf(canvasElement);
    await userEvent.click(slip.getByRole('button', { name: 'Big' }));
    await expect(slip.getByRole('button', { name: 'Big' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The 5-minute e-lottery: a digit at a position. */
export const FastWithPositions: Story = {
  parameters: { path: '/lottery?gameCode=SEA_5M&playType=fastDigit' },
  play: async ({ canvasElement }) => {
    const slip = await slipOf(canvasElement);
    await userEvent.click(slip.getByRole('button', { name: 'Position 3' }));
    await userEvent.click(slip.getByRole('button', { name: '7' }));
    await userEvent.type(slip.getByRole('textbox', { name: /Stake/ }), '10');
    await expect(slip.getByTestId('slip-total')).toHaveTextContent('₱10.00');
  },
};

/** A visitor: Buy asks to log in. */
export const Visitor: Story = {
  parameters: { session: null },
  play: async ({ canvasElement }) => {
    await buySouthSlip(canvasElement);
    await expect(within(canvasElement).queryByRole('alertdialog')).toBeNull();
  },
};

/** The draw is not on sale: the countdown shows dashes and Buy is disabled. */
export const NotOnSale: Story = {
  parameters: handlers({ games: () => Promise.all([bettingGame('VN_S_VINHLONG', 0)]) }),
  play: async ({ canvasElement }) => {
    const slip = await slipOf(canvasElement);
    await expect(slip.getByRole('button', { name: 'Buy' })).toBeDisabled();
  },
};

/** Asking to confirm the purchase. */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    const slip = await buySouthSlip(canvasElement);
    await expect(await slip.findByRole('alertdialog')).toHaveTextContent(
      'Buy 2 tickets for ₱720.00?',
    );
  },
};

/** The slip bought. */
export const Bought: Story = { play: boughtOrRefused('Slip bought') };

/** The draw closed while the player was choosing. */
export const Closed: Story = {
  parameters: handlers({ buy: 'closed' }),
  play: boughtOrRefused('Sales for this draw have closed'),
};

/** Not enough money: a link to the deposit page. */
export const InsufficientFunds: Story = {
  parameters: handlers({ buy: 'insufficient' }),
  play: boughtOrRefused('Insufficient balance'),
};

/** A game code that names no game. */
export const UnknownGame: Story = { parameters: { path: '/lottery?gameCode=NOPE' } };

/** The Vietnamese lottery page without a game: the North. */
export const VietnameseLottery: Story = {
  args: { settings: { region: 'vn' } },
  parameters: { path: '/vnLottery' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Mien Bac' })).toBeVisible();
  },
};

/** While the menu loads. */
export const Loading: Story = {
  parameters: handlers(
    {},
    http.get('*/lgw/vn/games/game_menu', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** When the menu fails: a message and a retry button. */
export const MenuError: Story = {
  parameters: handlers({}, http.get('*/lgw/vn/games/game_menu', failure)),
};

/** In Tagalog. */
export const Tagalog: Story = { globals: { lang: 'TY' } };
