import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { OverlayHost } from '../../engine/render/modal-host.tsx';
import { modalAtom } from '../../engine/state/modals.ts';
import { isAgentAtom, knownPasswordAtom, tokenAtom } from '../../engine/state/session.ts';
import {
  demoLogin,
  openBody,
  sessionFor,
  wrongSmsCodeAnswer,
} from '../../tests/support/account-handlers.ts';
import { brandWith, demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { holdVerification } from '../../tests/support/verification-gate.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { LoginModal } from './login-modal.tsx';

const settings = { rememberMe: true };

async function open(brand = demoBrands.royal!) {
  const result = await renderInApp(
    <>
      <LoginModal settings={settings} sectionKey="modal:login" />
      <OverlayHost />
    </>,
    { brand },
  );
  result.store.set(modalAtom, { type: 'login' });
  await screen.findByRole('dialog', { name: 'Log in' });
  return result;
}

function captureLogin() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/wps/session/login', async ({ request }) => {
      const body = await openBody(request);
      bodies.push(body);
      return bodies.length === 1
        ? HttpResponse.json(
            { error: { code: 'INVALID_CREDENTIALS', message: 'x', captcha: true } },
            { status: 401 },
          )
        : HttpResponse.json({ value: sessionFor(String(body.username)) });
    }),
  );
  return bodies;
}

