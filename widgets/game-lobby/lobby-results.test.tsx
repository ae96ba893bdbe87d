import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { lobbyStateAtom } from '../../engine/state/games.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { catalog, grid, lobby, member, rngGames, royal, tiles } from './lobby-test-support.tsx';

describe('GameLobby name search', () => {
  it('searches trimmed names, 28 per page, appending pages with load more', async () => {
    const user = userEvent.setup();
    const { store } = await renderInApp(lobby(), { brand: royal, path: '/rng' });
    await grid();
    const found = rngGames.filter((g) => g.displayName.toLowerCase().includes('e'));
    expect(found.length).toBeGreaterThan(56);
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), '  e  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(store.get(lobbyStateAtom).gameName).toBe('e');
    const results = await grid('Search results for “e”');
    expect(tiles(results)).toHaveLength(28);
    expect(screen.getByText(`${found.length} games found`)).toBeInTheDocument();
    // No pager, no provider strip and no classify menu while searching.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Providers' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Game categories' })).toBeNull();

    const more = screen.getByRole('button', { name: 'Load more' });
    await user.click(more);
    await waitFor(() => expect(tiles(results)).toHaveLength(56));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(tiles(results)).toHaveLength(found.length));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says when nothing matches and clears the search', async () => {
    const user = userEvent.setup();
    const { store } = await renderInApp(lobby(), { brand: royal, path: '/rng' });
    await grid();
    await user.type(screen.getByRole('searchbox', { name: 'Search games' }), 'zzzz{Enter}');
    expect(await screen.findByText('No games found for “zzzz”.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear search' })[1]!);
    expect(store.get(lobbyStateAtom).gameName).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveValue('');
    await grid('Games, page 1 of 3');
  });

  it('a classify choice clears the search box', async () => {
    const user = userEvent.setup();
    await renderInApp(lobby(), { brand: royal, path: '/rng' });
    await grid();
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    await user.type(box, 'gold{Enter}');
    await grid(/^Search results/);
    await user.click(screen.getByRole('button', { name: 'All games' }));
    await waitFor(() => expect(box).toHaveValue(''));
  });
});

describe('GameLobby list switch', () => {
  it('shows the hot games of the category, and re-choosing returns to all games', async () => {
    const user = userEvent.setup();
    const { store } = await renderInApp(lobby(), { brand: royal, path: '/rng' });
    await grid();
    const hot = screen.getByRole('button', { name: 'Hot' });
    await user.click(hot);
    expect(hot).toHaveAttribute('aria-pressed', 'true');
    const list = await grid('Hot games');
    expect(tiles(list)).toHaveLength(rngGames.filter((g) => g.isHot === 1).length);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Game categories' })).toBeNull();
    await user.click(hot);
    expect(store.get(lobbyStateAtom).listType).toBe('game');
    expect(screen.getByRole('button', { name: 'All games' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('asks a visitor to log in before favourites or recent games', async () => {
    const user = userEvent.setup();
    const { store } = await renderInApp(lobby(), { brand: royal, path: '/rng' });
    await grid();
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
    expect(store.get(lobbyStateAtom).listType).toBe('game');
    store.set(modalAtom, null);
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
  });

  it('warns a trial account instead', async () => {
    const user = userEvent.setup();
    const { store } = await renderInApp(lobby(), {
      brand: royal,
      path: '/rng',
      session: { token: 'trial-token', isAgent: 4 },
    });
    await grid();
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(store.get(lobbyStateAtom).listType).toBe('game');
    expect(store.get(modalAtom)).toBeNull();
  });

  it("shows a member's favourites of the category, and drops one whose heart is taken away", async () => {
    const favourites = new Set(['AUR-1', 'NEB-2', 'VLV-1']);
    server.use(
      http.get('*/wps/game/favorites/ids', () => HttpResponse.json({ value: [...favourites] })),
      http.get('*/wps/game/favorites', ({ request }) => {
        const type = new URL(request.url).searchParams.get('gameType');
        const content = catalog.filter((g) => favourites.has(g.nodeId) && g.gameType === type);
        return HttpResponse.json({ value: { content, totalPages: 1 } });
      }),
      http.delete('*/wps/game/favorites', async ({ request }) => {
        const { nodeId } = (await request.json()) as { nodeId: string };
        favourites.delete(nodeId);
        return HttpResponse.json({ value: { nodeId, favorite: false, ids: [...favourites] } });
      }),
    );
    const user = userEvent.setup();
    await renderInApp(lobby(), { brand: royal, path: '/rng', session: member });
    await grid();
    await user.click(screen.getByRole('button', { name: 'Favourites' }));
    const list = await grid('Favourite games');
    await waitFor(() => expect(tiles(list)).toHaveLength(2));
    const first = within(list).getAllByRole('article')[0]!;
    const name = first.getAttribute('aria-label')!;
    await user.click(within(first).getByRole('button', { name: `Remove ${name} from favourites` }));
    await waitFor(() => expect(tiles(list)).toHaveLength(1));
  });

  it("shows a member's recent games of the category, fetched again each time", async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/relay/GCS_recentGame', () => {
        calls += 1;
        const list = catalog.filter((g) => ['AUR-3', 'VLV-2', 'CRW-1'].includes(g.nodeId));
        return HttpResponse.json({ value: { list, totalPages: 1 } });
      }),
    );
    const user = userEvent.setup();
    await renderInApp(lobby(), { brand: royal, path: '/rng', session: member });
    await grid();
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    // The live game is filtered out on the slots page.
    expect(tiles(await grid('Recent games'))).toHaveLength(2);
    expect(calls).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    await grid('Games, page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    await grid('Recent games');
    await waitFor(() => expect(calls).toBe(2));
  });

  it('says when there are no recent games', async () => {
    server.use(
      http.get('*/wps/relay/GCS_recentGame', () =>
        HttpResponse.json({ value: { list: [], totalPages: 0 } }),
      ),
    );
    const user = userEvent.setup();
    await renderInApp(lobby(), { brand: royal, path: '/rng', session: member });
    await grid();
    await user.click(screen.getByRole('button', { name: 'Recent' }));
    expect(await screen.findByText('No recent games yet.')).toBeInTheDocument();
  });
});
