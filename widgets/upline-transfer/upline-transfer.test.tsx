import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UplineInfo } from '../../engine/api/member-transfer.ts';
import type { WithdrawalSummary } from '../../schemas/api/withdrawals.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import { openBody, sessionFor } from '../../tests/support/account-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import {
  memberTransferHandlers,
  uplineAnswer,
  uplineFor,
} from '../../tests/support/member-transfer-handlers.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { summaryAnswer, summaryFor } from '../../tests/support/withdrawal-handlers.ts';
import { UplineTransfer } from './upline-transfer.tsx';

const member = { token: sessionFor('juan123').token, isAgent: 0 };

beforeEach(() => {
  server.use(...memberTransferHandlers());
});

/** Opens the page for `session` with the platform answering `upline` and `summary`. */
function open(
  options: {
    upline?: Partial<UplineInfo>;
    summary?: Partial<WithdrawalSummary>;
    session?: typeof member | null;
  } = {},
) {
  server.use(
    http.get('*/wps/member/transfer/upline', () => uplineAnswer(uplineFor(options.upline))),
    http.get('*/wps/transaction/withdraw/summary', () =>
      summaryAnswer(summaryFor(options.summary)),
    ),
  );
  return renderInApp(<UplineTransfer />, {
    brand: demoBrands.royal!,
    session: options.session === undefined ? member : options.session,
    path: '/member/transferUpline',
  });
}

/** Answers transfers with `answer` (a sent transfer by default), keeping the opened bodies. */
function captureTransfers(answer?: () => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/wps/member/transfer/upline', async ({ request }) => {
      const body = await openBody(request);
      bodies.push(body);
      return (
        answer?.() ??
        HttpResponse.json({ value: { amountMinor: body.amountMinor, balanceMinor: 1 } })
      );
    }),
  );
  return bodies;
}

const failure = (status: number, error: Record<string, unknown>) => () =>
  HttpResponse.json({ error: { message: 'x', ...error } }, { status });

const amountField = () => screen.findByRole('textbox', { name: 'Amount (₱)' });
const passwordField = () => screen.getByLabelText('Withdrawal password');
const sendButton = () => screen.findByRole('button', { name: 'Send to upline' });
const send = async () => userEvent.click(await sendButton());

async function fill(amount = '1000', password = '135790') {
  await userEvent.type(await amountField(), amount);
  await userEvent.type(passwordField(), password);
}

