import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { openBody } from '../../tests/support/account-handlers.ts';
import { server } from '../../tests/support/msw-server.ts';
import {
  sampleHistory,
  withdrawalFor,
  withdrawalsAnswer,
} from '../../tests/support/withdrawal-handlers.ts';
import { failure, open } from './withdraw-test-support.tsx';

describe('WithdrawForm setting up and the history', () => {
  it('asks for the real name first, and sends it tidied', async () => {
    let sent: unknown;
    server.use(
      http.post('*/wps/member/info/realName', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ value: true });
      }),
    );
    await open({ summary: { realName: null, paymentPasswordSet: false, accounts: [] } });
    expect(
      await screen.findByText(/Payout accounts must be held in your real name/),
    ).toBeInTheDocument();
    expect(screen.getByText('Set your real name above to add a payout account.')).toBeVisible();
    const name = screen.getByRole('textbox', { name: 'Real name' });
    await userEvent.type(name, 'J4');
    await userEvent.click(screen.getByRole('button', { name: 'Save real name' }));
    expect(await screen.findByText('Real name format is incorrect')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, '  Juan   Dela Cruz ');
    expect(screen.queryByText('Real name format is incorrect')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save real name' }));
    await waitFor(() => expect(sent).toEqual({ payeeName: 'Juan Dela Cruz' }));
    expect(await screen.findByTestId('withdraw-notice')).toHaveTextContent(
      'Your real name is saved.',
    );
  });

  it('sets the withdrawal password by the brand rule, sealed', async () => {
    let sent: unknown;
    server.use(
      http.post('*/wps/member/password/payment', async ({ request }) => {
        sent = await openBody(request);
        return HttpResponse.json({ value: true });
      }),
    );
    await open({ summary: { paymentPasswordSet: false } });
    expect(await screen.findByText('Set your withdrawal password above first.')).toBeVisible();
    const password = screen.getByLabelText('Withdrawal password');
    const confirm = screen.getByLabelText('Confirm withdrawal password');
    await userEvent.type(password, '12ab56');
    await userEvent.click(screen.getByRole('button', { name: 'Set withdrawal password' }));
    expect(await screen.findByText('Please enter 6 digits')).toBeInTheDocument();
    await userEvent.clear(password);
    await userEvent.type(password, '135790');
    await userEvent.type(confirm, '135791');
    await userEvent.click(screen.getByRole('button', { name: 'Set withdrawal password' }));
    expect(await screen.findByText('Incorrect confirmation input')).toBeInTheDocument();
    await userEvent.clear(confirm);
    await userEvent.type(confirm, '135790');
    await userEvent.click(screen.getByRole('button', { name: 'Set withdrawal password' }));
    await waitFor(() =>
      expect(sent).toEqual({ newPassword: '135790', confirmNewPassword: '135790' }),
    );
    expect(await screen.findByTestId('withdraw-notice')).toHaveTextContent(
      'Your withdrawal password is set.',
    );
  });

  it('changes the withdrawal password with the old one, and says the attempts left when wrong', async () => {
    server.use(
      http.post(
        '*/wps/member/password/payment',
        failure(400, {
          code: 'WRONG_PAYMENT_PASSWORD',
          fields: { oldPassword: 'wrongPassword' },
          attemptsLeft: 4,
        }),
      ),
    );
    await open();
    await userEvent.click(await screen.findByText('Change withdrawal password'));
    expect(screen.getByText('Change withdrawal password').tagName).toBe('SUMMARY');
    await userEvent.type(screen.getByLabelText('Current withdrawal password'), '000000');
    await userEvent.type(screen.getByLabelText('New withdrawal password'), '246810');
    await userEvent.type(screen.getByLabelText('Confirm new withdrawal password'), '246810');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(
      await screen.findByText(
        'The withdrawal password is incorrect. 4 attempts left before it locks.',
      ),
    ).toBeInTheDocument();
  });

  it('adds an account with the number checked for its kind, held in the real name', async () => {
    let sent: unknown;
    server.use(
      http.post('*/wps/member/payout-accounts', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            error: { code: 'VALIDATION_FAILED', message: 'x', fields: { accountNumber: 'taken' } },
          },
          { status: 400 },
        );
      }),
    );
    await open({ summary: { accounts: [] } });
    expect(await screen.findByText('Add a payout account above first.')).toBeVisible();
    const number = screen.getByRole('textbox', { name: 'Mobile number of the e-wallet' });
    expect(screen.getByRole('textbox', { name: 'Account holder' })).toHaveValue('Juan Dela Cruz');
    expect(screen.getByRole('textbox', { name: 'Account holder' })).toHaveAttribute('readonly');
    await userEvent.type(number, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Please enter a valid mobile number')).toBeInTheDocument();
    // A bank account is digits, 6 to 20 of them: the message follows the provider.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), 'bdo');
    expect(screen.getByRole('textbox', { name: 'Account number' })).toHaveValue('12345');
    expect(screen.getByText('Please enter 6 to 20 digits')).toBeInTheDocument();
    expect(screen.queryByText('Please enter a valid mobile number')).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Account number' }), '6-789');
    expect(screen.queryByText('Please enter 6 to 20 digits')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add account' }));
    await waitFor(() =>
      expect(sent).toEqual({
        providerId: 'bdo',
        accountNumber: '123456-789',
        holderName: 'Juan Dela Cruz',
      }),
    );
    expect(await screen.findByText('This account is already added')).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
  });

  it('asks for the SMS code where the brand sends one, and holds the form at the maximum', async () => {
    const { unmount } = await open({ summary: { accounts: [], smsRequired: true } });
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeVisible();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    unmount();
    await open({ summary: { payoutAccountsMax: 1 } });
    expect(await screen.findByTestId('accounts-full')).toHaveTextContent(
      'You have the most payout accounts allowed (1). Remove one to add another.',
    );
    expect(screen.queryByRole('button', { name: 'Add account' })).toBeNull();
  });

  it('lists the withdrawals with their notes, cancels a pending one and confirms receipts', async () => {
    const posts: string[] = [];
    server.use(
      http.get('*/wps/transaction/withdraw/list', () => withdrawalsAnswer(sampleHistory)),
      http.post('*/wps/transaction/withdraw/:id/:action', async ({ params, request }) => {
        const body = request.headers.get('content-type') ? await request.json() : null;
        posts.push(`${String(params.action)} ${String(params.id)} ${JSON.stringify(body)}`);
        return HttpResponse.json({ value: withdrawalFor({ id: String(params.id) }) });
      }),
    );
    await open();
    const items = await screen.findAllByTestId('withdrawal');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual([
      'pending',
      'paid',
      'rejected',
      'cancelled',
      'expired',
    ]);
    // When, in the brand's time zone (Manila, 8 hours ahead of UTC).
    expect(items[0]).toHaveTextContent('GCash •••• 4567 · Nov 27, 2026, 4:00 PM');
    expect(items[1]).toHaveTextContent('Payout reference: GCash ref 5012 3344');
    expect(items[2]).toHaveTextContent('Reason: The holder name differs from the account');
    expect(
      screen.getByText('If not confirmed within 1440 minutes it counts as received'),
    ).toBeVisible();
    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(posts).toContain('cancel wdrPending000000000001 null'));
    expect(await screen.findByTestId('withdraw-notice')).toHaveTextContent(
      'The withdrawal of ₱1,000.00 is cancelled; the amount is back in your balance.',
    );
    const receipt = within(items[1]!).getByRole('group', {
      name: 'Did it arrive in your account?',
    });
    await userEvent.click(within(receipt).getByRole('button', { name: 'Not received' }));
    await waitFor(() =>
      expect(posts).toContain('receipt wdrPaidOpen00000000002 {"received":false}'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'All received' }));
    expect(await screen.findByTestId('withdraw-notice')).toHaveTextContent(
      '1 withdrawal confirmed as received.',
    );
    expect(within(items[2]!).queryByRole('button')).toBeNull();
  });
});
