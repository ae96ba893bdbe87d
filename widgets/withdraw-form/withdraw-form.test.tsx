import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { modalAtom } from '../../engine/state/modals.ts';
import { sessionFor } from '../../tests/support/account-handlers.ts';
import { server } from '../../tests/support/msw-server.ts';
import {
  sampleAccountId,
  summaryAnswer,
  summaryFor,
  withdrawalFor,
  withdrawalsAnswer,
} from '../../tests/support/withdrawal-handlers.ts';
import {
  amountField,
  captureRequests,
  failure,
  fillRequest,
  open,
  passwordField,
  renderPage,
  send,
} from './withdraw-test-support.tsx';

describe('WithdrawForm', () => {
  it('shows what the member has and may withdraw, with the turnover held back', async () => {
    await open({
      summary: {
        balanceMinor: 600_000,
        turnoverOutstandingMinor: 100_000,
        withdrawableMinor: 500_000,
      },
    });
    expect(await screen.findByTestId('withdraw-balance')).toHaveTextContent('₱6,000.00');
    expect(screen.getByTestId('withdraw-turnover')).toHaveTextContent('₱1,000.00');
    expect(screen.getByTestId('withdraw-withdrawable')).toHaveTextContent('₱5,000.00');
    expect(screen.getByTestId('withdraw-left')).toHaveTextContent('2 of 3');
    expect(screen.getByText('From ₱100.00 to ₱50,000.00, at most ₱5,000.00 now')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'GCash •••• 4567' })).toBeChecked();
  });

  it('checks the amount as it is typed against the limits and what is withdrawable', async () => {
    const bodies = captureRequests();
    await open();
    await send();
    expect(await screen.findAllByText('Input cannot be empty')).toHaveLength(2);
    const amount = await amountField();
    await userEvent.type(amount, '50');
    // Too small is only said once the member leaves the field: more digits may follow.
    expect(screen.queryByText('The amount is below the minimum')).toBeNull();
    await userEvent.tab();
    expect(screen.getByText('The amount is below the minimum')).toBeInTheDocument();
    await userEvent.type(amount, '00.01');
    expect(
      screen.getByText('The amount is more than you can withdraw now (₱5,000.00)'),
    ).toBeInTheDocument();
    await userEvent.clear(amount);
    await userEvent.type(amount, '50001');
    expect(screen.getByText('The amount is above the maximum')).toBeInTheDocument();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.345');
    expect(screen.getByText('This value is not valid')).toBeInTheDocument();
    // Fixed, the message goes at once.
    await userEvent.clear(amount);
    await userEvent.type(amount, '4999.99');
    expect(screen.queryByText('This value is not valid')).toBeNull();
    expect(amount).not.toHaveAttribute('aria-invalid');
    expect(bodies).toEqual([]);
  });

  it('sends the account, the amount in minor units, the sealed password and a request id; then reads everything again', async () => {
    const bodies = captureRequests();
    let summaryReads = 0;
    let listReads = 0;
    let balanceReads = 0;
    server.use(
      http.get('*/wps/transaction/withdraw/list', () => {
        listReads += 1;
        return withdrawalsAnswer(listReads > 1 ? [withdrawalFor()] : []);
      }),
      http.get('*/wps/v2/wallets/balance', () => {
        balanceReads += 1;
        return HttpResponse.json({ value: { sumBalance: 400_000, currency: 'PHP' } });
      }),
    );
    await open();
    server.use(
      http.get('*/wps/transaction/withdraw/summary', () => {
        summaryReads += 1;
        return summaryAnswer(
          bodies.length > 0
            ? summaryFor({ usedToday: 2, withdrawableMinor: 400_000 })
            : summaryFor(),
        );
      }),
    );
    expect(await screen.findByTestId('withdraw-left')).toHaveTextContent('2 of 3');
    await fillRequest();
    await send();
    const notice = screen.getByTestId('withdraw-notice');
    expect(notice).toHaveAttribute('role', 'status');
    await waitFor(() =>
      expect(notice).toHaveTextContent(
        'Your withdrawal of ₱1,000.00 is requested and waiting for the payout.',
      ),
    );
    expect(bodies).toEqual([
      {
        payoutAccountId: sampleAccountId,
        amountMinor: 100_000,
        paymentPassword: '135790',
        requestId: expect.stringMatching(/^\w{32}$/),
      },
    ]);
    expect(screen.getByTestId('requested')).toHaveTextContent(
      '₱1,000.00 to GCash •••• 4567: Pending',
    );
    await waitFor(() => expect(screen.getByTestId('withdraw-left')).toHaveTextContent('1 of 3'));
    expect(summaryReads).toBeGreaterThanOrEqual(1);
    expect(balanceReads).toBeGreaterThanOrEqual(1);
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    // The form is empty for the next one.
    expect(await amountField()).toHaveValue('');
    expect(passwordField()).toHaveValue('');
  });

  it('sends the same request id when the same withdrawal is tried again, a new one for another', async () => {
    const bodies = captureRequests(() => HttpResponse.error());
    // Sent, and done with (ky's own retry included): the button is back.
    const sendAndSettle = async () => {
      await send();
      await screen.findByRole('button', { name: 'Withdraw' }, { timeout: 5_000 });
    };
    await open();
    await fillRequest('300');
    await sendAndSettle();
    expect(screen.getByText('Network link is abnormal, please try again')).toBeVisible();
    await sendAndSettle();
    expect(bodies.length).toBeGreaterThanOrEqual(2);
    const ids = new Set(bodies.map((body) => body.requestId));
    expect(ids.size).toBe(1);
    await userEvent.type(await amountField(), '0');
    const before = bodies.length;
    await sendAndSettle();
    expect(bodies.length).toBeGreaterThan(before);
    expect(bodies.slice(before).every((body) => !ids.has(body.requestId))).toBe(true);
  });

  it("puts the platform's field errors under their fields", async () => {
    captureRequests(
      failure(400, {
        code: 'VALIDATION_FAILED',
        fields: { amountMinor: 'tooSmall', payoutAccountId: 'invalid' },
      }),
    );
    await open();
    await fillRequest();
    await send();
    expect(await screen.findByText('The amount is below the minimum')).toBeInTheDocument();
    expect(await amountField()).toHaveAttribute('aria-invalid', 'true');
    const accounts = screen.getByRole('group', { name: 'Pay out to' });
    expect(accounts).toHaveAccessibleDescription(
      'This account cannot be used for withdrawals any more. Choose another.',
    );
    expect(screen.getByText('Please check the highlighted fields')).toBeInTheDocument();
  });

  it('says how many attempts are left after a wrong withdrawal password', async () => {
    captureRequests(
      failure(400, {
        code: 'WRONG_PAYMENT_PASSWORD',
        fields: { paymentPassword: 'wrongPassword' },
        attemptsLeft: 3,
      }),
    );
    await open();
    await fillRequest();
    await send();
    expect(
      await screen.findByText(
        'The withdrawal password is incorrect. 3 attempts left before it locks.',
      ),
    ).toBeInTheDocument();
    expect(passwordField()).toHaveAttribute('aria-invalid', 'true');
    // The field says it all: nothing more above the button.
    expect(screen.queryByText('Please check the highlighted fields')).toBeNull();
    await userEvent.type(passwordField(), '1');
    expect(screen.queryByText(/attempts left/)).toBeNull();
  });

  it('shows when a locked password unlocks, from the answer or the summary, and holds the button', async () => {
    captureRequests(failure(429, { code: 'PAYMENT_PASSWORD_LOCKED', retryAfterSeconds: 900 }));
    const { unmount } = await open();
    await fillRequest();
    await send();
    expect(
      await screen.findByText(
        /^Too many wrong withdrawal passwords\. You can try again after .+\.$/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    unmount();
    await open({
      summary: { paymentPasswordLockedUntil: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(
      await screen.findByText(/^Too many wrong withdrawal passwords\. You can try again after/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('says when the day is used up, or the amount is more than the balance allows', async () => {
    captureRequests(failure(409, { code: 'WITHDRAWAL_COUNT_REACHED' }));
    const { unmount } = await open();
    await fillRequest();
    await send();
    expect(
      await screen.findByText('You have reached the number of withdrawals for today'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    unmount();
    captureRequests(
      failure(402, { code: 'INSUFFICIENT_FUNDS', fields: { amountMinor: 'tooLarge' } }),
    );
    await open();
    await fillRequest();
    await send();
    expect(
      await screen.findByText('The amount is more than you can withdraw now (₱5,000.00)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Insufficient balance')).toBeInTheDocument();
  });

  it('asks a visitor to log in, and a trial account to register first', async () => {
    const { store, unmount } = await open({ session: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
    expect(screen.getByText('Log in to make a withdrawal.')).toBeInTheDocument();
    unmount();
    await open({ session: { token: sessionFor('trial001').token, isAgent: 4 } });
    expect(await screen.findByText('Please Register An Account First')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Amount (₱)' })).toBeNull();
  });

  it('offers a retry when the summary cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/wps/transaction/withdraw/summary', () =>
        fail
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })
          : summaryAnswer(),
      ),
    );
    await renderPage();
    expect(await screen.findByText('Your withdrawal details could not be loaded.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('withdraw-withdrawable')).toHaveTextContent('₱5,000.00');
  });
});