describe('UplineTransfer', () => {
  it('names the upline and what may be sent, under one heading', async () => {
    await open({ upline: { transferableMinor: 123_456 } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Transfer to upline' }),
    ).toBeVisible();
    expect(await screen.findByTestId('upline-name')).toHaveTextContent('Maria (maria_agent)');
    expect(screen.getByTestId('upline-transferable')).toHaveTextContent('₱1,234.56');
  });

  it('checks the amount and the password before sending anything', async () => {
    const bodies = captureTransfers();
    await open();
    await send();
    expect(await screen.findAllByText('Input cannot be empty')).toHaveLength(2);
    const amount = await amountField();
    await userEvent.type(amount, '0');
    await userEvent.tab();
    expect(screen.getByText('Enter an amount above zero')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.345');
    expect(screen.getByText('Use at most 2 decimal places')).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000.01');
    expect(
      screen.getByText('The amount is more than you can send now (₱5,000.00)'),
    ).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(bodies).toEqual([]);
  });

  it('sends minor units, the sealed password and a request id; then says so and reads the balance again', async () => {
    const bodies = captureTransfers();
    let uplineReads = 0;
    let balanceReads = 0;
    await open();
    expect(await screen.findByTestId('upline-transferable')).toHaveTextContent('₱5,000.00');
    server.use(
      http.get('*/wps/member/transfer/upline', () => {
        uplineReads += 1;
        return uplineAnswer(uplineFor({ transferableMinor: 400_000 }));
      }),
      http.get('*/wps/v2/wallets/balance', () => {
        balanceReads += 1;
        return HttpResponse.json({ value: { sumBalance: 400_000, currency: 'PHP' } });
      }),
    );
    await fill('1,000.5');
    await send();
    const notice = screen.getByTestId('upline-notice');
    expect(notice).toHaveAttribute('role', 'status');
    await waitFor(() => expect(notice).toHaveTextContent('You sent ₱1,000.50 to Maria.'));
    expect(bodies).toEqual([
      {
        amountMinor: 100_050,
        paymentPassword: '135790',
        requestId: expect.stringMatching(/^\w{32}$/),
      },
    ]);
    await waitFor(() =>
      expect(screen.getByTestId('upline-transferable')).toHaveTextContent('₱4,000.00'),
    );
    expect(uplineReads).toBeGreaterThanOrEqual(1);
    expect(balanceReads).toBeGreaterThanOrEqual(1);
    expect(await amountField()).toHaveValue('');
    expect(passwordField()).toHaveValue('');
  });

  it('reuses the request id when the same transfer is sent again, and makes a new one for another', async () => {
    const bodies = captureTransfers(failure(500, { code: 'INTERNAL' }));
    await open();
    await fill('300');
    await send();
    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
    await send();
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]!.requestId).toBe(bodies[0]!.requestId);
    await userEvent.type(await amountField(), '0');
    await send();
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]!.amountMinor).toBe(300_000);
    expect(bodies[2]!.requestId).not.toBe(bodies[0]!.requestId);
  });

  it('says how many attempts are left after a wrong withdrawal password', async () => {
    captureTransfers(
      failure(400, {
        code: 'WRONG_PAYMENT_PASSWORD',
        fields: { paymentPassword: 'wrongPassword' },
        attemptsLeft: 2,
      }),
    );
    await open();
    await fill();
    await send();
    expect(
      await screen.findByText(
        'The withdrawal password is incorrect. 2 attempts left before it locks.',
      ),
    ).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(passwordField(), '1');
    expect(screen.queryByText(/attempts left/)).toBeNull();
  });

  it('holds the button while the password is locked, from the answer or the summary', async () => {
    captureTransfers(failure(429, { code: 'PAYMENT_PASSWORD_LOCKED', retryAfterSeconds: 900 }));
    const { unmount } = await open();
    await fill();
    await send();
    expect(
      await screen.findByText(
        /^Too many wrong withdrawal passwords\. You can try again after .+\.$/,
      ),
    ).toBeInTheDocument();
    expect(await sendButton()).toBeDisabled();
    unmount();
    await open({
      summary: { paymentPasswordLockedUntil: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(await screen.findByText(/^Too many wrong withdrawal passwords/)).toBeInTheDocument();
    expect(await sendButton()).toBeDisabled();
  });

  it('puts a short balance under the amount and reads what may be sent again', async () => {
    let uplineReads = 0;
    captureTransfers(
      failure(402, { code: 'INSUFFICIENT_FUNDS', fields: { amountMinor: 'tooLarge' } }),
    );
    await open();
    await screen.findByTestId('upline-transferable');
    server.use(
      http.get('*/wps/member/transfer/upline', () => {
        uplineReads += 1;
        return uplineAnswer(uplineFor({ transferableMinor: 50_000 }));
      }),
    );
    await fill();
    await send();
    expect(
      await screen.findByText(/^The amount is more than you can send now/),
    ).toBeInTheDocument();
    expect(await amountField()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(uplineReads).toBeGreaterThanOrEqual(1));
    expect(screen.getByTestId('upline-transferable')).toHaveTextContent('₱500.00');
  });

  it('shows the busy state while the transfer is on its way', async () => {
    let release: () => void = () => undefined;
    captureTransfers();
    server.use(
      http.post('*/wps/member/transfer/upline', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ value: { amountMinor: 100_000, balanceMinor: 1 } });
      }),
    );
    await open();
    await fill();
    await send();
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    expect(await sendButton()).toBeEnabled();
  });

  it('says when there is no upline to send to', async () => {
    await open({ upline: { upline: null } });
    expect(await screen.findByTestId('no-upline')).toHaveTextContent(
      'You have no upline, so there is no one to send money to.',
    );
    expect(screen.queryByRole('textbox', { name: 'Amount (₱)' })).toBeNull();
  });

  it('asks for a withdrawal password first, with a link to the withdrawal page', async () => {
    await open({ summary: { paymentPasswordSet: false } });
    const hint = await screen.findByTestId('no-password');
    expect(hint).toHaveTextContent(/Set a withdrawal password first/);
    expect(
      within(hint).getByRole('link', { name: 'Set it on the withdrawal page' }),
    ).toHaveAttribute('href', '/member/withdraw');
    expect(screen.queryByRole('textbox', { name: 'Amount (₱)' })).toBeNull();
  });

  it('switches to the same hint when the platform says the password is not set', async () => {
    captureTransfers(failure(403, { code: 'PAYMENT_PASSWORD_NOT_SET' }));
    await open();
    await fill();
    await send();
    expect(await screen.findByTestId('no-password')).toBeInTheDocument();
  });

  it('asks a visitor to log in, and a trial account to register first', async () => {
    const { store, unmount } = await open({ session: null });
    expect(await screen.findByText('Log in to send money to your upline.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
    unmount();
    await open({ session: { token: sessionFor('trial001').token, isAgent: 4 } });
    expect(await screen.findByText('Please Register An Account First')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Amount (₱)' })).toBeNull();
  });

  it('offers a retry when the upline cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/wps/member/transfer/upline', () =>
        fail ? failure(500, { code: 'INTERNAL' })() : uplineAnswer(),
      ),
    );
    await renderInApp(<UplineTransfer />, {
      brand: demoBrands.royal!,
      session: member,
      path: '/member/transferUpline',
    });
    expect(await screen.findByText('Your upline could not be loaded.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('upline-name')).toBeInTheDocument();
  });
});
