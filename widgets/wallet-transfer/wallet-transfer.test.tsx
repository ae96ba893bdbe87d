import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Funds, WalletTransferRequest } from '../../schemas/api/wallets.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import { sessionFor } from '../../tests/support/account-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { trialSession } from '../../tests/support/records-handlers.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import {
  fundsAnswer,
  fundsFor,
  walletError,
  walletHandlers,
} from '../../tests/support/wallet-handlers.ts';
import { WalletTransfer } from './wallet-transfer.tsx';

const member = { token: sessionFor('juan123').token, isAgent: 0 };

/** Opens the page with the platform holding `funds`; returns the transfer bodies it was sent. */
async function open(
  options: { funds?: Funds; path?: string; session?: typeof member | null } = {},
) {
  const sent: WalletTransferRequest[] = [];
  server.use(...walletHandlers(options.funds ?? fundsFor(), sent));
  const result = await renderInApp(<WalletTransfer settings={{}} sectionKey="wallets" />, {
    brand: demoBrands.royal!,
    session: options.session === undefined ? member : options.session,
    path: options.path ?? '/member/transferFund',
  });
  return { ...result, sent };
}

/** Answers every transfer with `answer`, recording the bodies. */
function answerTransfers(answer: () => Response | Promise<Response>) {
  const bodies: WalletTransferRequest[] = [];
  server.use(
    http.post('*/wps/relay/GCS_walletTransfer', async ({ request }) => {
      bodies.push((await request.json()) as WalletTransferRequest);
      return answer();
    }),
  );
  return bodies;
}

const amountField = () => screen.findByRole('textbox', { name: 'Amount (₱)' });
const fromField = () => screen.getByRole('combobox', { name: 'From' });
const toField = () => screen.getByRole('combobox', { name: 'To' });
const transferButton = () => screen.findByRole('button', { name: 'Transfer now' });
const notice = () => screen.getByTestId('wallet-notice');

async function transfer(amount: string) {
  await userEvent.type(await amountField(), amount);
  await userEvent.click(await transferButton());
}

