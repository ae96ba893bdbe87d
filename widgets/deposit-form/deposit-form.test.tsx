import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { modalAtom } from '../../engine/state/modals.ts';
import { sessionFor } from '../../tests/support/account-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { depositFor, qrDepositFor, sampleDepositId } from '../../tests/support/cashier-handlers.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { appExit } from '../ui/leave-app.ts';
import { DepositForm } from './deposit-form.tsx';

// jsdom does not navigate: the test sees where the page would go.
let leaveAppFor: MockInstance<(url: string) => void>;
beforeEach(() => {
  leaveAppFor = vi.spyOn(appExit, 'leaveFor').mockImplementation(() => undefined);
});
afterEach(() => leaveAppFor.mockRestore());

const member = { token: sessionFor('juan123').token, isAgent: 0 };

function open(
  options: { path?: string; session?: typeof member | null; pollSeconds?: number } = {},
) {
  return renderInApp(
    <DepositForm settings={{ pollSeconds: options.pollSeconds ?? 3 }} sectionKey="deposit" />,
    {
      brand: demoBrands.royal!,
      session: options.session === undefined ? member : options.session,
      path: options.path ?? '/member/depositv2',
    },
  );
}

/** Captures the bodies of deposit starts, answering `answer` (a pending deposit by default). */
function captureStarts(answer?: () => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/wps/transaction/deposit/pg', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer?.() ?? HttpResponse.json({ value: depositFor({ amountMinor: 50_000 }) });
    }),
  );
  return bodies;
}

const amountField = () => screen.findByRole('textbox', { name: 'Amount (₱)' });
const send = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));

