import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { configureHttp } from '../engine/api/http.ts';
import { createStore } from '../engine/state/jotai.ts';
import { tokenAtom } from '../engine/state/session.ts';
import { permissionAtom, permissionCheckAtom } from '../engine/state/system.ts';
import type { Permission } from '../schemas/api/system.ts';
import { normalPermission } from '../tests/support/api-handlers.ts';
import { demoBrands } from '../tests/support/brands.ts';
import { server } from '../tests/support/msw-server.ts';
import { widgetRegistry } from '../widgets/registry.ts';
import { App } from './app.tsx';

function start(brand = demoBrands.royal!, rendered?: Permission) {
  const store = createStore();
  // A page the server rendered comes with its permission (app/main.tsx).
  if (rendered) store.set(permissionAtom, rendered);
  configureHttp({
    merchant: () => brand.merchantCode,
    token: () => store.get(tokenAtom),
    language: () => 'EN',
  });
  render(<App brand={brand} store={store} registry={widgetRegistry} />);
  return store;
}

const permissionIs = (value: object) =>
  server.use(
    http.get('*/wps/system/permission', () =>
      HttpResponse.json({ value: { ...normalPermission, ...value } }),
    ),
  );

describe('App start', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the loading overlay, then the frame and the home page when the status is normal', async () => {
    // The home page is large (game rows, hot games, winner board, each loaded lazily): the
    // first render and every role query over the whole document take a while in jsdom.
    const wait = { timeout: 5_000 };
    start();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByRole('banner', undefined, wait)).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Main menu' }, wait);
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Banners' }, wait)).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Jackpot' }, wait)).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo', undefined, wait)).toHaveTextContent('Royal Win');
    expect(document.documentElement.dataset.theme).toBe('dark');
  }, 20_000);

  it('shows the maintenance page while status is 1', async () => {
    permissionIs({
      status: 1,
      maintenance: true,
      maintenanceEnd: '2026-11-22T06:00:00Z',
      maintenanceMessage: 'Back soon',
    });
    start();
    expect(
      await screen.findByRole('heading', { name: 'System maintenance notice' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Back soon')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows the IP-restriction page while status is 2', async () => {
    permissionIs({
      status: 2,
      regionRestriction: true,
      location: { ip: '8.8.8.8', country: 'US' },
    });
    start();
    expect(
      await screen.findByRole('heading', { name: 'Access restricted for blocked IP or location' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('caller-ip')).toHaveTextContent('8.8.8.8');
  });

  it('takes a token from the URL query as the session and removes it from the address', async () => {
    window.history.replaceState(null, '', '/?token=abc123&ref=x');
    const store = start();
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(store.get(tokenAtom)).toBe('abc123');
    expect(window.sessionStorage.getItem('token')).toBe('abc123');
    expect(window.location.search).toBe('?ref=x');
  });

  it('does not take the token while the site is under maintenance', async () => {
    window.history.replaceState(null, '', '/?token=abc123');
    permissionIs({ status: 1, maintenance: true });
    const store = start();
    await screen.findByRole('heading', { name: 'System maintenance notice' });
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('says when the platform cannot be reached and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/system/permission', () => {
        calls += 1;
        // ky retries a failed GET once, so the first two attempts fail.
        return calls <= 2 ? HttpResponse.error() : HttpResponse.json({ value: normalPermission });
      }),
    );
    start();
    expect(
      await screen.findByText('Network link is abnormal, please try again'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('starts a page the server rendered with its permission, and asks again when told to check', async () => {
    window.history.replaceState(null, '', '/?token=abc123');
    let calls = 0;
    server.use(
      http.get('*/wps/system/permission', () => {
        calls += 1;
        return HttpResponse.json({ value: { ...normalPermission, status: 1, maintenance: true } });
      }),
    );
    const store = start(demoBrands.royal!, normalPermission as Permission);
    await screen.findByRole('navigation', { name: 'Main menu' });
    expect(calls).toBe(0);
    // The token in the address still becomes the session.
    expect(store.get(tokenAtom)).toBe('abc123');
    // A call refused for the system status bumps the check: the status is asked for again.
    act(() => store.set(permissionCheckAtom, (n) => n + 1));
    expect(
      await screen.findByRole('heading', { name: 'System maintenance notice' }),
    ).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('rejects a malformed platform answer instead of trusting it', async () => {
    server.use(
      http.get('*/wps/system/permission', () => HttpResponse.json({ value: { status: 'ok' } })),
    );
    start();
    expect(await screen.findByText('Unknown error')).toBeInTheDocument();
  });
});
