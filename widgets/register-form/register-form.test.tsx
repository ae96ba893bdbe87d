import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { OverlayHost } from '../../engine/render/modal-host.tsx';
import { tokenAtom } from '../../engine/state/session.ts';
import { openBody, sessionFor, wrongSmsCodeAnswer } from '../../tests/support/account-handlers.ts';
import { brandWith } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { RegisterForm } from './register-form.tsx';

/** Royal Win with the registration captcha switched on, to test it. */
const royal = brandWith('royal', {
  registration: { fields: { captcha: { enabled: true, required: true } } },
});

/** Renders /register and waits for its form (`first`: the username placeholder, in its language). */
async function renderPage(brand = royal, url = '/register', first = 'Username *') {
  window.history.replaceState(null, '', url);
  // Serve the field settings of the brand under test, as the platform would for its host.
  server.use(
    http.get('*/wps/system/setting/register', () =>
      HttpResponse.json({ value: { fields: brand.registration.fields } }),
    ),
  );
  const result = await renderInApp(
    <>
      <RegisterForm settings={{ showHomeLink: true }} sectionKey="form" />
      <OverlayHost />
    </>,
    { brand, path: '/register' },
  );
  await screen.findByPlaceholderText(first);
  return result;
}

function captureRegister(path = '*/wps/member/register') {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put(path, async ({ request }) => {
      const body = await openBody(request);
      bodies.push(body);
      return HttpResponse.json({
        value: sessionFor(String(body.username ?? 'm10000001'), { firstTimeLogin: true }),
      });
    }),
  );
  return bodies;
}

async function fillRoyal() {
  await userEvent.type(screen.getByPlaceholderText('Username *'), ' juan123 ');
  await userEvent.type(screen.getByPlaceholderText('Password *'), 'secret123');
  await userEvent.type(screen.getByPlaceholderText('Confirm password *'), 'secret123');
  await userEvent.type(screen.getByPlaceholderText('Real name *'), 'Juan Dela Cruz');
  await userEvent.type(screen.getByPlaceholderText('Captcha *'), '4821');
}

/** Switches the form to registration by mobile number, once its dialing code is shown. */
async function switchToMobile() {
  await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
  await screen.findByRole('combobox', { name: /Country dialing code: Philippines/ });
}

/** Fills the password, its confirmation, the real name and the captcha, agrees and sends. */
async function completeAndSend() {
  await userEvent.type(screen.getByPlaceholderText('Password *'), 'secret123');
  await userEvent.type(screen.getByPlaceholderText('Confirm password *'), 'secret123');
  await userEvent.type(screen.getByPlaceholderText('Real name *'), 'Juan Dela Cruz');
  await userEvent.type(screen.getByPlaceholderText('Captcha *'), '4821');
  await userEvent.click(screen.getByRole('checkbox'));
  await userEvent.click(screen.getByRole('button', { name: 'Register' }));
}

