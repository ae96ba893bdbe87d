import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { launchedGameAtom, lobbyDispatchAtom, lobbyStateAtom } from '../../engine/state/games.ts';
import { useSetAtom } from '../../engine/state/jotai.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import type { Game } from '../../schemas/api/games.ts';
import { brandWith } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { catalog, grid, lobby, member, rngGames, royal, tiles } from './lobby-test-support.tsx';

const listResponse = (games: Game[], pageNo = 1, totalPages = 1) =>
  HttpResponse.json({ value: { games, pageNo, totalPages, total: games.length } });

/** The lobby with the test's controls above it (links and menus a page has around it). */
function renderLobbyBeside(controls: ReactNode, options: Parameters<typeof renderInApp>[1]) {
  return renderInApp(
    <>
      {controls}
      {lobby()}
    </>,
    options,
  );
}

describe('GameLobby on a category route', () => {
  it('shows the category title, its providers, the classify menu, 42 games and the pager', async () => {
    await renderInApp(lobby(), { brand: royal, path: '/rng' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    const list = await grid('Games, page 1 of 3');
    expect(tiles(list)).toHaveLength(42);

    const providers = screen.getByRole('group', { name: 'Providers' });
    const vendorButtons = within(providers).getAllByRole('button');
    expect(vendorButtons.map((b) => b.textContent)).toEqual([
      'Aurora Gaming',
      'Nebula Play',
      'Crown Reels',
    ]);
    for (const button of vendorButtons) expect(button).toHaveAttribute('aria-pressed', 'false');
    // Three providers fit: no arrows.
    expect(within(providers).queryByRole('button', { name: 'Next' })).toBeNull();

    const classify = screen.getByRole('group', { name: 'Game categories' });
    expect(
      within(classify)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'New', 'Slots', 'Jackpot', 'Table', 'Arcade']);
    expect(within(classify).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(within(pager).getAllByRole('button', { name: /^Page / })).toHaveLength(3);
  });

  it('pages through the list with the pager', async () => {
    const user = userEvent.setup();
    const { store } = await renderInApp(lobby(), { brand: royal, path: '/rng' });
    await grid('Games, page 1 of 3');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    const last = await grid('Games, page 3 of 3');
    expect(tiles(last)).toHaveLength(rngGames.length - 84);
    expect(store.get(lobbyStateAtom).pageNo).toBe(3);
    expect(screen.getByRole('region', { name: 'Games' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(tiles(await grid('Games, page 2 of 3'))).toHaveLength(42);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('filters by provider, toggling it off when chosen again', async () => {
    const user = userEvent.setup();
    const { store } = await renderInApp(lobby(), { brand: royal, path: '/rng' });
    await grid();
    const aurora = screen.getByRole('button', { name: 'Aurora Gaming' });
    await user.click(aurora);
    expect(aurora).toHaveAttribute('aria-pressed', 'true');
    const list = await grid('Games, page 1 of 2');
    expect(tiles(list).every((tile) => tile.textContent?.includes('Aurora Gaming'))).toBe(true);
    // Aurora's own classifies only.
    const classify = screen.getByRole('group', { name: 'Game categories' });
    expect(
      within(classify)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'New', 'Slots', 'Jackpot', 'Table']);
    await user.click(aurora);
    expect(aurora).toHaveAttribute('aria-pressed', 'false');
    expect(store.get(lobbyStateAtom).vassalage).toBeNull();
    await grid('Games, page 1 of 3');
  });

  it('hides the classify menu for a provider with one classify', async () => {
    const user = userEvent.setup();
    await renderInApp(lobby(), { brand: royal, path: '/rng' });
    await grid();
    await user.click(screen.getByRole('button', { name: 'Nebula Play' }));
    expect(tiles(await grid('Games, page 1 of 1'))).toHaveLength(20);
    expect(screen.queryByRole('group', { name: 'Game categories' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('filters by classify, and NEW asks for the new games', async () => {
    const user = userEvent.setup();
    await renderInApp(lobby(), { brand: royal, path: '/rng' });
    await grid();
    await user.click(screen.getByRole('button', { name: 'Jackpot' }));
    const jackpot = rngGames.filter((g) => g.gameClassify.includes('JACKPOT'));
    expect(tiles(await grid('Games, page 1 of 1'))).toHaveLength(jackpot.length);
    expect(screen.getByRole('button', { name: 'Jackpot' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'New' }));
    await waitFor(() =>
      expect(tiles(screen.getByRole('list', { name: /^Games, page/ }))).toHaveLength(
        rngGames.filter((g) => g.isNew === 1).length,
      ),
    );
  });

  it('has no classify menu on /pvp', async () => {
    await renderInApp(lobby(), { brand: royal, path: '/pvp' });
    expect(tiles(await grid())).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1, name: 'Card games' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Game categories' })).toBeNull();
  });

  it('opens the vendor tab of /rng?page=', async () => {
    const { store } = await renderInApp(lobby(), { brand: royal, path: '/rng?page=NEB' });
    expect(tiles(await grid('Games, page 1 of 1'))).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Nebula Play' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(store.get(lobbyStateAtom)).toMatchObject({ vassalage: 'NEB', gameType: 'RNG' });
  });

  it('names the chosen tab in the URL of /rng, keeping the focus and the other parameters; a link to another tab opens it', async () => {
    function Url() {
      const href = useRouterState({ select: (s) => s.location.href });
      const navigate = useNavigate();
      return (
        <>
          <output aria-label="URL">{href}</output>
          <button type="button" onClick={() => void navigate({ to: '/rng?page=CRW' })}>
            Crown link
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    const { store } = await renderLobbyBeside(<Url />, {
      brand: royal,
      path: '/rng?page=NEB&utm_source=sms',
    });
    await grid('Games, page 1 of 1');
    const url = screen.getByRole('status', { name: 'URL' });
    const aurora = screen.getByRole('button', { name: 'Aurora Gaming' });
    await user.click(aurora);
    await waitFor(() => expect(url).toHaveTextContent(/^\/rng\?page=AUR&utm_source=sms$/));
    expect(aurora).toHaveAttribute('aria-pressed', 'true');
    expect(aurora).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Jackpot' }));
    expect(store.get(lobbyStateAtom)).toMatchObject({ vassalage: 'AUR', gameClassify: 'JACKPOT' });
    // Chosen again: All, and the URL names no tab; the other parameters stay throughout.
    await user.click(aurora);
    await waitFor(() => expect(url).toHaveTextContent(/^\/rng\?utm_source=sms$/));
    expect(aurora).toHaveFocus();
    expect(store.get(lobbyStateAtom).vassalage).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Crown link' }));
    expect(tiles(await grid('Games, page 1 of 1'))).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Crown Reels' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(store.get(lobbyStateAtom)).toMatchObject({ vassalage: 'CRW', gameClassify: 'ALL' });
  });

  it('starts afresh when the state belongs to another route', async () => {
    const brand = brandWith('royal', {
      routes: {
        '/rng': { page: 'home', title: 'Slots', description: 'Slots' },
        '/live': { page: 'home', title: 'Live', description: 'Live' },
      },
    });
    function Menu() {
      const dispatch = useSetAtom(lobbyDispatchAtom);
      const navigate = useNavigate();
      return (
        <>
          <button
            type="button"
            onClick={() => {
              // What the side menu and see-more do: prepare the state, then navigate.
              dispatch({ type: 'routeChanged', gameType: 'RNG', vassalage: 'CRW' });
              void navigate({ to: '/rng' });
            }}
          >
            Crown via menu
          </button>
          <button type="button" onClick={() => void navigate({ to: '/live' })}>
            Live link
          </button>
        </>
      );
    }
    const user = userEvent.setup();
    const { store } = await renderLobbyBeside(<Menu />, { brand, path: '/rng' });
    await grid('Games, page 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Jackpot' }));
    await user.click(screen.getByRole('button', { name: 'Live link' }));
    await screen.findByRole('heading', { level: 1, name: 'Live casino' });
    // Classify back to ALL on a route change (spec §4).
    expect(store.get(lobbyStateAtom)).toMatchObject({ gameType: 'LIVE', gameClassify: 'ALL' });
    expect(tiles(await grid())).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'Crown via menu' }));
    await screen.findByRole('heading', { level: 1, name: 'Slots' });
    expect(tiles(await grid('Games, page 1 of 1'))).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Crown Reels' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(store.get(lobbyStateAtom).vassalage).toBe('CRW');
  });

  it('shows hearts and free-trial buttons; a visitor gets the login modal from a heart', async () => {
    const user = userEvent.setup();
    const { store } = await renderInApp(lobby(), { brand: royal, path: '/rng' });
    const list = await grid();
    const first = within(list).getAllByRole('article')[0]!;
    const name = first.getAttribute('aria-label')!;
    await user.click(within(first).getByRole('button', { name: `Add ${name} to favourites` }));
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
    expect(within(list).getAllByRole('button', { name: 'Free trial' }).length).toBeGreaterThan(0);
  });

  it('launches a game for a member', async () => {
    const user = userEvent.setup();
    const { store } = await renderInApp(lobby(), {
      brand: royal,
      path: '/rng',
      session: member,
    });
    const list = await grid();
    const first = within(list).getAllByRole('article')[0]!;
    const name = first.getAttribute('aria-label')!;
    await user.click(within(first).getByRole('button', { name: `Play ${name}` }));
    await waitFor(() => expect(store.get(launchedGameAtom)?.gameName).toBe(name));
  });

  it('says when the list fails and loads it again on request', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : listResponse(rngGames.slice(0, 5));
      }),
    );
    const user = userEvent.setup();
    await renderInApp(lobby(), { brand: royal, path: '/rng' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The games could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(tiles(await grid())).toHaveLength(5);
  });

  it('says when there are no games', async () => {
    server.use(http.get('*/wps/relay/GCSGAME_gameList', () => listResponse([], 1, 0)));
    await renderInApp(lobby(), { brand: royal, path: '/rng' });
    expect(await screen.findByText('No games found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });
});

describe('GameLobby special lists', () => {
  it('/hot lists the hot games of every type with the list switch on Hot', async () => {
    const { store } = await renderInApp(lobby('hot'), { brand: royal, path: '/hot' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hot games' })).toBeInTheDocument();
    const list = await grid('Hot games');
    expect(tiles(list)).toHaveLength(catalog.filter((g) => g.isHot === 1).length);
    expect(screen.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'true');
    expect(store.get(lobbyStateAtom)).toMatchObject({ listType: 'hot', gameClassify: 'HOT' });
    // No category, so no provider strip.
    expect(screen.queryByRole('group', { name: 'Providers' })).toBeNull();
  });

  it('/fav asks a visitor to log in', async () => {
    const user = userEvent.setup();
    const { store } = await renderInApp(lobby('fav'), { brand: royal, path: '/fav' });
    expect(await screen.findByText('Log in to see your favourite games.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
  });

  it('/fav shows the favourite slots of a member, or says there are none', async () => {
    server.use(
      http.get('*/wps/game/favorites/ids', () => HttpResponse.json({ value: [] })),
      http.get('*/wps/game/favorites', () =>
        HttpResponse.json({ value: { content: [], totalPages: 0 } }),
      ),
    );
    await renderInApp(lobby('fav'), { brand: royal, path: '/fav', session: member });
    expect(
      await screen.findByText('No favourite games yet. Tap the heart on a game to add it.'),
    ).toBeInTheDocument();
  });

  it('/providers?vassalage= lists the games of that provider, without the strip', async () => {
    await renderInApp(lobby('provider'), { brand: royal, path: '/providers?vassalage=AUR' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aurora Gaming' }),
    ).toBeInTheDocument();
    const list = await grid('Games, page 1 of 2');
    expect(tiles(list)).toHaveLength(42);
    expect(screen.queryByRole('group', { name: 'Providers' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Game categories' })).toBeNull();
    // No hearts on /providers (spec §2).
    expect(within(list).queryAllByRole('button', { name: /to favourites$/ })).toHaveLength(0);
  });

  it('/providers keeps its provider when the list switch changes', async () => {
    const user = userEvent.setup();
    await renderInApp(lobby('provider'), { brand: royal, path: '/providers?vassalage=NEB' });
    await grid('Games, page 1 of 1');
    await user.click(screen.getByRole('button', { name: 'Hot' }));
    const hot = await grid('Hot games');
    expect(tiles(hot).every((t) => t.textContent?.includes('Nebula Play'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Hot' }));
    expect(tiles(await grid('Games, page 1 of 1'))).toHaveLength(20);
  });

  it('/providers without a provider says so', async () => {
    await renderInApp(lobby('provider'), { brand: royal, path: '/providers' });
    expect(await screen.findByText('Choose a provider to see its games.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/');
  });
});
