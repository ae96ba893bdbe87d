import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { brandWith } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { profileFailure, wrongCode } from '../../tests/support/profile-handlers.ts';
import { openProfile, part } from './profile-test-support.tsx';

/** Records the bodies `url` is posted, answering with `answer` (else the default handler's). */
function capture(url: string, answer?: () => Response | Promise<Response>) {
  const bodies: unknown[] = [];
  server.use(
    http.post(`*${url}`, async ({ request }) => {
      bodies.push(await request.clone().json());
      return answer?.();
    }),
  );
  return bodies;
}

/** Opens the binding form of the part named `name`. */
async function openForm(name: string, button: 'Bind' | 'Change' = 'Bind') {
  const region = await part(name);
  const toggle = region.getByRole('button', { name: button });
  await userEvent.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return region;
}

const unbound = { mobile: null, email: null };

describe('binding a phone number', () => {
  it('sends a code to the new number, binds it with the code and reads the profile again', async () => {
    const { state } = await openProfile(unbound);
    const sent = capture('/wps/verification/sms/bind');
    const bound = capture('/wps/member/info/mobile', () => {
      state.overview = { ...state.overview, mobile: '+********4567' };
      return HttpResponse.json({ value: { mobile: '+********4567' } });
    });
    const mobile = await openForm('Mobile number');
    await mobile.findByRole('combobox', { name: /Country dialing code: Philippines/ });
    await userEvent.type(mobile.getByRole('textbox', { name: 'Mobile number' }), '0917 123 4567');
    await userEvent.click(mobile.getByRole('button', { name: 'Send code' }));
    expect(
      await mobile.findByText('A code was sent to +********4567. It expires in 5 minutes.'),
    ).toBeVisible();
    expect(mobile.getByRole('button', { name: 'Code sent (300)' })).toBeDisabled();
    expect(sent).toEqual([{ countryDialingCode: '63', mobileNum: '0917 123 4567' }]);

    await userEvent.type(mobile.getByRole('textbox', { name: 'Verification code' }), '123456');
    const before = { ...state.calls };
    await userEvent.click(mobile.getByRole('button', { name: 'Confirm' }));
    expect(await mobile.findByText('Your mobile number is bound.')).toBeVisible();
    expect(bound).toEqual([
      { countryDialingCode: '63', mobileNum: '0917 123 4567', verificationCode: '123456' },
    ]);
    expect(await mobile.findByTestId('profile-mobile')).toHaveTextContent('+********4567');
    expect(mobile.queryByRole('textbox')).toBeNull();
    expect(mobile.getByRole('button', { name: 'Change' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await waitFor(() => expect(state.calls.memberInfo).toBe(before.memberInfo + 1));
  });

  it('says a wrong number and a missing code under their fields, sending nothing', async () => {
    await openProfile(unbound);
    const sent = capture('/wps/verification/sms/bind');
    const mobile = await openForm('Mobile number');
    await mobile.findByRole('combobox', { name: /Country dialing code/ });
    const number = mobile.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(number, '12345');
    await userEvent.click(mobile.getByRole('button', { name: 'Send code' }));
    expect(await mobile.findByText('Please enter a valid mobile number')).toBeVisible();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(mobile.getByRole('button', { name: 'Confirm' }));
    expect(await mobile.findByText('Input cannot be empty')).toBeVisible();
    expect(sent).toEqual([]);
    await userEvent.clear(number);
    await userEvent.type(number, '9171234567');
    expect(number).not.toHaveAttribute('aria-invalid');
  });

  it('shows a wrong code from the platform under the code, keeping the form', async () => {
    await openProfile(unbound);
    capture('/wps/member/info/mobile', wrongCode);
    const mobile = await openForm('Mobile number');
    await mobile.findByRole('combobox', { name: /Country dialing code/ });
    await userEvent.type(mobile.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    const code = mobile.getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(code, '000000');
    await userEvent.click(mobile.getByRole('button', { name: 'Confirm' }));
    expect(await mobile.findByText('Please enter a valid verification code')).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Your mobile number is bound.')).toBeNull();
  });

  it('shows a number taken by another account under the number', async () => {
    await openProfile();
    capture('/wps/verification/sms/bind', () =>
      profileFailure(400, { code: 'VALIDATION_FAILED', fields: { mobileNum: 'taken' } }),
    );
    const mobile = await openForm('Mobile number', 'Change');
    expect(mobile.getByRole('textbox', { name: 'New mobile number' })).toBeVisible();
    await mobile.findByRole('combobox', { name: /Country dialing code/ });
    await userEvent.type(mobile.getByRole('textbox', { name: 'New mobile number' }), '9171234567');
    await userEvent.click(mobile.getByRole('button', { name: 'Send code' }));
    expect(await mobile.findByText('This mobile number is already registered')).toBeVisible();
    expect(mobile.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('says when codes come too fast, above the buttons', async () => {
    await openProfile(unbound);
    capture('/wps/verification/sms/bind', () =>
      profileFailure(429, { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 60 }),
    );
    const mobile = await openForm('Mobile number');
    await mobile.findByRole('combobox', { name: /Country dialing code/ });
    await userEvent.type(mobile.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await userEvent.click(mobile.getByRole('button', { name: 'Send code' }));
    expect(await mobile.findByRole('alert')).toHaveTextContent(/Too many requests/);
  });

  it('holds the confirm button while it binds, and cancels back to the number', async () => {
    await openProfile(unbound);
    capture('/wps/member/info/mobile', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    });
    const mobile = await openForm('Mobile number');
    await mobile.findByRole('combobox', { name: /Country dialing code/ });
    await userEvent.type(mobile.getByRole('textbox', { name: 'Mobile number' }), '9171234567');
    await userEvent.type(mobile.getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(mobile.getByRole('button', { name: 'Confirm' }));
    expect(await mobile.findByRole('button', { name: 'Confirming…' })).toBeDisabled();
    await userEvent.click(mobile.getByRole('button', { name: 'Cancel' }));
    expect(mobile.queryByRole('textbox')).toBeNull();
    expect(mobile.getByRole('button', { name: 'Bind' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is not offered on a brand that sends no SMS codes', async () => {
    await openProfile(unbound, { brand: brandWith('royal', { flags: { mobileReg: false } }) });
    const mobile = await part('Mobile number');
    expect(mobile.getByTestId('profile-mobile')).toHaveTextContent('Not bound');
    expect(mobile.queryByRole('button')).toBeNull();
    expect(mobile.getByText(/cannot be bound here/)).toBeVisible();
  });
});

describe('binding an e-mail address', () => {
  it('e-mails a code to the new address and binds it with the code', async () => {
    const { state } = await openProfile(unbound);
    const sent = capture('/wps/verification/email/bind');
    const bound = capture('/wps/member/info/email', () => {
      state.overview = { ...state.overview, email: 'a***@example.com' };
      return HttpResponse.json({ value: { email: 'a***@example.com' } });
    });
    const email = await openForm('E-mail address');
    await userEvent.type(email.getByRole('textbox', { name: 'E-mail address' }), 'ana@example.com');
    await userEvent.click(email.getByRole('button', { name: 'Send code' }));
    expect(
      await email.findByText('A code was sent to a***@example.com. It expires in 5 minutes.'),
    ).toBeVisible();
    expect(sent).toEqual([{ email: 'ana@example.com' }]);
    await userEvent.type(email.getByRole('textbox', { name: 'Verification code' }), '654321');
    await userEvent.click(email.getByRole('button', { name: 'Confirm' }));
    expect(await email.findByText('Your e-mail address is bound.')).toBeVisible();
    expect(bound).toEqual([{ email: 'ana@example.com', verificationCode: '654321' }]);
    expect(await email.findByTestId('profile-email')).toHaveTextContent('a***@example.com');
  });

  it("checks the address by the brand's rule as it is typed, and the platform's answers", async () => {
    await openProfile();
    capture('/wps/member/info/email', () =>
      profileFailure(400, {
        code: 'CODE_EXPIRED',
        fields: { verificationCode: 'codeExpired' },
      }),
    );
    const email = await openForm('E-mail address', 'Change');
    const address = email.getByRole('textbox', { name: 'New e-mail address' });
    await userEvent.type(address, 'ana@localhost');
    await userEvent.click(email.getByRole('button', { name: 'Send code' }));
    expect(await email.findByText('Please enter a valid e-mail address')).toBeVisible();
    await userEvent.type(address, '.ph');
    expect(address).not.toHaveAttribute('aria-invalid');
    await userEvent.type(email.getByRole('textbox', { name: 'Verification code' }), '111111');
    await userEvent.click(email.getByRole('button', { name: 'Confirm' }));
    expect(await email.findByText('The code has expired, please send it again')).toBeVisible();
  });

  it('shows the address bound already under it', async () => {
    await openProfile();
    capture('/wps/verification/email/bind', () =>
      profileFailure(400, { code: 'VALIDATION_FAILED', fields: { email: 'unchanged' } }),
    );
    const email = await openForm('E-mail address', 'Change');
    await userEvent.type(
      email.getByRole('textbox', { name: 'New e-mail address' }),
      'juan@example.com',
    );
    await userEvent.click(email.getByRole('button', { name: 'Send code' }));
    expect(await email.findByText('This is already bound to your account')).toBeVisible();
  });
});