describe('RegisterForm', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("shows the brand's fields with a star on the required ones, per brand", async () => {
    const { unmount } = await renderPage();
    for (const placeholder of [
      'Username *',
      'Password *',
      'Confirm password *',
      'Real name *',
      'Mobile number',
      'Invitation code',
      'Captcha *',
    ]) {
      expect(screen.getByPlaceholderText(placeholder)).toBeInTheDocument();
    }
    expect(screen.queryByPlaceholderText(/E-mail/)).toBeNull();
    unmount();
    // Lucky PH speaks Tagalog first: its tabs and placeholders too.
    await renderPage(brandWith('lucky'), '/register', 'Pangalan ng user *');
    expect(screen.getByRole('tab', { name: 'Numero ng mobile' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Kontrasenya *')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Iyong e-mail')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText(/Code sa larawan/)).toBeNull();
    expect(screen.queryByPlaceholderText(/Tunay na pangalan/)).toBeNull();
  });

  it('needs the agreement: the button looks disabled until it is ticked', async () => {
    const bodies = captureRegister();
    await renderPage();
    const submit = screen.getByRole('button', { name: 'Register' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByText(/I am 18 years old and agree to accept the/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/help#term');
    await fillRoyal();
    await userEvent.click(submit);
    expect(await screen.findByText('Please agree to the terms')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox'));
    expect(submit).toHaveAttribute('aria-disabled', 'false');
  });

  it('checks every field with its rule and shows the message under it', async () => {
    await renderPage();
    await userEvent.type(screen.getByPlaceholderText('Username *'), '1abc');
    await userEvent.type(screen.getByPlaceholderText('Password *'), 'abc');
    await userEvent.type(screen.getByPlaceholderText('Confirm password *'), 'abd');
    await userEvent.type(screen.getByPlaceholderText('Real name *'), 'Juan 2');
    await userEvent.type(screen.getByPlaceholderText('Mobile number'), '12345');
    await userEvent.type(screen.getByPlaceholderText('Captcha *'), '12');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Start with a letter, then letters or digits, 6 - 16 characters'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Please fill in your password with 6 - 20 characters')).toHaveLength(
      2,
    );
    expect(screen.getByText('Please enter 7 - 15 digits')).toBeInTheDocument();
    expect(screen.getByText('Real name format is incorrect')).toBeInTheDocument();
    expect(screen.getByText('Please enter 4 digits')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Username *')).toHaveAttribute('aria-invalid', 'true');
  });

  it('registers with the encrypted, trimmed form plus referral code and domain, then welcomes the player', async () => {
    const bodies = captureRegister();
    const { store } = await renderPage(royal, '/register?referralCode=FRIEND7');
    await fillRoyal();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByRole('dialog', { name: 'Registered successfully' }),
    ).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      username: 'juan123',
      password: 'secret123',
      confirmPassword: 'secret123',
      payeeName: 'Juan Dela Cruz',
      captcha: '4821',
      referralCode: 'FRIEND7',
      domain: 'localhost',
      login: true,
      altcha: 'altcha-test-payload',
    });
    expect(store.get(tokenAtom)).toBe(sessionFor('juan123').token);
  });

  it('hides a valid affiliate code from the link and sends it', async () => {
    const bodies = captureRegister();
    await renderPage(royal, '/register?code=AGENT1');
    await waitFor(() => expect(screen.queryByPlaceholderText('Invitation code')).toBeNull());
    await fillRoyal();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('dialog', { name: 'Registered successfully' });
    expect(bodies[0]).toMatchObject({ affiliateCode: 'AGENT1' });
  });

  it('shows an invalid affiliate code and stops with a warning', async () => {
    const bodies = captureRegister();
    await renderPage(royal, '/register?code=NOPE');
    expect(await screen.findByPlaceholderText('Invitation code')).toHaveValue('NOPE');
    await fillRoyal();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const warning = await screen.findByRole('dialog', { name: 'Invalid invitation code' });
    await userEvent.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(bodies).toHaveLength(0);
  });

  it('shows the platform field errors under their fields', async () => {
    server.use(
      http.put('*/wps/member/register', () =>
        HttpResponse.json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'x',
              fields: { username: 'taken', password: 'length', mobileNo: 'taken' },
            },
          },
          { status: 400 },
        ),
      ),
    );
    await renderPage();
    await fillRoyal();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This username is already taken')).toBeInTheDocument();
    // The length message names the bounds of the brand's rule; mobileNo is the mobile field.
    expect(screen.getByPlaceholderText('Password *')).toHaveAccessibleDescription(
      'Please fill in your password with 6 - 20 characters',
    );
    expect(screen.getByPlaceholderText('Mobile number')).toHaveAccessibleDescription(
      'This mobile number is already registered',
    );
    expect(screen.getByText('Please check the highlighted fields')).toBeInTheDocument();
  });

  it('registers by mobile with the SMS code, then shows the account number before the success', async () => {
    const bodies = captureRegister('*/wps/member/register/mobile');
    await renderPage();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(screen.queryByPlaceholderText('Username *')).toBeNull();
    await screen.findByRole('combobox', { name: /Country dialing code: Philippines/ });
    await userEvent.type(screen.getByPlaceholderText('Mobile number *'), '9171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Code sent (300)' });
    await userEvent.type(screen.getByPlaceholderText('Verification code *'), '123456');
    await completeAndSend();
    const popup = await screen.findByRole('dialog', { name: 'Your account number' });
    expect(popup).toHaveTextContent('m10000001');
    await userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(
      await screen.findByRole('dialog', { name: 'Registered successfully' }),
    ).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      registerMethod: 'WEB',
      registerUrl: expect.stringContaining('/register'),
    });
  });

  it('clears the phone error once the number is valid, and keeps it while it is not', async () => {
    await renderPage();
    await switchToMobile();
    const mobile = screen.getByPlaceholderText('Mobile number *');
    await userEvent.type(mobile, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(mobile).toHaveAccessibleDescription('Please enter a valid mobile number');
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '917123');
    expect(mobile).toHaveAccessibleDescription('Please enter a valid mobile number');
    await userEvent.type(mobile, '4567');
    expect(mobile).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a valid mobile number')).toBeNull();
  });

  it('shows a wrong SMS code under the code field, not under the form, until it is retyped', async () => {
    server.use(http.put('*/wps/member/register/mobile', () => wrongSmsCodeAnswer()));
    await renderPage();
    await switchToMobile();
    await userEvent.type(screen.getByPlaceholderText('Mobile number *'), '9171234567');
    const code = screen.getByPlaceholderText('Verification code *');
    await userEvent.type(code, '000000');
    await completeAndSend();
    const error = await screen.findByText('Please enter a valid verification code');
    expect(code).toHaveAccessibleDescription('Please enter a valid verification code');
    expect(code.closest('[data-field="verificationCode"]')).toContainElement(error);
    expect(screen.queryByText('Invalid or missing verification code')).toBeNull();
    await userEvent.clear(code);
    await userEvent.type(code, '123456');
    expect(code).not.toHaveAttribute('aria-invalid');
  });

  it('clears the confirmation error when the password is changed to match it', async () => {
    await renderPage();
    await userEvent.type(screen.getByPlaceholderText('Password *'), 'secret12');
    const confirmation = screen.getByPlaceholderText('Confirm password *');
    await userEvent.type(confirmation, 'secret123');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(confirmation).toHaveAccessibleDescription('Incorrect confirmation input');
    await userEvent.type(screen.getByPlaceholderText('Password *'), '3');
    expect(confirmation).not.toHaveAttribute('aria-invalid');
  });

  it('offers only username registration when mobile registration is off', async () => {
    await renderPage(brandWith('royal', { flags: { MOBILENUMREG3: false } }));
    expect(screen.queryByPlaceholderText(/Captcha/)).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
