import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OverlayHost } from '../../engine/render/modal-host.tsx';
import { modalAtom } from '../../engine/state/modals.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { openBody, sessionFor, wrongSmsCodeAnswer } from '../../tests/support/account-handlers.ts';
import { brandWith, demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { holdVerification } from '../../tests/support/verification-gate.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { ForgotPassword } from './forgot-password.tsx';

async function open(brand = demoBrands.royal!) {
  const result = await renderInApp(
    <>
      <ForgotPassword />
      <OverlayHost />
    </>,
    { brand },
  );
  await screen.findByRole('dialog', { name: 'Forgot password' });
  return result;
}

describe('ForgotPassword', () => {
  it('sends a temporary password by e-mail as a form post, then returns to log in', async () => {
    let form = '';
    let type = '';
    server.use(
      http.post('*/wps/member/password/email', async ({ request }) => {
        type = request.headers.get('Content-Type') ?? '';
        form = await request.text();
        return HttpResponse.json({ value: { sentTo: 'j***@example.com' } });
      }),
    );
    const { store } = await open();
    await userEvent.type(screen.getByPlaceholderText('Username *'), 'juan123');
    await userEvent.type(screen.getByPlaceholderText('E-mail *'), 'juan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a temporary password' }));
    const done = await screen.findByRole('dialog', { name: 'Check your e-mail' });
    expect(done).toHaveTextContent('j***@example.com');
    expect(type).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(form).get('email')).toBe('juan@example.com');
    expect(new URLSearchParams(form).get('altcha')).toBe('altcha-test-payload');
    expect(done).toHaveTextContent('your current password keeps working');
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(store.get(modalAtom)).toEqual({ type: 'login' }));
  });

  it('says when the username and e-mail do not match an account', async () => {
    server.use(
      http.post('*/wps/member/password/email', () =>
        HttpResponse.json({ error: { code: 'USER_NOT_FOUND', message: 'x' } }, { status: 404 }),
      ),
    );
    await open();
    await userEvent.type(screen.getByPlaceholderText('Username *'), 'juan123');
    await userEvent.type(screen.getByPlaceholderText('E-mail *'), 'juan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send a temporary password' }));
    expect(await screen.findByText('Username/Email does not exist')).toBeInTheDocument();
  });

  it('sets a new password by phone with the SMS code, and logs in again', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post('*/wps/member/password/verification', async ({ request }) => {
        body = await openBody(request);
        return HttpResponse.json({ value: sessionFor('m10000001') });
      }),
    );
    const { store } = await open();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await screen.findByRole('combobox', { name: /Country dialing code/ });
    await userEvent.type(screen.getByPlaceholderText('Mobile number *'), '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const counting = await screen.findByRole('button', { name: /Code sent \((59\d|600)\)/ });
    expect(counting).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('Verification code *'), '123456');
    await userEvent.type(screen.getByPlaceholderText('New password *'), 'newpass123');
    await userEvent.type(screen.getByPlaceholderText('Confirm new password *'), 'newpass123');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(
      await screen.findByRole('dialog', { name: 'Your password has been changed' }),
    ).toBeInTheDocument();
    expect(body).toMatchObject({
      newPassword: 'newpass123',
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
    });
    expect(store.get(tokenAtom)).toBe(sessionFor('m10000001').token);
  });

  it('offers e-mail only with CHNGPASSMAIL3 and phone only with CHNGPASSVERIF3', async () => {
    const { unmount } = await open(brandWith('royal', { flags: { CHNGPASSVERIF3: false } }));
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.getByPlaceholderText('E-mail *')).toBeInTheDocument();
    unmount();
    await open(brandWith('royal', { flags: { CHNGPASSMAIL3: false } }));
    expect(screen.queryByPlaceholderText('E-mail *')).toBeNull();
    expect(screen.getByPlaceholderText('Mobile number *')).toBeInTheDocument();
  });
  it('shows the wait for the verification under the SMS code, and drops it when it is done', async () => {
    const waitText = 'Please wait for the verification to finish';
    const release = holdVerification();
    await open();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await screen.findByRole('combobox', { name: /Country dialing code/ });
    await userEvent.type(screen.getByPlaceholderText('Mobile number *'), '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const code = screen.getByPlaceholderText('Verification code *');
    expect(code).toHaveAccessibleDescription(waitText);
    release();
    await waitFor(() => expect(code).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText(waitText)).toBeNull();
  });

  it('clears a field error once the field is valid; a new password can fix its confirmation', async () => {
    await open();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await screen.findByRole('combobox', { name: /Country dialing code/ });
    const mobile = screen.getByPlaceholderText('Mobile number *');
    await userEvent.type(mobile, '917123');
    await userEvent.type(screen.getByPlaceholderText('Verification code *'), '123456');
    await userEvent.type(screen.getByPlaceholderText('New password *'), 'newpass12');
    const confirmation = screen.getByPlaceholderText('Confirm new password *');
    await userEvent.type(confirmation, 'newpass123');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    expect(mobile).toHaveAccessibleDescription('Please enter a valid mobile number');
    expect(confirmation).toHaveAccessibleDescription('Incorrect confirmation input');
    await userEvent.type(mobile, '4567');
    expect(mobile).not.toHaveAttribute('aria-invalid');
    await userEvent.type(screen.getByPlaceholderText('New password *'), '3');
    expect(confirmation).not.toHaveAttribute('aria-invalid');
  });

  it('shows a wrong SMS code under the code field, not under the form', async () => {
    server.use(http.post('*/wps/member/password/verification', () => wrongSmsCodeAnswer()));
    await open();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await screen.findByRole('combobox', { name: /Country dialing code/ });
    await userEvent.type(screen.getByPlaceholderText('Mobile number *'), '9171234567');
    const code = screen.getByPlaceholderText('Verification code *');
    await userEvent.type(code, '000000');
    await userEvent.type(screen.getByPlaceholderText('New password *'), 'newpass123');
    await userEvent.type(screen.getByPlaceholderText('Confirm new password *'), 'newpass123');
    await userEvent.click(screen.getByRole('button', { name: 'Set the new password' }));
    await screen.findByText('Please enter a valid verification code');
    expect(code).toHaveAccessibleDescription('Please enter a valid verification code');
    expect(screen.queryByText('Invalid or missing verification code')).toBeNull();
  });
});