describe('DepositForm', () => {
  it('works the fee and the total out as the platform does, for either payer', async () => {
    await open();
    await userEvent.type(await amountField(), '333.33');
    // GCash: 1.5 % of ₱333.33 is 499.995 centavos, rounded down; the site pays it.
    expect(screen.getByTestId('deposit-fee')).toHaveTextContent('₱4.99, paid by Royal Win');
    expect(screen.getByTestId('deposit-total')).toHaveTextContent('₱333.33');
    expect(screen.getByText('7 of 10 deposits left today')).toBeInTheDocument();
    // Maya: ₱5.00 plus 2 %, paid by the player on top of the amount.
    await userEvent.click(screen.getByRole('radio', { name: 'Maya' }));
    expect(screen.getByTestId('deposit-fee')).toHaveTextContent('₱11.66');
    expect(screen.getByTestId('deposit-total')).toHaveTextContent('₱344.99');
    expect(screen.getByText('From ₱200.00 to ₱20,000.00')).toBeInTheDocument();
    // Every kind of channel is offered (a bank transfer: bank-transfer.test.tsx).
    expect(screen.getByRole('radio', { name: 'Bank transfer' })).toBeInTheDocument();
  });

  it("checks the channel's limits before sending, with the platform's messages", async () => {
    const bodies = captureStarts();
    await open();
    await send();
    expect(await screen.findByText('Input cannot be empty')).toBeInTheDocument();
    await userEvent.type(await amountField(), '99.99');
    await send();
    expect(await screen.findByText('The amount is below the minimum')).toBeInTheDocument();
    await userEvent.clear(await amountField());
    await userEvent.type(await amountField(), '50000.01');
    await send();
    expect(await screen.findByText('The amount is above the maximum')).toBeInTheDocument();
    // Fixed, the message goes at once.
    await userEvent.clear(await amountField());
    await userEvent.type(await amountField(), '50000');
    expect(screen.queryByText('The amount is above the maximum')).toBeNull();
    expect(bodies).toEqual([]);
  });

  it('sends the channel, the amount in minor units and a request id, then opens the pay page', async () => {
    const bodies = captureStarts();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: '₱500.00' }));
    expect(await amountField()).toHaveValue('500');
    await send();
    await waitFor(() =>
      expect(leaveAppFor).toHaveBeenCalledWith(`/demo-gateway/pay/${sampleDepositId}?language=EN`),
    );
    expect(bodies).toEqual([
      { channelId: 'gcash', amountMinor: 50_000, requestId: expect.stringMatching(/^\w{32}$/) },
    ]);
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
  });

  it('sends the same request id when the same deposit is tried again, a new one for another', async () => {
    const bodies = captureStarts(() => HttpResponse.error());
    await open();
    await userEvent.click(await screen.findByRole('button', { name: '₱300.00' }));
    await send();
    expect(
      await screen.findByText('Network link is abnormal, please try again'),
    ).toBeInTheDocument();
    await send();
    await waitFor(() => expect(bodies.length).toBeGreaterThanOrEqual(2));
    const ids = new Set(bodies.map((body) => body.requestId));
    expect(ids.size).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: '₱500.00' }));
    const before = bodies.length;
    await send();
    await waitFor(() => expect(bodies.length).toBeGreaterThan(before));
    expect(ids.has(bodies.at(-1)!.requestId)).toBe(false);
  });

  it("shows the platform's amount error under the field", async () => {
    captureStarts(() =>
      HttpResponse.json(
        { error: { code: 'VALIDATION_FAILED', message: 'x', fields: { amountMinor: 'tooLarge' } } },
        { status: 400 },
      ),
    );
    await open();
    await userEvent.type(await amountField(), '1000');
    await send();
    expect(await screen.findByText('The amount is above the maximum')).toBeInTheDocument();
    expect(screen.getByText('Please check the highlighted fields')).toBeInTheDocument();
    expect(await amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(leaveAppFor).not.toHaveBeenCalled();
  });

  it('reads a pending deposit again until it is paid, then the balance', async () => {
    const statuses = ['pending', 'pending', 'paid'] as const;
    let reads = 0;
    let balanceReads = 0;
    server.use(
      http.get(`*/wps/transaction/deposit/${sampleDepositId}`, () => {
        const status = statuses[Math.min(reads, statuses.length - 1)];
        reads += 1;
        return HttpResponse.json({ value: depositFor({ status }) });
      }),
      http.get('*/wps/v2/wallets/balance', () => {
        balanceReads += 1;
        return HttpResponse.json({ value: { sumBalance: 550_000, currency: 'PHP' } });
      }),
    );
    await open({ path: `/member/depositv2?deposit=${sampleDepositId}`, pollSeconds: 0.05 });
    expect(await screen.findByText('Waiting for your payment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to payment' })).toHaveAttribute(
      'href',
      `/demo-gateway/pay/${sampleDepositId}?language=EN`,
    );
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Paid'));
    expect(screen.getByRole('status')).toHaveTextContent('₱500.00 has been added to your balance.');
    expect(screen.queryByRole('link', { name: 'Go to payment' })).toBeNull();
    await waitFor(() => expect(balanceReads).toBe(1));
    // Paid is final: no more reads.
    const settled = reads;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(reads).toBe(settled);
  });

  it("shows a QR Ph deposit's code to scan, without leaving the site", async () => {
    server.use(
      http.get(`*/wps/transaction/deposit/${sampleDepositId}`, () =>
        HttpResponse.json({ value: qrDepositFor() }),
      ),
    );
    await open();
    await userEvent.click(await screen.findByRole('radio', { name: 'QR Ph' }));
    await userEvent.click(screen.getByRole('button', { name: '₱500.00' }));
    await userEvent.click(screen.getByRole('button', { name: 'Show the QR code' }));
    const code = await screen.findByRole('img', { name: 'QR Ph code to pay ₱500.00' });
    expect(code).toHaveAttribute('src', `/wps/transaction/deposit/${sampleDepositId}/qr.svg`);
    expect(screen.getByRole('status')).toHaveTextContent('Scan the QR Ph code');
    expect(leaveAppFor).not.toHaveBeenCalled();
  });

  it('starts a new deposit from a finished one', async () => {
    server.use(
      http.get(`*/wps/transaction/deposit/${sampleDepositId}`, () =>
        HttpResponse.json({ value: depositFor({ status: 'declined' }) }),
      ),
    );
    await open({ path: `/member/depositv2?deposit=${sampleDepositId}` });
    expect(await screen.findByText('Declined')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Make a new deposit' }));
    expect(await amountField()).toBeInTheDocument();
  });

  it('asks a visitor to log in, and a trial account to register first', async () => {
    const { store, unmount } = await open({ session: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
    unmount();
    await open({ session: { token: sessionFor('trial001').token, isAgent: 4 } });
    expect(await screen.findByText('Please Register An Account First')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Amount (₱)' })).toBeNull();
  });
});
