import { describe, expect, it, vi } from 'vitest';
import { initialLobbyState, lobbyReducer } from '../../engine/core/lobby.ts';
import { lobbyDispatchAtom, lobbyStateAtom } from '../../engine/state/games.ts';
import { createStore } from '../../engine/state/jotai.ts';
import { preparePage } from '../../engine/render/registry-context.tsx';
import { brandWith } from '../../tests/support/brands.ts';
import { routerStateAt } from '../../tests/support/router-state.ts';
import { gameLobby } from './index.ts';
import {
  lobbyArrival,
  lobbyPage,
  preparedFor,
  prepareLobby,
  vendorCode,
  pageTabSearch,
} from './lobby-page.ts';

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
  const neb = { kind: 'category' as const, path: '/rng', gameType: 'RNG' as const, vendor: 'NEB' };

  it('names the vendor tab in the URL of /rng only', () => {
    expect(pageTabSearch(neb, 'AUR')).toEqual({ page: 'AUR' });
    expect(pageTabSearch(neb, null)).toEqual({});
    const live = lobbyPage('category', '/live', { page: 'AUR' });
    expect(live.vendor).toBeNull();
    expect(pageTabSearch(live, 'AUR')).toBeNull();
    expect(pageTabSearch(lobbyPage('hot', '/hot', {}), 'AUR')).toBeNull();
    expect(
      pageTabSearch(lobbyPage('provider', '/providers', { vassalage: 'AUR' }), 'AUR'),
    ).toBeNull();
  });

  it('shows the arrival state at once, then stores that very state without a change to readers', () => {
    const store = createStore();
    const arrival = lobbyArrival(store, neb);
    const shown = store.get(arrival.shown);
    expect(shown).toMatchObject({ gameType: 'RNG', vassalage: 'NEB', gameClassify: 'ALL' });
    expect(store.get(lobbyStateAtom)).toBe(initialLobbyState);
    const changes = vi.fn();
    store.sub(arrival.shown, changes);
    arrival.settle();
    // The lobby reads `shown`: after hydration it has nothing to render again.
    expect(store.get(lobbyStateAtom)).toBe(shown);
    expect(changes).not.toHaveBeenCalled();
  });

  it('applies the arrival on top of an event that came before it settled', () => {
    const store = createStore();
    const arrival = lobbyArrival(store, neb);
    store.set(lobbyDispatchAtom, { type: 'search', gameName: 'dragon' });
    const before = store.get(lobbyStateAtom);
    arrival.settle();
    const after = store.get(lobbyStateAtom);
    expect(after).toEqual(
      lobbyReducer(before, { type: 'routeChanged', gameType: 'RNG', vassalage: 'NEB' }),
    );
    expect(store.get(arrival.shown)).toBe(after);
  });

  it('leaves a state prepared for the page as it is', () => {
    const store = createStore();
    store.set(lobbyDispatchAtom, { type: 'routeChanged', gameType: 'RNG', vassalage: 'NEB' });
    const prepared = store.get(lobbyStateAtom);
    const arrival = lobbyArrival(store, neb);
    arrival.settle();
    expect(store.get(lobbyStateAtom)).toBe(prepared);
    expect(store.get(arrival.shown)).toBe(prepared);
  });
});

describe('the lobby a page starts on', () => {
  it('reads the vendor from ?page= on /rng and from ?vassalage= on /providers only', () => {
    expect(lobbyPage('category', '/rng', { page: 'aur' })).toEqual({
      kind: 'category',
      path: '/rng',
      gameType: 'RNG',
      vendor: 'AUR',
    });
    expect(lobbyPage('category', '/live', { page: 'AUR' })).toMatchObject({
      gameType: 'LIVE',
      vendor: null,
    });
    expect(lobbyPage('provider', '/providers', { vassalage: 'NBR', page: 'AUR' })).toMatchObject({
      gameType: null,
      vendor: 'NBR',
    });
    expect(lobbyPage('hot', '/hot', { vassalage: 'NBR' })).toMatchObject({ vendor: null });
  });

  it('is opened in the store before the first render, and the page then shows it as it is', () => {
    const store = createStore();
    const location = { pathname: '/rng', search: { page: 'AUR' } };
    prepareLobby(store, { settings: { kind: 'category' }, location });
    const opened = store.get(lobbyStateAtom);
    expect(opened).toEqual(
      lobbyReducer(initialLobbyState, { type: 'routeChanged', gameType: 'RNG', vassalage: 'AUR' }),
    );
    const arrival = lobbyArrival(store, lobbyPage('category', location.pathname, location.search));
    expect(store.get(arrival.shown)).toBe(opened);
    arrival.settle();
    expect(store.get(lobbyStateAtom)).toBe(opened);
  });

  it('is opened by preparePage on a lobby route, and other pages are left as they are', async () => {
    const brand = brandWith('royal');
    const registry = { 'game-lobby': gameLobby };
    const lobby = createStore();
    await preparePage(registry, lobby, brand, routerStateAt('/rng', { page: 'NBR' }));
    expect(lobby.get(lobbyStateAtom)).toMatchObject({ gameType: 'RNG', vassalage: 'NBR' });
    const providers = createStore();
    await preparePage(
      registry,
      providers,
      brand,
      routerStateAt('/providers', { vassalage: 'AUR' }),
    );
    expect(providers.get(lobbyStateAtom)).toMatchObject({ gameType: null, vassalage: 'AUR' });
    const home = createStore();
    await preparePage(registry, home, brand, routerStateAt('/'));
    expect(home.get(lobbyStateAtom)).toBe(initialLobbyState);
  });
});