describe('LoginModal', () => {
  afterEach(() => {
    document.cookie = 'rememberUsername=; Max-Age=0; Path=/';
    document.cookie = 'rememberPassword=; Max-Age=0; Path=/';
  });

  it('logs in with trimmed credentials sent encrypted, stores the session and closes', async () => {
    let raw = '';
    let body: Record<string, unknown> = {};
    server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        raw = await request.clone().text();
        body = await openBody(request);
        return HttpResponse.json({ value: sessionFor(demoLogin.username) });
      }),
    );
    const { store } = await open();
    await userEvent.type(screen.getByPlaceholderText('Username *'), `  ${demoLogin.username} `);
    await userEvent.type(screen.getByPlaceholderText('Password *'), `${demoLogin.password} `);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.get(tokenAtom)).toBe(sessionFor(demoLogin.username).token));
    expect(raw).not.toContain(demoLogin.password);
    expect(body).toEqual({
      type: 'username',
      username: demoLogin.username,
      password: demoLogin.password,
      remember: false,
      altcha: 'altcha-test-payload',
    });
    expect(window.sessionStorage.getItem('token')).toBe(sessionFor(demoLogin.username).token);
    expect(window.sessionStorage.getItem('account')).toBe(demoLogin.username);
    expect(store.get(modalAtom)).toBeNull();
  });

  it('asks for both fields before calling the platform', async () => {
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findAllByText('Input cannot be empty')).toHaveLength(2);
  });

  it('shows the error, and the captcha input only after a failed answer carrying the captcha flag', async () => {
    const bodies = captureLogin();
    await open();
    expect(screen.queryByPlaceholderText('Captcha *')).toBeNull();
    await userEvent.type(screen.getByPlaceholderText('Username *'), 'juan123');
    await userEvent.type(screen.getByPlaceholderText('Password *'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong account or password')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Captcha *')).toBeInTheDocument();
    expect(await screen.findByTestId('captcha-image')).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await userEvent.type(screen.getByPlaceholderText('Captcha *'), '4821');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ captcha: '4821' });
  });

  it('remembers only the username when ticked, asks the platform to remember the device, and forgets both when not', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        bodies.push(await openBody(request));
        return HttpResponse.json({ value: sessionFor(demoLogin.username) });
      }),
    );
    // A password cookie left by an older version is never used to prefill the form.
    document.cookie = `rememberPassword=${demoLogin.password}; Path=/`;
    const first = await open();
    expect(screen.getByPlaceholderText('Password *')).toHaveValue('');
    await userEvent.type(screen.getByPlaceholderText('Username *'), demoLogin.username);
    await userEvent.type(screen.getByPlaceholderText('Password *'), demoLogin.password);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(first.store.get(tokenAtom)).not.toBeNull());
    expect(bodies[0]).toMatchObject({ remember: true });
    expect(document.cookie).toContain(`rememberUsername=${demoLogin.username}`);
    document.cookie = 'rememberPassword=; Max-Age=0; Path=/';
    expect(document.cookie).not.toContain(demoLogin.password);
    first.unmount();

    const second = await open();
    expect(screen.getByPlaceholderText('Username *')).toHaveValue(demoLogin.username);
    expect(screen.getByPlaceholderText('Password *')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await userEvent.type(screen.getByPlaceholderText('Password *'), demoLogin.password);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(document.cookie).not.toContain('rememberUsername'));
    expect(bodies[1]).toMatchObject({ remember: false });
    second.unmount();
  });

  it('opens the forced change-password modal, keeping the typed password in memory only', async () => {
    server.use(
      http.post('*/wps/session/login', () =>
        HttpResponse.json({ value: sessionFor(demoLogin.username, { changePassword: true }) }),
      ),
    );
    const { store } = await open();
    await userEvent.type(screen.getByPlaceholderText('Username *'), demoLogin.username);
    await userEvent.type(screen.getByPlaceholderText('Password *'), 'Welcome2025');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(store.get(modalAtom)).toEqual({ type: 'changePassword', data: { forced: true } }),
    );
    expect(store.get(knownPasswordAtom)).toBe('Welcome2025');
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('Welcome2025');
  });

  it('logs in by SMS code when the brand allows it, with the countdown on the code button', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        body = await openBody(request);
        return HttpResponse.json({ value: sessionFor('m10000001') });
      }),
    );
    const { store } = await open();
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    await screen.findByRole('combobox', { name: /Country dialing code/ });
    await userEvent.type(screen.getByPlaceholderText('Mobile number *'), '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: 'Code sent (300)' })).toBeDisabled();
    await userEvent.type(screen.getByPlaceholderText('Verification code *'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.get(tokenAtom)).not.toBeNull());
    expect(body).toMatchObject({
      type: 'sms',
      mobileNum: '9171234567',
      verificationCode: '123456',
    });
    expect(typeof body.countryDialingCode).toBe('string');
  });

  it('asks for the captcha on the SMS tab once a failed login carries the flag, and sends it', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        bodies.push(await openBody(request));
        return bodies.length === 1
          ? HttpResponse.json(
              { error: { code: 'INVALID_CODE', message: 'x', captcha: true } },
              { status: 400 },
            )
          : HttpResponse.json({ value: sessionFor('m10000001') });
      }),
    );
    const { store } = await open();
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    await screen.findByRole('combobox', { name: /Country dialing code/ });
    await userEvent.type(screen.getByPlaceholderText('Mobile number *'), '9171234567');
    await userEvent.type(screen.getByPlaceholderText('Verification code *'), '000000');
    expect(screen.queryByPlaceholderText('Captcha *')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const field = await screen.findByPlaceholderText('Captcha *');
    // Required while shown, as on the username tab.
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Input cannot be empty')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    await userEvent.type(field, ' 1234 ');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(store.get(tokenAtom)).not.toBeNull());
    expect(bodies[1]).toMatchObject({ type: 'sms', captcha: '1234' });
    expect(bodies[0]).not.toHaveProperty('captcha');
  });

  it('offers no SMS tab when the brand turns SMS login off', async () => {
    await open(brandWith('royal', { flags: { MOBILEVERCODELOGIN3: false } }));
    expect(screen.queryByRole('tab', { name: 'SMS code' })).toBeNull();
  });

  it('starts a trial session with free play', async () => {
    const { store } = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Try for free' }));
    await waitFor(() => expect(store.get(isAgentAtom)).toBe(4));
  });

  it('warns with the server message when the SMS cannot be sent', async () => {
    server.use(
      http.post('*/wps/verification/sms/noLogin', () =>
        HttpResponse.json(
          { error: { code: 'TOO_MANY_REQUESTS', message: 'x', retryAfterSeconds: 300 } },
          { status: 429 },
        ),
      ),
    );
    await open();
    await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    await screen.findByRole('combobox', { name: /Country dialing code/ });
    await userEvent.type(screen.getByPlaceholderText('Mobile number *'), '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', {
      name: 'Too many requests, please try again after 5 minutes',
    });
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });
  describe('field errors on the SMS tab', () => {
    const waitText = 'Please wait for the verification to finish';

    async function smsTab() {
      await open();
      await userEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
      await screen.findByRole('combobox', { name: /Country dialing code/ });
      return {
        mobile: screen.getByPlaceholderText('Mobile number *'),
        code: screen.getByPlaceholderText('Verification code *'),
      };
    }

    it('shows the wait for the verification under the SMS code, and drops it when it is done', async () => {
      const release = holdVerification();
      const { mobile, code } = await smsTab();
      await userEvent.type(mobile, '9171234567');
      await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
      expect(code).toHaveAccessibleDescription(waitText);
      expect(code).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getAllByText(waitText)).toHaveLength(1);
      release();
      await waitFor(() => expect(code).not.toHaveAttribute('aria-invalid'));
      expect(screen.queryByText(waitText)).toBeNull();
    });

    it('clears the phone error as soon as the number is valid', async () => {
      const { mobile } = await smsTab();
      await userEvent.type(mobile, '917123');
      await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
      expect(mobile).toHaveAccessibleDescription('Please enter a valid mobile number');
      await userEvent.type(mobile, '4567');
      expect(mobile).not.toHaveAttribute('aria-invalid');
      expect(screen.queryByText('Please enter a valid mobile number')).toBeNull();
    });

    it('shows a wrong SMS code under the code field, not under the form, until it is retyped', async () => {
      server.use(http.post('*/wps/session/login', () => wrongSmsCodeAnswer()));
      const { mobile, code } = await smsTab();
      await userEvent.type(mobile, '9171234567');
      await userEvent.type(code, '000000');
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
      const error = await screen.findByText('Please enter a valid verification code');
      expect(code).toHaveAccessibleDescription('Please enter a valid verification code');
      expect(code.closest('[data-field="verificationCode"]')).toContainElement(error);
      expect(screen.queryByText('Invalid or missing verification code')).toBeNull();
      await userEvent.clear(code);
      await userEvent.type(code, '123456');
      expect(code).not.toHaveAttribute('aria-invalid');
    });
  });
});
