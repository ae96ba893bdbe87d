import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { Funds } from '../../schemas/api/wallets.ts';
import { apiHandlers } from '../../tests/support/api-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { trialSession } from '../../tests/support/records-handlers.ts';
import { fundsFor, walletError, walletHandlers } from '../../tests/support/wallet-handlers.ts';
import { WalletTransfer } from './wallet-transfer.tsx';

const member = { token: 'story-member', isAgent: 0 };

/** A member who has played: money in both game wallets. */
const played = fundsFor({ availableMinor: 400_000, balances: { KSM: 100_000, DSS: 25_050 } });

/**
 * Story handlers: `first` in front of wallets holding `funds` (transfers change them, as on the
 * platform) and the platform's other calls (the same key replaces the preview's list).
 */
function handlers(funds: Funds = played, ...first: RequestHandler[]) {
  return {
    msw: {
      handlers: { system: [...first, ...walletHandlers(funds), ...apiHandlers(demoBrands)] },
    },
  };
}

const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** A transfer the platform refuses with `error`. */
const refused = (status: number, error: Record<string, unknown>) =>
  http.post('*/wps/relay/GCS_walletTransfer', () => walletError(status, error));

/** Types an amount and sends it with the form's button (`label`, in the story's language). */
async function send(canvasElement: HTMLElement, amount: string, label: RegExp, button: string) {
  const page = within(canvasElement);
  await userEvent.type(await page.findByRole('textbox', { name: label }), amount);
  await userEvent.click(page.getByRole('button', { name: button }));
  return page;
}

const meta = {
  title: 'Widgets/Wallet transfer',
  component: WalletTransfer,
  args: { settings: {}, sectionKey: 'wallets' },
  parameters: { path: '/member/transferFund', session: member, ...handlers() },
} satisfies Meta<typeof WalletTransfer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Money in the main wallet and in both game wallets; the form moves main -> Kismet Works. */
export const WithBalances: Story = {};

/** A new member: the demo credit in the main wallet, the game wallets empty. */
export const NewMember: Story = { parameters: handlers(fundsFor()) };

/** A withdrawal waiting for the operator and a deposit on the way: shown under the main wallet. */
export const HeldAndIncoming: Story = {
  parameters: handlers(fundsFor({ reservedMinor: 150_000, incomingMinor: 50_000 })),
};

/** Opened from a Deep Sea Studio game's "Transfer funds": that wallet is the destination. */
export const VendorFromLink: Story = {
  parameters: { path: '/member/transferFund?vendor=DSS' },
};

/** Moved: the notice in the live region, the wallets updated, the form empty for the next one. */
export const Moved: Story = {
  parameters: handlers(fundsFor()),
  play: async ({ canvasElement }) => {
    const page = await send(canvasElement, '1000', /^Amount/, 'Transfer now');
    await expect(
      await page.findByText('Moved ₱1,000.00 from Main wallet to Kismet Works.'),
    ).toBeVisible();
  },
};

/** More than the main wallet holds: said under the amount as it is typed. */
export const FieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: /^Amount/ }), '6000');
    await expect(
      await page.findByText('The amount is more than Main wallet holds (₱4,000.00)'),
    ).toBeVisible();
  },
};

/** The platform held less than the page said: under the amount, and the wallets read again. */
export const InsufficientFunds: Story = {
  parameters: handlers(
    played,
    refused(402, { code: 'INSUFFICIENT_FUNDS', fields: { amountMinor: 'tooLarge' } }),
  ),
  play: async ({ canvasElement }) => {
    const page = await send(canvasElement, '1000', /^Amount/, 'Transfer now');
    await expect(await page.findByText(/^The amount is more than Main wallet holds/)).toBeVisible();
  },
};

/** The destination refused (a vendor that no longer takes transfers): under "To". */
export const DestinationRefused: Story = {
  parameters: handlers(
    played,
    refused(400, { code: 'VALIDATION_FAILED', fields: { to: 'invalid' } }),
  ),
  play: async ({ canvasElement }) => {
    const page = await send(canvasElement, '100', /^Amount/, 'Transfer now');
    await expect(await page.findByText('Money cannot be moved into this wallet')).toBeVisible();
  },
};

