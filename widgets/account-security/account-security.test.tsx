import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { WidgetRegistry } from '../../engine/render/widget.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import type { SecurityOverview } from '../../schemas/api/account-security.ts';
import type { Brand } from '../../schemas/brand.ts';
import { sessionFor } from '../../tests/support/account-handlers.ts';
import { brandWithoutRoutes, demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import {
  currentLogin,
  loginsFor,
  nothingSetSecurity,
  securityAnswer,
  securityFailure,
  securityFor,
} from '../../tests/support/security-handlers.ts';
import { AccountSecurity } from './account-security.tsx';

const member = { token: sessionFor('juan123').token, isAgent: 0 };

/** Opens the section with the platform answering `overview`. */
function open(
  overview: SecurityOverview = securityFor(),
  options: {
    brand?: Brand;
    session?: typeof member | null;
    registry?: WidgetRegistry;
    loginsShown?: number;
    language?: 'EN' | 'TY';
  } = {},
) {
  server.use(http.get('*/wps/member/security', () => securityAnswer(overview)));
  return renderInApp(
    <AccountSecurity settings={{ loginsShown: options.loginsShown ?? 10 }} sectionKey="account" />,
    {
      brand: options.brand ?? demoBrands.royal!,
      session: options.session === undefined ? member : options.session,
      path: '/member/securityCenter',
      ...(options.registry ? { registry: options.registry } : {}),
      ...(options.language ? { language: options.language } : {}),
    },
  );
}

const part = async (name: 'Profile' | 'Protection' | 'Latest logins') =>
  within(await screen.findByRole('region', { name }));

describe('AccountSecurity', () => {
  it('shows the profile with the masked contacts as the platform sends them', async () => {
    await open();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Account and security' }),
    ).toBeVisible();
    const profile = await part('Profile');
    expect(profile.getByTestId('security-account')).toHaveTextContent('juan123');
    expect(profile.getByTestId('security-nickname')).toHaveTextContent('Juan');
    expect(profile.getByTestId('security-real-name')).toHaveTextContent('Juan Dela Cruz');
    expect(profile.getByTestId('security-mobile')).toHaveTextContent('+63 ••• ••• 4567');
    expect(profile.getByTestId('security-email')).toHaveTextContent('j•••@example.com');
    // 16:30 UTC on 14 March is already the 15th in Manila, the brand's time zone.
    expect(profile.getByTestId('security-since')).toHaveTextContent('Mar 15, 2025');
    // Each changes on the profile page, each link described by what it changes.
    const changes = profile.getAllByRole('link', { name: 'Change' });
    expect(changes.map((link) => link.getAttribute('href'))).toEqual(
      Array(3).fill('/member/profile'),
    );
    expect(changes[0]).toHaveAccessibleDescription('Nickname');
    expect(changes[1]).toHaveAccessibleDescription('Mobile');
    expect(changes[2]).toHaveAccessibleDescription('E-mail');
    const protection = await part('Protection');
    expect(protection.getByTestId('security-payment-password')).toHaveTextContent('Set');
    expect(protection.getByRole('link', { name: 'Change it' })).toHaveAttribute(
      'href',
      '/member/withdraw',
    );
    expect(protection.getByTestId('security-payout-accounts')).toHaveTextContent('2 bound');
  });

  it('says what is not set yet and links to where to set it', async () => {
    await open(nothingSetSecurity());
    const profile = await part('Profile');
    expect(profile.getByTestId('security-real-name')).toHaveTextContent('Not set');
    expect(profile.getByRole('link', { name: 'Set it' })).toHaveAttribute(
      'href',
      '/member/profile',
    );
    expect(profile.getByTestId('security-mobile')).toHaveTextContent('Not bound');
    expect(profile.getByTestId('security-email')).toHaveTextContent('Not bound');
    const binds = profile.getAllByRole('link', { name: 'Bind' });
    expect(binds.map((link) => link.getAttribute('href'))).toEqual([
      '/member/profile',
      '/member/profile',
    ]);
    expect(binds[0]).toHaveAccessibleDescription('Mobile');
    const protection = await part('Protection');
    expect(protection.getByTestId('security-payment-password')).toHaveTextContent('Not set');
    expect(protection.getByRole('link', { name: 'Set it' })).toHaveAccessibleDescription(
      'Withdrawal password',
    );
    expect(protection.getByTestId('security-payout-accounts')).toHaveTextContent('0 bound');
    expect(protection.getByRole('link', { name: 'Manage' })).toHaveAttribute(
      'href',
      '/member/withdraw',
    );
  });

  it('sets the real name on the withdraw page when the brand has no profile page', async () => {
    await open(nothingSetSecurity(), {
      brand: brandWithoutRoutes('royal', ['/member/profile']),
    });
    const profile = await part('Profile');
    expect(profile.getByRole('link', { name: 'Set it on the withdrawal page' })).toHaveAttribute(
      'href',
      '/member/withdraw',
    );
    expect(profile.getAllByRole('link')).toHaveLength(1);
  });

  it('shows no links when the brand has neither the withdraw page nor the profile page', async () => {
    await open(nothingSetSecurity(), {
      brand: brandWithoutRoutes('royal', ['/member/withdraw', '/member/profile']),
    });
    const profile = await part('Profile');
    expect(profile.getByTestId('security-real-name')).toHaveTextContent('Not set');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('opens the change-password modal, and offers it only when the modal exists', async () => {
    const { store, unmount } = await open();
    const protection = await part('Protection');
    await userEvent.click(protection.getByRole('button', { name: 'Change password' }));
    expect(store.get(modalAtom)).toEqual({ type: 'changePassword' });
    unmount();
    await open(securityFor(), { registry: {} });
    await part('Protection');
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  });

  it('lists the logins with how each was opened, the current session marked', async () => {
    await open(
      securityFor({
        lastLogins: [
          currentLogin,
          { ...currentLogin, kind: 'sms', current: false, device: null, ip: null },
          { ...currentLogin, kind: 'remember', current: false },
          { ...currentLogin, kind: 'password', current: false },
          { ...currentLogin, kind: 'register', current: false },
        ],
      }),
    );
    const logins = await part('Latest logins');
    expect(
      logins.getByText('If you see a login you do not recognise, change your password.'),
    ).toBeVisible();
    const rows = within(logins.getByRole('table', { name: 'Latest logins' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Chrome 131 on Android 14 This device.*203\.177\.12\.34Password$/),
      expect.stringMatching(/Unknown deviceUnknownSMS code$/),
      expect.stringMatching(/Android 14203\.177\.12\.34Remembered device$/),
      expect.stringMatching(/Android 14203\.177\.12\.34Password change$/),
      expect.stringMatching(/Android 14203\.177\.12\.34Registration$/),
    ]);
    expect(logins.getAllByText('This device')).toHaveLength(1);
  });

  it('lists only as many logins as the section is set to show', async () => {
    await open(securityFor({ lastLogins: loginsFor(10) }), { loginsShown: 3 });
    const logins = await part('Latest logins');
    expect(logins.getAllByRole('row')).toHaveLength(4);
  });

  it('says it all in Tagalog', async () => {
    await open(nothingSetSecurity(), { language: 'TY' });
    expect(await screen.findByRole('button', { name: 'Palitan ang password' })).toBeVisible();
    expect(screen.queryByText('Not bound')).toBeNull();
    expect(screen.queryByText('Registration')).toBeNull();
  });

  it('offers a retry when the overview cannot be loaded', async () => {
    let fail = true;
    server.use(
      http.get('*/wps/member/security', () => (fail ? securityFailure() : securityAnswer())),
    );
    await renderInApp(<AccountSecurity settings={{ loginsShown: 10 }} sectionKey="account" />, {
      brand: demoBrands.royal!,
      session: member,
      path: '/member/securityCenter',
    });
    expect(await screen.findByText('Your account could not be loaded.')).toBeVisible();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeInTheDocument();
  });

  it('asks a visitor to log in, and a trial account to register first', async () => {
    const { unmount } = await open(securityFor(), { session: null });
    expect(await screen.findByText('Log in to see your account.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Profile' })).toBeNull();
    unmount();
    await open(securityFor(), { session: { token: sessionFor('trial001').token, isAgent: 4 } });
    expect(await screen.findByText('Please Register An Account First')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Profile' })).toBeNull();
  });
});
