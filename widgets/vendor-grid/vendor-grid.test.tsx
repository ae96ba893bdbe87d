import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dialogsAtom } from '../../engine/state/dialogs.ts';
import { launchedGameAtom, lobbyDispatchAtom } from '../../engine/state/games.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import { brandWith } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { VendorGrid } from './vendor-grid.tsx';

/** The demo brand with the frame routes a launch navigates to. */
const royal = brandWith('royal', {
  routes: {
    '/game': { page: 'home', title: 'Game', description: 'Game' },
    '/seamless': { page: 'home', title: 'Game', description: 'Game' },
  },
});
const member = { token: 'member-token', isAgent: 0 };

function grid() {
  return <VendorGrid settings={{}} sectionKey="vendors" />;
}

describe('VendorGrid', () => {
  it('shows one tile per vendor of the route type', async () => {
    await renderInApp(grid(), { brand: royal, path: '/esports' });
    expect(await screen.findByRole('heading', { level: 1, name: 'E-sports' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Providers' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Play AV E-sports', 'Play IA Arena']);
  });

  it("launches the vendor's game for a member", async () => {
    const requests: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('GCSGAME_gameList')) requests.push(new URL(request.url));
    });
    const user = userEvent.setup();
    const { store } = await renderInApp(grid(), {
      brand: royal,
      path: '/sports',
      session: member,
    });
    await user.click(await screen.findByRole('button', { name: 'Play Stadium Sports' }));
    await waitFor(() => expect(store.get(launchedGameAtom)?.nodeId).toBe('SBK-1'));
    server.events.removeAllListeners();
    expect(requests[0]?.searchParams.get('vassalage')).toBe('SBK');
    expect(requests[0]?.searchParams.get('gameType')).toBe('SPORTS');
    expect(requests[0]?.searchParams.get('pageSize')).toBe('1');
  });

  it('asks a visitor to log in first, without asking for the game', async () => {
    let asked = false;
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () => {
        asked = true;
        return HttpResponse.json({ value: { games: [], pageNo: 1, totalPages: 0, total: 0 } });
      }),
    );
    const user = userEvent.setup();
    const { store } = await renderInApp(grid(), { brand: royal, path: '/cockfight' });
    await user.click(await screen.findByRole('button', { name: 'Play DS88 Sabong' }));
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
    expect(asked).toBe(false);
  });

  it('highlights the vendor a see-more chose', async () => {
    const { store } = await renderInApp(grid(), { brand: royal, path: '/esports' });
    store.set(lobbyDispatchAtom, { type: 'routeChanged', gameType: 'SPORTS', vassalage: 'IA' });
    const chosen = await screen.findByRole('button', { name: 'Play IA Arena' });
    await waitFor(() => expect(chosen).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByRole('button', { name: 'Play AV E-sports' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('tells the player when the vendor has no game', async () => {
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () =>
        HttpResponse.json({ value: { games: [], pageNo: 1, totalPages: 0, total: 0 } }),
      ),
    );
    const user = userEvent.setup();
    const { store } = await renderInApp(grid(), {
      brand: royal,
      path: '/sports',
      session: member,
    });
    await user.click(await screen.findByRole('button', { name: 'Play Stadium Sports' }));
    await waitFor(() => expect(store.get(dialogsAtom)).toHaveLength(1));
    expect(store.get(dialogsAtom)[0]).toMatchObject({
      title: 'Stadium Sports',
      text: 'No games found',
    });
    expect(store.get(launchedGameAtom)).toBeNull();
  });

  it('shows loading, then an error with a retry', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/game/vendors', async () => {
        calls += 1;
        await delay(30);
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    await renderInApp(grid(), { brand: royal, path: '/sports' });
    expect(await screen.findByText('Loading providers')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The providers could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('says when the type has no vendors', async () => {
    server.use(http.get('*/wps/game/vendors', () => HttpResponse.json({ value: { lanes: [] } })));
    await renderInApp(grid(), { brand: royal, path: '/sports' });
    expect(await screen.findByText('No providers found')).toBeInTheDocument();
  });
});
