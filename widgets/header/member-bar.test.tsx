import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { OverlayHost } from '../../engine/render/modal-host.tsx';
import { modalAtom } from '../../engine/state/modals.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { sessionFor } from '../../tests/support/account-handlers.ts';
import { brandWith, demoBrands } from '../../tests/support/brands.ts';
import { LocationProbe } from '../../tests/support/location-probe.tsx';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { Header } from './header.tsx';

const settings = { showThemeSwitch: true, showCustomerService: true };
const member = { token: sessionFor('juan123').token, isAgent: 0, account: 'juan123' };
const trial = { token: sessionFor('trial001').token, isAgent: 4, account: 'trial001' };

async function renderHeader(session = member) {
  const result = await renderInApp(
    <>
      <Header settings={settings} sectionKey="top" />
      <OverlayHost />
    </>,
    { brand: demoBrands.royal!, session },
  );
  await screen.findByRole('button', { name: /juan123|trial001/ });
  return result;
}

describe('Header when logged in', () => {
  it('shows "updating" until the balance arrives, then symbol and sum with separators', async () => {
    let release: () => void = () => undefined;
    server.use(
      http.get('*/wps/v2/wallets/balance', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ value: { sumBalance: 123456789, currency: 'PHP' } });
      }),
    );
    await renderHeader();
    expect(screen.getByTestId('balance')).toHaveTextContent('Updating...');
    release();
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('₱1,234,567.89'));
  });

  it('hides the balance as *** and refreshes it', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/v2/wallets/balance', () => {
        calls += 1;
        return HttpResponse.json({ value: { sumBalance: calls * 100, currency: 'PHP' } });
      }),
    );
    await renderHeader();
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('₱1.00'));
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent('₱2.00'));
    await userEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('balance')).toHaveTextContent('***');
    await userEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByTestId('balance')).toHaveTextContent('₱2.00');
  });

  it('shows the VIP label in the club colours and the member labels', async () => {
    await renderHeader();
    const vip = await screen.findByText('Gold');
    expect(vip).toHaveStyle({ backgroundImage: 'linear-gradient(135deg, #b45309, #f59e0b)' });
    expect(screen.getByText('VIP')).toHaveStyle({ color: '#ffffff' });
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('asks before logging out, then clears the session but keeps the merchant', async () => {
    const logout = vi.fn();
    server.use(
      http.delete('*/wps/session/logout', ({ request }) => {
        logout(request.headers.get('Authorization'));
        return HttpResponse.json({ value: { loggedOut: true } });
      }),
    );
    window.sessionStorage.setItem('merchant', 'ROYALWIN');
    window.sessionStorage.setItem('nickname', 'Juan');
    const { store } = await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: /juan123/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    const confirm = await screen.findByRole('dialog', { name: 'Log out?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(store.get(tokenAtom)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /juan123/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Log out' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Log out?' })).getByRole('button', {
        name: 'Log out',
      }),
    );
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull());
    expect(logout).toHaveBeenCalledWith(`Bearer ${member.token}`);
    expect(window.sessionStorage.getItem('merchant')).toBe('ROYALWIN');
    expect(window.sessionStorage.getItem('nickname')).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it("offers the member center's pages to members in the brand's order, not to trial accounts", async () => {
    await renderHeader();
    await userEvent.click(screen.getByRole('button', { name: /juan123/ }));
    const items = within(screen.getByRole('menu')).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent?.trim())).toEqual([
      'My account',
      'My wallet',
      'Deposit',
      'Withdraw',
      'Betting record',
      'Account record',
      'Profit and loss',
      'Change password',
      'Log out',
    ]);
  });

  it('offers the agent center to agents only, opening on its first page every agent sees', async () => {
    const route = { page: 'home', title: { EN: 'x' }, description: { EN: 'x' } };
    const brand = brandWith('royal', {
      agentCenter: { entries: ['dividend', 'myIncome', 'teamOverview'] },
      routes: { '/agent/dividend': route, '/agent/myIncome': route },
    });
    const agent = { token: sessionFor('maria_agent').token, isAgent: 41, account: 'maria_agent' };
    await renderInApp(
      <>
        <Header settings={settings} sectionKey="top" />
        <LocationProbe />
      </>,
      { brand, session: agent },
    );
    await userEvent.click(await screen.findByRole('button', { name: /maria_agent/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Agent center' }));
    // The dividend page waits for the agent's flag: the agent center opens on my income.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/agent/myIncome'),
    );

    cleanup();
    await renderInApp(<Header settings={settings} sectionKey="top" />, {
      brand,
      session: member,
    });
    await userEvent.click(await screen.findByRole('button', { name: /juan123/ }));
    expect(screen.queryByRole('menuitem', { name: 'Agent center' })).not.toBeInTheDocument();
  });

  it('warns a trial account instead of opening the change-password form', async () => {
    const { store } = await renderHeader(trial);
    expect(screen.getByText('Trial')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /trial001/ }));
    expect(screen.queryByRole('menuitem', { name: 'Deposit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Withdraw' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Change password' }));
    expect(
      await screen.findByRole('dialog', { name: 'Please Register An Account First' }),
    ).toBeInTheDocument();
    expect(store.get(modalAtom)).toBeNull();
  });

  it('signs out quietly when the platform no longer knows the session', async () => {
    server.use(
      http.get('*/wps/member/info', () =>
        HttpResponse.json({ error: { code: 'NOT_LOGGED_IN', message: 'x' } }, { status: 401 }),
      ),
    );
    const { store } = await renderInApp(<Header settings={settings} sectionKey="top" />, {
      brand: demoBrands.royal!,
      session: member,
    });
    await waitFor(() => expect(store.get(tokenAtom)).toBeNull());
  });
});

describe('the account menu by keyboard', () => {
  it('follows the menu button pattern and gives focus back to its button', async () => {
    await renderHeader();
    const button = screen.getByRole('button', { name: /juan123/ });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(items.at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(items.at(-1)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').at(-1)).toHaveFocus();
  });
});
