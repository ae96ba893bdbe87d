import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { WithdrawalSummary } from '../../schemas/api/withdrawals.ts';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import {
  sampleAccount,
  sampleHistory,
  summaryAnswer,
  summaryFor,
  withdrawalsAnswer,
} from '../../tests/support/withdrawal-handlers.ts';
import { WithdrawForm } from './withdraw-form.tsx';

const member = { token: 'story-member', isAgent: 0 };

/** Story handlers in front of the platform's (the same key replaces the preview's list). */
function handlers(...first: RequestHandler[]) {
  return { msw: { handlers: { system: [...first, ...apiHandlers(demoBrands)] } } };
}

/** The page with the platform answering `summary` for the member. */
function withSummary(summary: Partial<WithdrawalSummary>, ...more: RequestHandler[]): Story {
  return {
    parameters: handlers(
      http.get('*/wps/transaction/withdraw/summary', () => summaryAnswer(summaryFor(summary))),
      ...more,
    ),
  };
}

/** The member's history: one withdrawal in every state. */
const history = http.get('*/wps/transaction/withdraw/list', () => withdrawalsAnswer(sampleHistory));

const meta = {
  title: 'Widgets/Withdraw form',
  component: WithdrawForm,
  args: { settings: { historyPageSize: 10 }, sectionKey: 'withdraw' },
  parameters: { path: '/member/withdraw', session: member },
} satisfies Meta<typeof WithdrawForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Everything set up: the summary, the request form (the GCash account, an amount checked as it
 * is typed, the withdrawal password), no withdrawals yet. ₱1,000.00 is typed.
 */
export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: 'Amount (₱)' }), '1000');
    await expect(page.getByRole('radio', { name: 'GCash •••• 4567' })).toBeChecked();
  },
};

/** An amount above what may be withdrawn now: said as it is typed. */
export const AmountTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: 'Amount (₱)' }), '6000');
    await expect(
      await page.findByText('The amount is more than you can withdraw now (₱5,000.00)'),
    ).toBeVisible();
  },
};

/** A wrong withdrawal password: the platform's message under the field, with the attempts left. */
export const WrongPassword: Story = {
  parameters: handlers(
    http.post('*/wps/transaction/withdraw', () =>
      HttpResponse.json(
        {
          error: {
            code: 'WRONG_PAYMENT_PASSWORD',
            message: 'x',
            fields: { paymentPassword: 'wrongPassword' },
            attemptsLeft: 2,
          },
        },
        { status: 400 },
      ),
    ),
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: 'Amount (₱)' }), '1000');
    await userEvent.type(page.getByLabelText('Withdrawal password'), '000000');
    await userEvent.click(page.getByRole('button', { name: 'Withdraw' }));
    await expect(
      await page.findByText(
        'The withdrawal password is incorrect. 2 attempts left before it locks.',
      ),
    ).toBeVisible();
  },
};

/** Sent, while the platform reserves the amount: the button is busy. */
export const Submitting: Story = {
  parameters: handlers(
    http.post('*/wps/transaction/withdraw', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: 'Amount (₱)' }), '1000');
    await userEvent.type(page.getByLabelText('Withdrawal password'), '135790');
    await userEvent.click(page.getByRole('button', { name: 'Withdraw' }));
    await expect(page.getByRole('button', { name: 'Sending the request…' })).toBeDisabled();
  },
};

/** Too many wrong passwords: when it unlocks, and the button held until then. */
export const PasswordLocked: Story = withSummary({
  paymentPasswordLockedUntil: new Date(Date.now() + 15 * 60_000).toISOString(),
});

/** The day's withdrawals are used up: the button is off and says why. */
export const DailyCountReached: Story = withSummary({ usedToday: 3 });

/** Bonus turnover still to play holds part of the balance back. */
export const TurnoverHeldBack: Story = withSummary({
  balanceMinor: 800_000,
  turnoverOutstandingMinor: 300_000,
  withdrawableMinor: 500_000,
});

/** A new member: the real name first, then the withdrawal password and an account. */
export const NoRealName: Story = withSummary({
  realName: null,
  paymentPasswordSet: false,
  accounts: [],
});

/** The real name is set; the withdrawal password is not. */
export const NoPassword: Story = withSummary({ paymentPasswordSet: false });

/** No payout account yet: the add form is open (an e-wallet's number is a mobile number). */
export const NoAccounts: Story = withSummary({ accounts: [] });

/** Adding an account on a brand that sends SMS: the code, with its send button. */
export const NoAccountsWithSms: Story = withSummary({ accounts: [], smsRequired: true });

/** The most accounts allowed are bound: adding one waits until one is removed. */
export const AccountLimitReached: Story = withSummary({
  payoutAccountsMax: 2,
  accounts: [
    sampleAccount,
    {
      ...sampleAccount,
      id: 'acc1111111111abcdefghi',
      providerId: 'bdo',
      providerName: 'BDO Unibank',
      kind: 'bank',
      maskedNumber: '•••• 7788',
    },
  ],
});

/**
 * The member's withdrawals: pending (cancel), paid with the receipt open (received, not
 * received, all received, and when it counts as received), rejected with the reason,
 * cancelled, expired.
 */
export const WithHistory: Story = { parameters: handlers(history) };

/** While the summary loads. */
export const Loading: Story = {
  parameters: handlers(
    http.get('*/wps/transaction/withdraw/summary', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
};

/** The summary could not be loaded: a retry. */
export const Failed: Story = {
  parameters: handlers(
    http.get('*/wps/transaction/withdraw/summary', () =>
      HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }),
    ),
  ),
};

/** A visitor is asked to log in. */
export const Visitor: Story = { parameters: { session: null } };

/** A trial account is asked to register first. */
export const Trial: Story = {
  parameters: { session: { token: 'token-trial001-0123456789abcdef', isAgent: 4 } },
};

/** In Tagalog, ready, with an amount typed. */
export const Tagalog: Story = {
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: 'Halaga (₱)' }), '1000');
  },
};

/** The withdrawals in every state, in Tagalog. */
export const TagalogWithHistory: Story = { ...WithHistory, globals: { lang: 'TY' } };

/** A new member's first steps, in Tagalog. */
export const TagalogNoRealName: Story = { ...NoRealName, globals: { lang: 'TY' } };

/** Too many wrong passwords, in Tagalog. */
export const TagalogPasswordLocked: Story = { ...PasswordLocked, globals: { lang: 'TY' } };
