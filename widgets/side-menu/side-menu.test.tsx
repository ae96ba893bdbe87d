import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lobbyDispatchAtom, lobbyStateAtom } from '../../engine/state/games.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import { brandWith, demoBrands } from '../../tests/support/brands.ts';
import { LocationProbe } from '../../tests/support/location-probe.tsx';
import { renderInApp } from '../../tests/support/render.tsx';
import { SideMenu } from './side-menu.tsx';

const route = { page: 'home', title: { EN: 'x' }, description: { EN: 'x' } };
/** A brand whose menu has the game entries (spec §2 order: home, hot, favourites, types). */
const gameBrand = brandWith('royal', {
  menu: { order: ['home', 'hot', 'fav', 'rng', 'sports', 'inhouse', 'download', 'language'] },
  routes: Object.fromEntries(
    ['/hot', '/fav', '/rng', '/sports', '/inhouse'].map((p) => [p, route]),
  ),
});
const member = { token: 'token-juan123-0123456789abcdef', isAgent: 0, account: 'juan123' };

const gameMenu = (
  <>
    <SideMenu settings={{ languagesOpen: false }} sectionKey="left" />
    <LocationProbe />
  </>
);

const entryNames = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => item.textContent ?? '');
};

describe('SideMenu', () => {
  it("lists the brand's entries in the brand's order", async () => {
    await renderInApp(<SideMenu settings={{ languagesOpen: false }} sectionKey="left" />, {
      brand: demoBrands.royal!,
    });
    expect(await entryNames()).toEqual([
      'Home',
      'Hot games',
      'Favourites',
      'Live casino',
      'Slots',
      'Card games',
      'Fishing',
      'Sports',
      'E-sports',
      'In-house games',
      'Cockfight',
      'Lottery center',
      'Vietnamese lottery',
      'App download',
      'Invite and earn',
      'English',
    ]);
    expect(screen.getByRole('link', { name: 'App download' })).toHaveAttribute('href', '/down');
    expect(screen.getByRole('link', { name: 'Invite and earn' })).toHaveAttribute(
      'href',
      'https://royalwin.example/affiliates',
    );
  });

  it('hides "Invite and earn" when the referral promo is off (lucky) and keeps that brand order', async () => {
    await renderInApp(<SideMenu settings={{ languagesOpen: false }} sectionKey="left" />, {
      brand: demoBrands.lucky!,
      language: 'EN',
    });
    expect(await entryNames()).toEqual([
      'App download',
      'Home',
      'Hot games',
      'Favourites',
      'Slots',
      'Live casino',
      'Fishing',
      'Card games',
      'Cockfight',
      'Sports',
      'E-sports',
      'In-house games',
      'Lottery center',
      'Vietnamese lottery',
      'English',
    ]);
  });

  it('marks the current route', async () => {
    await renderInApp(<SideMenu settings={{ languagesOpen: false }} sectionKey="left" />, {
      brand: demoBrands.royal!,
      path: '/down',
    });
    expect(await screen.findByRole('link', { name: 'App download' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('switches language: translated labels, <html lang>, and localStorage lang and hisLang', async () => {
    await renderInApp(<SideMenu settings={{ languagesOpen: false }} sectionKey="left" />, {
      brand: demoBrands.royal!,
    });
    await userEvent.click(await screen.findByRole('button', { name: /Language: English/ }));
    const list = screen.getByRole('list', { name: 'Choose a language' });
    // Flags are decorative (alt=""), next to the language's own name.
    expect([...list.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/flags/gb.svg',
      '/flags/ph.svg',
    ]);
    await userEvent.click(within(list).getByRole('button', { name: 'Tagalog' }));
    expect(await screen.findByRole('button', { name: /Wika: Tagalog/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'I-download ang app' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('tl');
    expect(window.localStorage.getItem('lang')).toBe('TY');
    expect(window.localStorage.getItem('hisLang')).toBe('EN');
  });

  it('renders right to left for Arabic', async () => {
    const brand = brandWith('royal', { languages: { supported: ['EN', 'AR'] } });
    await renderInApp(<SideMenu settings={{ languagesOpen: true }} sectionKey="left" />, { brand });
    await userEvent.click(await screen.findByRole('button', { name: 'العربية' }));
    await screen.findByRole('button', { name: /العربية/, pressed: true });
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
  });

  it('keeps accessible names in mini mode while showing icons only', async () => {
    await renderInApp(<SideMenu settings={{ languagesOpen: false }} sectionKey="left" />, {
      brand: demoBrands.royal!,
      menuMini: true,
    });
    const home = await screen.findByRole('link', { name: 'Home' });
    expect(home).toHaveAttribute('title', 'Home');
    expect(within(home).getByText('Home')).toHaveClass('visually-hidden');
  });

  it('lists one expandable entry per game category, with All and its vendors', async () => {
    await renderInApp(gameMenu, { brand: gameBrand, path: '/' });
    expect(await entryNames()).toEqual([
      'Home',
      'Hot games',
      'Favourites',
      'Slots',
      'Sports',
      'In-house games',
      'App download',
      'English',
    ]);
    const slots = screen.getByRole('button', { name: 'Slots' });
    expect(slots).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(slots);
    expect(slots).toHaveAttribute('aria-expanded', 'true');
    const children = screen.getByRole('list', { name: 'Slots' });
    await within(children).findByRole('link', { name: 'Nebula Play' });
    expect(
      within(children)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'Aurora Gaming', 'Nebula Play', 'Crown Reels']);
    // The vendor tab is in the address, so a new tab or a shared link opens it (spec §2).
    expect(within(children).getByRole('link', { name: 'Nebula Play' })).toHaveAttribute(
      'href',
      '/rng?page=NEB',
    );
    expect(within(children).getByRole('link', { name: 'All' })).toHaveAttribute('href', '/rng');
    await userEvent.click(slots);
    expect(screen.queryByRole('list', { name: 'Slots' })).toBeNull();
  });

  it('a vendor opens its category with that vendor; All clears the vendor', async () => {
    const { store } = await renderInApp(gameMenu, { brand: gameBrand, path: '/' });
    store.set(lobbyStateAtom, {
      listType: 'fav',
      vassalage: null,
      gameClassify: 'FAV',
      gameName: 'x',
      pageNo: 2,
      inHouse: false,
      gameType: null,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Slots' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Nebula Play' }));
    expect(store.get(lobbyStateAtom)).toEqual({
      listType: 'game',
      vassalage: 'NEB',
      gameClassify: 'ALL',
      gameName: '',
      pageNo: 1,
      inHouse: false,
      gameType: 'RNG',
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rng\?page=NEB$/);
    expect(await screen.findByRole('link', { name: 'Nebula Play' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    await userEvent.click(screen.getByRole('link', { name: 'All' }));
    expect(store.get(lobbyStateAtom)).toMatchObject({ vassalage: null, gameType: 'RNG' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/rng$/);
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders again on a lobby event only when it changes the vendor', async () => {
    const renders = vi.fn();
    const { store } = await renderInApp(
      <Profiler id="menu" onRender={renders}>
        {gameMenu}
      </Profiler>,
      { brand: gameBrand, path: '/rng' },
    );
    expect(await screen.findByRole('link', { name: 'Nebula Play' })).toBeInTheDocument();
    renders.mockClear();
    // What the lobby page does on arrival and on a page turn: the vendor stays.
    act(() => store.set(lobbyDispatchAtom, { type: 'routeChanged', gameType: 'RNG' }));
    act(() => store.set(lobbyDispatchAtom, { type: 'page', pageNo: 2 }));
    expect(renders).not.toHaveBeenCalled();
    act(() => store.set(lobbyDispatchAtom, { type: 'chooseVendor', vassalage: 'NEB' }));
    expect(renders).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Nebula Play' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the category of the current route', async () => {
    await renderInApp(gameMenu, { brand: gameBrand, path: '/inhouse' });
    expect(await screen.findByRole('button', { name: 'In-house games' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(await screen.findByRole('link', { name: 'House Games' })).toBeInTheDocument();
  });

  it('Hot resets the lobby to the hot list', async () => {
    const { store } = await renderInApp(gameMenu, { brand: gameBrand, path: '/' });
    await userEvent.click(await screen.findByRole('link', { name: 'Hot games' }));
    expect(store.get(lobbyStateAtom)).toMatchObject({
      listType: 'hot',
      gameClassify: 'HOT',
      vassalage: null,
      gameType: null,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/hot');
  });

  it('Favourites ask a visitor to log in and open the favourites list for a member', async () => {
    const visitor = await renderInApp(gameMenu, { brand: gameBrand, path: '/' });
    await userEvent.click(await screen.findByRole('link', { name: 'Favourites' }));
    expect(visitor.store.get(modalAtom)).toEqual({ type: 'login' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    visitor.unmount();

    const { store } = await renderInApp(gameMenu, { brand: gameBrand, path: '/', session: member });
    await userEvent.click(await screen.findByRole('link', { name: 'Favourites' }));
    expect(store.get(modalAtom)).toBeNull();
    expect(store.get(lobbyStateAtom)).toMatchObject({ listType: 'fav', gameClassify: 'FAV' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/fav'));
  });

  it('keeps game categories as plain links in mini mode', async () => {
    const { store } = await renderInApp(gameMenu, {
      brand: gameBrand,
      path: '/',
      menuMini: true,
    });
    const slots = await screen.findByRole('link', { name: 'Slots' });
    expect(slots).toHaveAttribute('href', '/rng');
    expect(screen.queryByRole('button', { name: 'Slots' })).toBeNull();
    await userEvent.click(slots);
    expect(store.get(lobbyStateAtom)).toMatchObject({ gameType: 'RNG', vassalage: null });
  });
});
