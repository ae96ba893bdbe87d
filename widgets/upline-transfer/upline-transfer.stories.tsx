import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { uplineAnswer, uplineFor } from '../../tests/support/member-transfer-handlers.ts';
import { summaryAnswer, summaryFor } from '../../tests/support/withdrawal-handlers.ts';
import { UplineTransfer } from './upline-transfer.tsx';

const member = { token: 'story-member', isAgent: 0 };

/** Story handlers in front of the platform's (the same key replaces the preview's list). */
function handlers(...first: RequestHandler[]) {
  return {
    msw: { handlers: { system: [...first, ...apiHandlers(demoBrands)] } },
  };
}

/** A failed transfer: the platform's error envelope. */
const refused = (status: number, error: Record<string, unknown>) =>
  http.post('*/wps/member/transfer/upline', () =>
    HttpResponse.json({ error: { message: 'x', ...error } }, { status }),
  );

const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** Types an amount and the password, then sends. */
async function sendTransfer(canvasElement: HTMLElement, amount = '1000') {
  const page = within(canvasElement);
  await userEvent.type(await page.findByRole('textbox', { name: 'Amount (₱)' }), amount);
  await userEvent.type(page.getByLabelText('Withdrawal password'), '135790');
  await userEvent.click(page.getByRole('button', { name: 'Send to upline' }));
  return page;
}

const meta = {
  title: 'Widgets/Upline transfer',
  component: UplineTransfer,
  args: { settings: {}, sectionKey: 'transferUpline' },
  parameters: { path: '/member/transferUpline', session: member, ...handlers() },
} satisfies Meta<typeof UplineTransfer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The upline (Maria), ₱5,000.00 that may be sent, and the form. */
export const Ready: Story = {};

/** Sent: the notice in the live region, the form empty for the next one. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const page = await sendTransfer(canvasElement);
    await expect(await page.findByText('You sent ₱1,000.00 to Maria.')).toBeVisible();
  },
};

/** The member's own mistakes, said under their fields before anything is sent. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: 'Amount (₱)' }), '6000.505');
    await userEvent.click(page.getByRole('button', { name: 'Send to upline' }));
    await expect(await page.findByText('Use at most 2 decimal places')).toBeVisible();
  },
};

/** More than may be sent now: said as it is typed. */
export const AmountTooLarge: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: 'Amount (₱)' }), '6000');
    await expect(
      await page.findByText('The amount is more than you can send now (₱5,000.00)'),
    ).toBeVisible();
  },
};

/** A wrong withdrawal password: under the field, with the attempts left. */
export const WrongPassword: Story = {
  parameters: handlers(
    refused(400, {
      code: 'WRONG_PAYMENT_PASSWORD',
      fields: { paymentPassword: 'wrongPassword' },
      attemptsLeft: 2,
    }),
  ),
  play: async ({ canvasElement }) => {
    const page = await sendTransfer(canvasElement);
    await expect(
      await page.findByText(
        'The withdrawal password is incorrect. 2 attempts left before it locks.',
      ),
    ).toBeVisible();
  },
};

/** The password locked by too many wrong ones: until when, and the button held. */
export const PasswordLocked: Story = {
  parameters: handlers(
    http.get('*/wps/transaction/withdraw/summary', () =>
      summaryAnswer(
        summaryFor({
          paymentPasswordLockedUntil: new Date(Date.now() + 15 * 60_000).toISOString(),
        }),
      ),
    ),
  ),
};

/** The platform's balance was lower than the page said: under the amount. */
export const InsufficientFunds: Story = {
  parameters: handlers(
    refused(402, { code: 'INSUFFICIENT_FUNDS', fields: { amountMinor: 'tooLarge' } }),
  ),
  play: async ({ canvasElement }) => {
    const page = await sendTransfer(canvasElement);
    await expect(await page.findByText(/^The amount is more than you can send now/)).toBeVisible();
  },
};

/** Sent, while the platform moves the money: the button is busy. */
export const Submitting: Story = {
  parameters: handlers(http.post('*/wps/member/transfer/upline', never)),
  play: async ({ canvasElement }) => {
    const page = await sendTransfer(canvasElement);
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
};

/** A member without an upline: nothing to send to. */
export const NoUpline: Story = {
  parameters: handlers(
    http.get('*/wps/member/transfer/upline', () => uplineAnswer(uplineFor({ upline: null }))),
  ),
};

/** No withdrawal password yet: set it on the withdrawal page first. */
export const NoPassword: Story = {
  parameters: handlers(
    http.get('*/wps/transaction/withdraw/summary', () =>
      summaryAnswer(summaryFor({ paymentPasswordSet: false })),
    ),
  ),
};

/** While the upline loads. */
export const Loading: Story = {
  parameters: handlers(http.get('*/wps/member/transfer/upline', never)),
};

/** The upline could not be loaded: a retry. */
export const Failed: Story = {
  parameters: handlers(
    http.get('*/wps/member/transfer/upline', () =>
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

/** Ready, in Tagalog. */
export const TagalogReady: Story = { globals: { lang: 'TY' } };

/** No upline, in Tagalog. */
export const TagalogNoUpline: Story = { ...NoUpline, globals: { lang: 'TY' } };

/** No withdrawal password yet, in Tagalog. */
export const TagalogNoPassword: Story = { ...NoPassword, globals: { lang: 'TY' } };

/** The password locked, in Tagalog. */
export const TagalogPasswordLocked: Story = { ...PasswordLocked, globals: { lang: 'TY' } };

/** Loading, in Tagalog. */
export const TagalogLoading: Story = { ...Loading, globals: { lang: 'TY' } };

/** The upline could not be loaded, in Tagalog. */
export const TagalogFailed: Story = { ...Failed, globals: { lang: 'TY' } };

/** A visitor, in Tagalog. */
export const TagalogVisitor: Story = { ...Visitor, globals: { lang: 'TY' } };

/** A trial account, in Tagalog. */
export const TagalogTrial: Story = { ...Trial, globals: { lang: 'TY' } };

/** Sent, in Tagalog: the notice in the live region. */
export const TagalogSent: Story = {
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: 'Halaga (₱)' }), '1000');
    await userEvent.type(page.getByLabelText('Password sa pag-withdraw'), '135790');
    await userEvent.click(page.getByRole('button', { name: 'Ipadala sa upline' }));
    await expect(await page.findByText('Nagpadala ka ng ₱1,000.00 kay Maria.')).toBeVisible();
  },
};

/** The member's own mistakes, in Tagalog. */
export const TagalogFieldErrors: Story = {
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: 'Halaga (₱)' }), '6000');
    await userEvent.click(page.getByRole('button', { name: 'Ipadala sa upline' }));
    await expect(
      await page.findByText('Higit ang halaga sa maaari mong ipadala ngayon (₱5,000.00)'),
    ).toBeVisible();
  },
};

/** A wrong withdrawal password, in Tagalog. */
export const TagalogWrongPassword: Story = {
  parameters: WrongPassword.parameters,
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: 'Halaga (₱)' }), '1000');
    await userEvent.type(page.getByLabelText('Password sa pag-withdraw'), '000000');
    await userEvent.click(page.getByRole('button', { name: 'Ipadala sa upline' }));
  },
};
