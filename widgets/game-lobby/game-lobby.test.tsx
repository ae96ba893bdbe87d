import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { initialLobbyState } from '../../engine/core/lobby.ts';
import { launchedGameAtom, lobbyDispatchAtom, lobbyStateAtom } from '../../engine/state/games.ts';
import { useSetAtom } from '../../engine/state/jotai.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import type { Game } from '../../schemas/api/games.ts';
import { brandWith } from '../../tests/support/brands.ts';
import { storyCatalog } from '../../tests/support/game-handlers.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { GameLobby, preparedFor, vendorCode } from './game-lobby.tsx';
import type { GameLobbySettings } from './schema.ts';

/** The demo brand with the frame routes a launch navigates to. */
const royal = brandWith('royal', {
  routes: {
    '/game': { page: 'home', title: 'Game', description: 'Game' },
    '/seamless': { page: 'home', title: 'Game', description: 'Game' },
  },
});
const member = { token: 'member-token', isAgent: 0 };
const { games: catalog } = storyCatalog();
const rngGames = catalog.filter((g) => g.gameType === 'RNG');

function lobby(kind: GameLobbySettings['kind'] = 'category') {
  return <GameLobby settings={{ kind }} sectionKey="lobby" />;
}

/** The grid of games once it has loaded. */
async function grid(name: RegExp | string = /^Games, page/) {
  return screen.findByRole('list', { name });
}

function tiles(list: HTMLElement) {
  return within(list).getAllByRole('listitem');
}

const listResponse = (games: Game[], pageNo = 1, totalPages = 1) =>
  HttpResponse.json({ value: { games, pageNo, totalPages, total: games.length } });

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
    const { store } = await renderInApp(
      <>
        <Menu />
        {lobby()}
      </>,
      { brand, path: '/rng' },
    );
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

describe('GameLobby provider strip', () => {
  it('shows arrows when there are more than five providers', async () => {
    const { vendors } = storyCatalog();
    const many = Array.from({ length: 7 }, (_, i) => ({
      ...vendors[0]!,
      vassalage: `V${i}`,
      displayName: `Vendor ${i}`,
    }));
    server.use(
      http.get('*/wps/game/vendors', () =>
        HttpResponse.json({ value: { lanes: [{ gameCategory: 'RNG', vendors: many }] } }),
      ),
    );
    await renderInApp(lobby(), { brand: royal, path: '/rng' });
    const providers = await screen.findByRole('group', { name: 'Providers' });
    expect(within(providers).getAllByRole('button', { pressed: false })).toHaveLength(7);
    expect(within(providers).getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(within(providers).getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('offers a retry when the providers fail', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/game/vendors', () => {
        calls += 1;
        return HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 });
      }),
    );
    const user = userEvent.setup();
    await renderInApp(lobby(), { brand: royal, path: '/fish' });
    const alert = await screen.findByText('The providers could not be loaded.');
    await user.click(within(alert.parentElement!).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(2));
  });
});

describe('lobby page helpers', () => {
  it('reads vendor codes from the URL, refusing anything else', () => {
    expect(vendorCode('AUR')).toBe('AUR');
    expect(vendorCode(' ds88 ')).toBe('DS88');
    expect(vendorCode('TCG_LOTTO_VN')).toBe('TCG_LOTTO_VN');
    expect(vendorCode('1AB')).toBeNull();
    expect(vendorCode('A B')).toBeNull();
    expect(vendorCode('')).toBeNull();
    expect(vendorCode(undefined)).toBeNull();
    expect(vendorCode({ a: 1 })).toBeNull();
  });

  it('tells a state prepared for the page from a stale one', () => {
    const rng = { kind: 'category' as const, path: '/rng', gameType: 'RNG' as const, vendor: null };
    expect(preparedFor(initialLobbyState, rng)).toBe(false);
    expect(preparedFor({ ...initialLobbyState, gameType: 'RNG' }, rng)).toBe(true);
    expect(preparedFor({ ...initialLobbyState, gameType: 'RNG' }, { ...rng, vendor: 'AUR' })).toBe(
      false,
    );
    expect(
      preparedFor(
        { ...initialLobbyState, gameType: 'RNG', vassalage: 'AUR' },
        { ...rng, vendor: 'AUR' },
      ),
    ).toBe(true);
    const hot = { kind: 'hot' as const, path: '/hot', gameType: null, vendor: null };
    expect(preparedFor(initialLobbyState, hot)).toBe(false);
    expect(preparedFor({ ...initialLobbyState, listType: 'hot' }, hot)).toBe(true);
    const provider = { kind: 'provider' as const, path: '/providers', gameType: null, vendor: 'X' };
    expect(preparedFor({ ...initialLobbyState, vassalage: 'Y' }, provider)).toBe(false);
    expect(preparedFor({ ...initialLobbyState, vassalage: 'X' }, provider)).toBe(true);
  });
});
