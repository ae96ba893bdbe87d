import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { Deposit } from '../../schemas/api/cashier.ts';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import {
  bankDepositFor,
  channelsAnswer,
  depositAnswer,
  depositFor,
  qrDepositFor,
  sampleChannels,
  sampleReceipt,
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

/** The brand offers the member no channel right now: customer service. */
export const Empty: Story = {
  parameters: handlers(http.get('*/wps/transaction/deposit/channels', () => channelsAnswer([]))),
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

/** A picture of a transfer as a phone would hand it over: a small PNG drawn here. */
async function transferPicture(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 96;
  canvas.height = 64;
  const draw = canvas.getContext('2d')!;
  draw.fillStyle = '#ffffff';
  draw.fillRect(0, 0, 96, 64);
  draw.fillStyle = '#166534';
  draw.fillRect(0, 0, 96, 12);
  const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
  return new File([blob], 'transfer-receipt.png', { type: 'image/png' });
}

/** The input of form field `name` (the same in every language). */
const input = (canvasElement: HTMLElement, name: string) =>
  canvasElement.querySelector<HTMLInputElement>(`[data-field="${name}"] input`)!;

/** Chooses the bank transfer channel, an amount, a reference and a picture of the transfer. */
async function fillBankTransfer(canvasElement: HTMLElement) {
  const page = within(canvasElement);
  await userEvent.click(await page.findByRole('radio', { name: 'Bank transfer' }));
  await userEvent.type(input(canvasElement, 'amountMinor'), '1000');
  await userEvent.type(input(canvasElement, 'reference'), 'JUAN 0042');
  await userEvent.upload(input(canvasElement, 'receipt'), await transferPicture());
  return page;
}

/**
 * A bank transfer: the account to transfer to (with copy buttons), the amount with its limits
 * and total, the player's reference and a picture of the transfer, previewed.
 */
export const BankTransfer: Story = {
  play: async ({ canvasElement }) => {
    const page = await fillBankTransfer(canvasElement);
    await expect(page.getByText('Demo Bank of the Philippines')).toBeVisible();
    await expect(await page.findByRole('img', { name: /transfer-receipt\.png/ })).toBeVisible();
  },
};

/** A bank transfer sent empty, then with a PDF chosen: the message under each field. */
export const BankTransferFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('radio', { name: 'Bank transfer' }));
    await userEvent.click(page.getByRole('button', { name: 'Submit the transfer' }));
    await expect(await page.findAllByText('Input cannot be empty')).toHaveLength(2);
    const files = userEvent.setup({ applyAccept: false });
    await files.upload(
      input(canvasElement, 'receipt'),
      new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }),
    );
    await expect(await page.findByText('Choose a PNG or JPG picture')).toBeVisible();
  },
};

/** Sent, while the platform records the transfer and its picture: the button is busy. */
export const BankTransferSubmitting: Story = {
  parameters: handlers(
    http.post('*/wps/transaction/deposit/mt', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ),
  play: async ({ canvasElement }) => {
    const page = await fillBankTransfer(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Submit the transfer' }));
    await expect(page.getByRole('button', { name: 'Submitting the transfer…' })).toBeDisabled();
  },
};

/** A bank transfer with its picture sent, waiting for the operator; read every 3 s. */
export const BankTransferWaiting: Story = {
  parameters: {
    path: `${path}?deposit=${bankDepositFor().id}`,
    ...handlers(depositAnswer(bankDepositFor({ receipt: sampleReceipt }))),
  },
};

/** Waiting for the operator without a picture: the player may still send one. */
export const BankTransferWaitingWithoutReceipt: Story = {
  parameters: {
    path: `${path}?deposit=${bankDepositFor().id}`,
    ...handlers(depositAnswer(bankDepositFor())),
  },
};

/** The operator approved the transfer: the amount is in the balance. */
export const BankTransferApproved: Story = {
  parameters: {
    path: `${path}?deposit=${bankDepositFor().id}`,
    ...handlers(depositAnswer(bankDepositFor({ status: 'paid', receipt: sampleReceipt }))),
  },
};

/** The operator could not confirm the transfer: nothing was credited. */
export const BankTransferRejected: Story = {
  parameters: {
    path: `${path}?deposit=${bankDepositFor().id}`,
    ...handlers(depositAnswer(bankDepositFor({ status: 'declined', receipt: sampleReceipt }))),
  },
};

/** A bank transfer filled in, in Tagalog. */
export const TagalogBankTransfer: Story = {
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    await fillBankTransfer(canvasElement);
  },
};

/** A bank transfer waiting for the operator, in Tagalog. */
export const TagalogBankTransferWaiting: Story = {
  ...BankTransferWaiting,
  globals: { lang: 'TY' },
};