/** Sent, while the platform moves the money: the button is busy. */
export const Transferring: Story = {
  parameters: handlers(played, http.post('*/wps/relay/GCS_walletTransfer', never)),
  play: async ({ canvasElement }) => {
    const page = await send(canvasElement, '1000', /^Amount/, 'Transfer now');
    await expect(page.getByRole('button', { name: 'Transferring…' })).toBeDisabled();
  },
};

/** "All back to main" done: every game wallet emptied into the main one, and said so. */
export const AllBackToMainDone: Story = {
  parameters: handlers(played),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'All back to main' }));
    await expect(await page.findByText('₱1,250.50 is back in your main wallet.')).toBeVisible();
  },
};

/** "All back to main" while the platform works: held. */
export const AllBackToMainBusy: Story = {
  parameters: handlers(played, http.post('*/wps/relay/GCS_walletTransfer', never)),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'All back to main' }));
    await expect(page.getByRole('button', { name: 'Bringing it back…' })).toBeDisabled();
  },
};

/** A brand whose games all play from the main wallet: nothing to transfer. */
export const NoGameWallets: Story = { parameters: handlers(fundsFor({ wallets: [] })) };

/** While the wallets load. */
export const Loading: Story = {
  parameters: handlers(played, http.get('*/wps/member/info/funds/consolidated', never)),
};

/** The wallets could not be loaded: a retry. */
export const Failed: Story = {
  parameters: handlers(
    played,
    http.get('*/wps/member/info/funds/consolidated', () => walletError(500, { code: 'INTERNAL' })),
  ),
};

/** A visitor is asked to log in. */
export const Visitor: Story = { parameters: { session: null } };

/** A trial account is asked to register first. */
export const Trial: Story = { parameters: { session: trialSession } };

/** With balances, in Tagalog. */
export const TagalogWithBalances: Story = { globals: { lang: 'TY' } };

/** A brand without game wallets, in Tagalog. */
export const TagalogNoGameWallets: Story = { ...NoGameWallets, globals: { lang: 'TY' } };

/** Held and incoming money, in Tagalog. */
export const TagalogHeldAndIncoming: Story = { ...HeldAndIncoming, globals: { lang: 'TY' } };

/** Loading, in Tagalog. */
export const TagalogLoading: Story = { ...Loading, globals: { lang: 'TY' } };

/** The wallets could not be loaded, in Tagalog. */
export const TagalogFailed: Story = { ...Failed, globals: { lang: 'TY' } };

/** A visitor, in Tagalog. */
export const TagalogVisitor: Story = { ...Visitor, globals: { lang: 'TY' } };

/** A trial account, in Tagalog. */
export const TagalogTrial: Story = { ...Trial, globals: { lang: 'TY' } };

/** Moved, in Tagalog. */
export const TagalogMoved: Story = {
  parameters: handlers(fundsFor()),
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    const page = await send(canvasElement, '1000', /^Halaga/, 'Ilipat ngayon');
    await expect(
      await page.findByText(
        'Nailipat ang ₱1,000.00 mula sa Pangunahing wallet papunta sa Kismet Works.',
      ),
    ).toBeVisible();
  },
};

/** More than the main wallet holds, in Tagalog. */
export const TagalogFieldErrors: Story = {
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: /^Halaga/ }), '6000');
    await expect(
      await page.findByText('Higit ang halaga sa laman ng Pangunahing wallet (₱4,000.00)'),
    ).toBeVisible();
  },
};

/** Transferring, in Tagalog. */
export const TagalogTransferring: Story = {
  ...Transferring,
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    const page = await send(canvasElement, '1000', /^Halaga/, 'Ilipat ngayon');
    await expect(page.getByRole('button', { name: 'Inililipat…' })).toBeDisabled();
  },
};

/** "All back to main" done, in Tagalog. */
export const TagalogAllBackToMainDone: Story = {
  parameters: handlers(played),
  globals: { lang: 'TY' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: 'Ibalik lahat sa pangunahing wallet' }),
    );
    await expect(
      await page.findByText('Nakabalik na sa iyong pangunahing wallet ang ₱1,250.50.'),
    ).toBeVisible();
  },
};
