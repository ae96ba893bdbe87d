import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OverlayHost } from '../../engine/render/modal-host.tsx';
import { modalAtom } from '../../engine/state/modals.ts';
import { knownPasswordAtom, tokenAtom } from '../../engine/state/session.ts';
import { memberFor, openBody, sessionFor } from '../../tests/support/account-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { ChangePassword } from './change-password.tsx';

const session = { token: sessionFor('juan123').token, isAgent: 0 };

async function open(options: { forced?: boolean; known?: string } = {}) {
  const result = await renderInApp(
    <>
      <ChangePassword />
      <OverlayHost />
    </>,
    { brand: demoBrands.royal!, session },
  );
  result.store.set(modalAtom, {
    type: 'changePassword',
    ...(options.forced ? { data: { forced: true } } : {}),
  });
  if (options.known) result.store.set(knownPasswordAtom, options.known);
  await screen.findByRole('dialog', { name: 'Change password' });
  return result;
}

function capture() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/wps/member/password', async ({ request }) => {
      bodies.push(await openBody(request));
      return HttpResponse.json({
        value: sessionFor('juan123', { token: 'token-renewed-0123456789abcdef' }),
      });
    }),
  );
  return bodies;
}

describe('ChangePassword', () => {
  it('asks the old password when it is unknown, checks the confirmation, and renews the session', async () => {
    const bodies = capture();
    const { store } = await open();
    await userEvent.type(await screen.findByPlaceholderText('Old password *'), 'secret123');
    await userEvent.type(screen.getByPlaceholderText('New password *'), 'newpass123');
    await userEvent.type(screen.getByPlaceholderText('Confirm new password *'), 'newpass124');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Incorrect confirmation input')).toBeInTheDocument();
    await userEvent.clear(screen.getByPlaceholderText('Confirm new password *'));
    await userEvent.type(screen.getByPlaceholderText('Confirm new password *'), 'newpass123');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByRole('dialog', { name: 'Your password has been changed' }),
    ).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      oldPassword: 'secret123',
      newPassword: 'newpass123',
      confirmNewPassword: 'newpass123',
    });
    expect(store.get(tokenAtom)).toBe('token-renewed-0123456789abcdef');
  });

  it('does not ask the password just typed at a forced change, and sends it', async () => {
    const bodies = capture();
    await open({ forced: true, known: 'Welcome2025' });
    expect(screen.queryByPlaceholderText('Old password *')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.type(screen.getByPlaceholderText('New password *'), 'newpass123');
    await userEvent.type(screen.getByPlaceholderText('Confirm new password *'), 'newpass123');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ oldPassword: 'Welcome2025' });
  });

  it('does not ask for an old password the account never had', async () => {
    server.use(
      http.get('*/wps/member/info', () =>
        HttpResponse.json({ value: memberFor('m10000001', { passwordKnown: false }) }),
      ),
    );
    await open();
    await waitFor(() => expect(screen.queryByPlaceholderText('Old password *')).toBeNull());
  });

  it('shows a wrong old password under its field', async () => {
    server.use(
      http.post('*/wps/member/password', () =>
        HttpResponse.json({ error: { code: 'WRONG_PASSWORD', message: 'x' } }, { status: 400 }),
      ),
    );
    await open();
    await userEvent.type(await screen.findByPlaceholderText('Old password *'), 'nope12345');
    await userEvent.type(screen.getByPlaceholderText('New password *'), 'newpass123');
    await userEvent.type(screen.getByPlaceholderText('Confirm new password *'), 'newpass123');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findAllByText('The old password is incorrect')).toHaveLength(2);
  });

  it('logs out from a forced change instead of skipping it', async () => {
    const { store } = await open({ forced: true, known: 'Welcome2025' });
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull());
  });
});
