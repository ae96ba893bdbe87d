import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { Deposit } from '../../schemas/api/cashier.ts';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import {
  channelsAnswer,
  depositAnswer,
  depositFor,
  qrDepositFor,
  sampleChannels,
} from '../../tests/support/cashier-handlers.ts';
import { DepositForm } from './deposit-form.tsx';

const member = { token: 'story-member', isAgent: 0 };
const path = '/member/depositv2';

/** Story handlers in front of the platform's (the same key replaces the preview's list). */
function handlers(...first: RequestHandler[]) {
  return { msw: { handlers: { system: [...first, ...apiHandlers(demoBrands)] } } };
}

/** The page back from the gateway, showing a deposit in `status`. */
function returnedWith(status: Deposit['status']): Story {
  const deposit = depositFor({ status });
  return {
    parameters: { path: `${path}?deposit=${deposit.id}`, ...handlers(depositAnswer(deposit)) },
  };
}

const meta = {
  title: 'Widgets/Deposit form',
  component: DepositForm,
  args: { settings: { pollSeconds: 3 }, sectionKey: 'deposit' },
  parameters: { path, session: member },
} satisfies Meta<typeof DepositForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The member's gateway channels (GCash first: its 1.5 % fee is paid by the site), amount
 * presets, the amount field with the channel's limits, the fee and the total, and the
 * deposits left today. A ₱500.00 preset is tapped.
 */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '₱500.00' }));
    await expect(page.getByTestId('deposit-fee')).toHaveTextContent('₱7.50, paid by Royal Win');
    await expect(page.getByTestId('deposit-total')).toHaveTextContent('₱500.00');
  },
};

/** Maya: the player pays its fee (2 % plus ₱5.00, at most ₱50.00) on top of the amount. */
export const PlayerPaysFee: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('radio', { name: 'Maya' }));
    await userEvent.click(page.getByRole('button', { name: '₱500.00' }));
    await expect(page.getByTestId('deposit-fee')).toHaveTextContent('₱15.00');
    await expect(page.getByTestId('deposit-total')).toHaveTextContent('₱515.00');
  },
};

/** An amount below the channel's minimum, sent: the message under the amount. */
export const FieldError: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: 'Amount (₱)' }), '50');
    await userEvent.click(page.getByRole('button', { name: 'Continue to payment' }));
    await expect(await page.findByText('The amount is below the minimum')).toBeVisible();
  },
};

/** Sent, while the platform starts the deposit: the button is busy. */
export const Submitting: Story = {
  parameters: handlers(
    http.post('*/wps/transaction/deposit/pg', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '₱1,000.00' }));
    await userEvent.click(page.getByRole('button', { name: 'Continue to payment' }));
    await expect(page.getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
  },
};

/** The day's deposits through the channel are used up: the button is off and says why. */
export const DailyCountReached: Story = {
  parameters: handlers(
    http.get('*/wps/transaction/deposit/channels', () =>
      channelsAnswer(sampleChannels.map((c) => ({ ...c, usedToday: c.dailyCount }))),
    ),
  ),
};

/** While the channels load. */
export const Loading: Story = {
  parameters: handlers(
    http.get('*/wps/transaction/deposit/channels', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** The channels could not be loaded: a retry. */
export const Failed: Story = {
  parameters: handlers(
    http.get('*/wps/transaction/deposit/channels', () =>
      HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }),
    ),
  ),
};

/** No gateway channel (bank transfer and QR Ph are not offered here yet). */
export const Empty: Story = {
  parameters: handlers(
    http.get('*/wps/transaction/deposit/channels', () =>
      channelsAnswer(sampleChannels.filter((c) => c.kind === 'bank-transfer')),
    ),
  ),
};

/** Back from the gateway before paying: waiting, a link to the pay page, read every 3 s. */
export const Pending: Story = returnedWith('pending');

/** A QR Ph deposit waiting: its code to scan with any bank or e-wallet app, read every 3 s. */
export const QrPending: Story = {
  parameters: {
    path: `${path}?deposit=${qrDepositFor().id}`,
    ...handlers(depositAnswer(qrDepositFor())),
  },
};

/** Paid: the amount is in the balance. */
export const Paid: Story = returnedWith('paid');

/** Declined at the gateway. */
export const Declined: Story = returnedWith('declined');

/** Not paid in time. */
export const Expired: Story = returnedWith('expired');

/** A visitor is asked to log in. */
export const Visitor: Story = { parameters: { session: null } };

/** A trial account is asked to register first. */
export const Trial: Story = {
  parameters: { session: { token: 'token-trial001-0123456789abcdef', isAgent: 4 } },
};

/** In Tagalog, with a preset tapped. */
export const Tagalog: Story = {
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: '₱500.00' }));
    await expect(page.getByTestId('deposit-total')).toHaveTextContent('₱500.00');
  },
};

/** A deposit waiting for its payment, in Tagalog. */
export const TagalogPending: Story = { ...returnedWith('pending'), globals: { lang: 'TY' } };