describe('WalletTransfer', () => {
  it('shows the main wallet, each game wallet and the totals', async () => {
    await open({
      funds: fundsFor({ availableMinor: 400_000, balances: { KSM: 100_050 } }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
    expect(await screen.findByTestId('wallet-available')).toHaveTextContent('₱4,000.00');
    expect(screen.getByTestId('wallet-vendors-total')).toHaveTextContent('₱1,000.50');
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('₱5,000.50');
    // Nothing held or on the way: not shown.
    expect(screen.queryByTestId('wallet-reserved')).toBeNull();
    expect(screen.queryByTestId('wallet-incoming')).toBeNull();
    const table = screen.getByRole('table', { name: 'Game wallets' });
    const [kismet, deepSea] = within(table).getAllByRole('row').slice(1);
    expect(kismet).toHaveTextContent('Kismet Works');
    expect(kismet).toHaveTextContent('Slots');
    expect(kismet).toHaveTextContent('₱1,000.50');
    expect(deepSea).toHaveTextContent('Deep Sea Studio');
    expect(deepSea).toHaveTextContent('Fishing');
    expect(deepSea).toHaveTextContent('₱0.00');
  });

  it('shows what withdrawals hold and deposits bring when there is some', async () => {
    await open({ funds: fundsFor({ reservedMinor: 20_000, incomingMinor: 5_000 }) });
    expect(await screen.findByTestId('wallet-reserved')).toHaveTextContent('₱200.00');
    expect(screen.getByText('Held for withdrawals')).toBeVisible();
    expect(screen.getByTestId('wallet-incoming')).toHaveTextContent('₱50.00');
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('₱5,200.00');
  });

  it('moves money into a game wallet, says what moved and reads the header balance again', async () => {
    let balanceReads = 0;
    const { sent } = await open();
    server.use(
      http.get('*/wps/v2/wallets/balance', () => {
        balanceReads += 1;
        return HttpResponse.json({ value: { sumBalance: 500_000, currency: 'PHP' } });
      }),
    );
    expect(await screen.findByTestId('wallet-available')).toHaveTextContent('₱5,000.00');
    expect(fromField()).toHaveValue('main');
    expect(toField()).toHaveValue('KSM');
    await transfer('1,000');
    expect(notice()).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(notice()).toHaveTextContent('Moved ₱1,000.00 from Main wallet to Kismet Works.'),
    );
    expect(sent).toEqual([
      {
        requestId: expect.stringMatching(/^[0-9a-f]{32}$/),
        from: 'main',
        to: 'KSM',
        amountMinor: 100_000,
      },
    ]);
    expect(screen.getByTestId('wallet-available')).toHaveTextContent('₱4,000.00');
    expect(screen.getByTestId('wallet-balance-KSM')).toHaveTextContent('₱1,000.00');
    expect(screen.getByTestId('wallet-total')).toHaveTextContent('₱5,000.00');
    expect(await amountField()).toHaveValue('');
    await waitFor(() => expect(balanceReads).toBeGreaterThanOrEqual(1));
  });

  it('checks the amount against what the source holds before sending anything', async () => {
    const { sent } = await open({ funds: fundsFor({ balances: { KSM: 30_000 } }) });
    await userEvent.click(await transferButton());
    expect(screen.getByText('Input cannot be empty')).toBeVisible();
    const amount = await amountField();
    await userEvent.type(amount, '0');
    await userEvent.tab();
    expect(screen.getByText('Enter an amount above zero')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.345');
    expect(screen.getByText('Use at most 2 decimal places')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000.01');
    expect(screen.getByText('The amount is more than Main wallet holds (₱5,000.00)')).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    // Out of Kismet Works instead: its ₱300.00 is the bound now.
    await userEvent.selectOptions(fromField(), 'KSM');
    expect(screen.getByText('The amount is more than Kismet Works holds (₱300.00)')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(sent).toEqual([]);
  });

  it('keeps one end the main wallet: choosing one end sets the other, and swap turns it round', async () => {
    await open();
    await screen.findByTestId('wallet-available');
    await userEvent.selectOptions(toField(), 'DSS');
    expect(fromField()).toHaveValue('main');
    await userEvent.selectOptions(fromField(), 'KSM');
    expect(toField()).toHaveValue('main');
    await userEvent.selectOptions(fromField(), 'main');
    expect(toField()).toHaveValue('KSM');
    await userEvent.selectOptions(toField(), 'main');
    expect(fromField()).toHaveValue('KSM');
    await userEvent.click(screen.getByRole('button', { name: 'Swap from and to' }));
    expect(fromField()).toHaveValue('main');
    expect(toField()).toHaveValue('KSM');
  });

  it("starts with the URL's vendor as the destination when it has a wallet", async () => {
    const { unmount } = await open({ path: '/member/transferFund?vendor=DSS' });
    await screen.findByTestId('wallet-available');
    expect(toField()).toHaveValue('DSS');
    unmount();
    await open({ path: '/member/transferFund?vendor=NOPE' });
    await screen.findByTestId('wallet-available');
    expect(toField()).toHaveValue('KSM');
  });

  it('moves all a wallet holds without naming an amount', async () => {
    const { sent } = await open({ funds: fundsFor({ balances: { KSM: 123_456 } }) });
    await screen.findByTestId('wallet-available');
    await userEvent.selectOptions(fromField(), 'KSM');
    await userEvent.click(screen.getByRole('button', { name: 'All of Kismet Works' }));
    expect(await amountField()).toHaveValue('1234.56');
    expect(screen.getByRole('button', { name: 'All of Kismet Works' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(await transferButton());
    await waitFor(() =>
      expect(notice()).toHaveTextContent('Moved ₱1,234.56 from Kismet Works to Main wallet.'),
    );
    expect(sent).toEqual([{ requestId: expect.any(String), from: 'KSM', to: 'main' }]);
    expect(screen.getByTestId('wallet-available')).toHaveTextContent('₱6,234.56');
  });

  it('says there is nothing to move when "All" is asked of an empty wallet', async () => {
    const { sent } = await open();
    await screen.findByTestId('wallet-available');
    await userEvent.selectOptions(fromField(), 'DSS');
    await userEvent.click(screen.getByRole('button', { name: 'All of Deep Sea Studio' }));
    expect(screen.getByText('There is nothing to move in Deep Sea Studio')).toBeVisible();
    await userEvent.click(await transferButton());
    expect(sent).toEqual([]);
  });

  it('reuses the request id when the same transfer is sent again, and makes a new one otherwise', async () => {
    await open();
    const bodies = answerTransfers(() => walletError(500, { code: 'INTERNAL' }));
    await transfer('300');
    expect(await screen.findByText('Unknown error')).toBeVisible();
    await userEvent.click(await transferButton());
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.requestId).toBe(bodies[0]!.requestId);
    // Another destination is another transfer.
    await userEvent.selectOptions(toField(), 'DSS');
    await userEvent.click(await transferButton());
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toMatchObject({ to: 'DSS', amountMinor: 30_000 });
    expect(bodies[2]!.requestId).not.toBe(bodies[0]!.requestId);
    // Made: the same again is a new transfer.
    server.use(...walletHandlers());
    await userEvent.click(await transferButton());
    await waitFor(() => expect(notice()).toHaveTextContent('Moved ₱300.00'));
    const again = answerTransfers(() => walletError(500, { code: 'INTERNAL' }));
    await transfer('300');
    await waitFor(() => expect(again).toHaveLength(1));
    expect(again[0]!.requestId).not.toBe(bodies[2]!.requestId);
  });

  it("puts the platform's refusals under their fields and reads the wallets again", async () => {
    let fundsReads = 0;
    await open();
    await screen.findByTestId('wallet-available');
    server.use(
      http.get('*/wps/member/info/funds/consolidated', () => {
        fundsReads += 1;
        return fundsAnswer(fundsFor({ availableMinor: 20_000, balances: { KSM: 5_000 } }));
      }),
    );
    answerTransfers(() =>
      walletError(402, { code: 'INSUFFICIENT_FUNDS', fields: { amountMinor: 'tooLarge' } }),
    );
    await transfer('1000');
    expect(await screen.findByText(/^The amount is more than Main wallet holds/)).toBeVisible();
    expect(await amountField()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(fundsReads).toBe(1));
    expect(screen.getByTestId('wallet-available')).toHaveTextContent('₱200.00');

    answerTransfers(() =>
      walletError(400, { code: 'VALIDATION_FAILED', fields: { to: 'invalid' } }),
    );
    await userEvent.clear(await amountField());
    await transfer('100');
    expect(await screen.findByText('Money cannot be moved into this wallet')).toBeVisible();
    expect(toField()).toHaveAttribute('aria-invalid', 'true');
    // The form sums it up too, as for every refused field.
    expect(screen.getByText('Please check the highlighted fields')).toBeVisible();

    answerTransfers(() =>
      walletError(400, { code: 'VALIDATION_FAILED', fields: { from: 'invalid' } }),
    );
    await userEvent.selectOptions(fromField(), 'KSM');
    expect(screen.queryByText('Money cannot be moved into this wallet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'All of Kismet Works' }));
    await userEvent.click(await transferButton());
    expect(await screen.findByText('Money cannot be moved out of this wallet')).toBeVisible();
    expect(fromField()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(fundsReads).toBe(3));
  });

  it('says so when the platform finds nothing to move', async () => {
    await open({ funds: fundsFor({ balances: { KSM: 500 } }) });
    answerTransfers(() =>
      walletError(400, { code: 'VALIDATION_FAILED', fields: { amountMinor: 'tooSmall' } }),
    );
    await screen.findByTestId('wallet-available');
    await userEvent.click(screen.getByRole('button', { name: 'Back to main from Kismet Works' }));
    await userEvent.click(await transferButton());
    expect(await screen.findByText('There is nothing to move in Kismet Works')).toBeVisible();
  });

  it('shows the busy state while the transfer is on its way', async () => {
    let release: () => void = () => undefined;
    await open();
    answerTransfers(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({
        value: { movedMinor: 100_000, funds: fundsFor({ availableMinor: 400_000 }) },
      });
    });
    await transfer('1000');
    expect(await screen.findByRole('button', { name: 'Transferring…' })).toBeDisabled();
    release();
    expect(await transferButton()).toBeEnabled();
  });

  it("fills the form from a wallet's shortcuts", async () => {
    await open({ funds: fundsFor({ balances: { KSM: 25_000 } }) });
    await screen.findByTestId('wallet-available');
    await userEvent.click(screen.getByRole('button', { name: 'Transfer in to Deep Sea Studio' }));
    expect(fromField()).toHaveValue('main');
    expect(toField()).toHaveValue('DSS');
    expect(await amountField()).toHaveFocus();
    expect(
      screen.getByRole('button', { name: 'Back to main from Deep Sea Studio' }),
    ).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Back to main from Kismet Works' }));
    expect(fromField()).toHaveValue('KSM');
    expect(toField()).toHaveValue('main');
    expect(await amountField()).toHaveValue('250');
    expect(await transferButton()).toHaveFocus();
  });

  it('brings every game wallet back to main, once per intent', async () => {
    const { sent } = await open({ funds: fundsFor({ balances: { KSM: 100_000, DSS: 50_000 } }) });
    const allBack = await screen.findByRole('button', { name: 'All back to main' });
    const failing = answerTransfers(() => walletError(503, { code: 'SERVICE_UNAVAILABLE' }));
    await userEvent.click(allBack);
    await waitFor(() => expect(failing.length).toBeGreaterThanOrEqual(1));
    expect(await screen.findByRole('alert')).toBeVisible();
    server.use(...walletHandlers(fundsFor({ balances: { KSM: 100_000, DSS: 50_000 } }), sent));
    await userEvent.click(allBack);
    await waitFor(() =>
      expect(notice()).toHaveTextContent('₱1,500.00 is back in your main wallet.'),
    );
    expect(sent).toEqual([{ requestId: failing[0]!.requestId, from: 'all', to: 'main' }]);
    expect(screen.getByTestId('wallet-available')).toHaveTextContent('₱6,500.00');
    expect(screen.getByTestId('wallet-vendors-total')).toHaveTextContent('₱0.00');
    expect(allBack).toBeDisabled();
  });

  it('holds "All back to main" while it works, and says when there was nothing to bring back', async () => {
    let release: () => void = () => undefined;
    await open({ funds: fundsFor({ balances: { DSS: 1_000 } }) });
    answerTransfers(async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({ value: { movedMinor: 0, funds: fundsFor() } });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'All back to main' }));
    expect(await screen.findByRole('button', { name: 'Bringing it back…' })).toBeDisabled();
    release();
    await waitFor(() =>
      expect(notice()).toHaveTextContent('Your game wallets were already empty.'),
    );
  });

  it('says every game plays from the main wallet when the brand has no game wallets', async () => {
    await open({ funds: fundsFor({ wallets: [] }) });
    expect(await screen.findByTestId('no-vendor-wallets')).toHaveTextContent(
      'Every game here plays from your main wallet: there is nothing to transfer.',
    );
    expect(screen.getByTestId('wallet-available')).toHaveTextContent('₱5,000.00');
    expect(screen.queryByRole('textbox', { name: 'Amount (₱)' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'All back to main' })).toBeNull();
  });

  it('offers a retry when the wallets cannot be loaded, and refreshes them on demand', async () => {
    let fail = true;
    let reads = 0;
    server.use(
      http.get('*/wps/member/info/funds/consolidated', () => {
        reads += 1;
        return fail ? walletError(500, { code: 'INTERNAL' }) : fundsAnswer();
      }),
    );
    await renderInApp(<WalletTransfer settings={{}} sectionKey="wallets" />, {
      brand: demoBrands.royal!,
      session: member,
      path: '/member/transferFund',
    });
    expect(await screen.findByText('Your wallets could not be loaded.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('wallet-available')).toHaveTextContent('₱5,000.00');
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(reads).toBe(3));
  });

  it('asks a visitor to log in and a trial account to register, without asking the platform', async () => {
    let reads = 0;
    server.use(
      http.get('*/wps/member/info/funds/consolidated', () => {
        reads += 1;
        return fundsAnswer();
      }),
    );
    const render = (session: typeof member | null) =>
      renderInApp(<WalletTransfer settings={{}} sectionKey="wallets" />, {
        brand: demoBrands.royal!,
        session,
        path: '/member/transferFund',
      });
    const { store, unmount } = await render(null);
    expect(await screen.findByText('Log in to see your wallets.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
    unmount();
    await render(trialSession);
    expect(await screen.findByText('Please Register An Account First')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'All back to main' })).toBeNull();
    expect(reads).toBe(0);
  });
});
