import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { lobbyStateAtom } from '../../engine/state/games.ts';
import { brandWith, brandWithoutRoutes } from '../../tests/support/brands.ts';
import { LocationProbe } from '../../tests/support/location-probe.tsx';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { GameMenu } from './game-menu.tsx';

const lobbyPaths = ['/hot', '/live', '/rng', '/pvp', '/fish', '/sports', '/esports', '/inhouse'];
/** The demo brand with lobby routes (the cockfight route left out). */
const brand = brandWith('royal', {
  routes: {
    ...Object.fromEntries(
      lobbyPaths.map((path) => [
        path,
        { page: 'home', title: { EN: path }, description: { EN: path } },
      ]),
    ),
    '/cockfight': null,
  },
});
/** The demo brand without any route the game menu links to. */
const noLobby = brandWithoutRoutes('royal', [...lobbyPaths, '/cockfight']);

const ui = (
  <>
    <GameMenu settings={{ showHot: true }} sectionKey="menu" />
    <LocationProbe />
  </>
);

describe('GameMenu', () => {
  it('lists Hot and every game menu entry the brand routes to, with translated labels', async () => {
    await renderInApp(ui, { brand, path: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    await within(nav).findByRole('link', { name: 'Slots' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Hot games',
      'Live casino',
      'Slots',
      'Card games',
      'Fishing',
      'Sports',
      'E-sports',
      'In-house games',
    ]);
    expect(within(nav).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(within(nav).queryByRole('link', { name: 'Cockfight' })).toBeNull();
  });

  it('resets the lobby to the game list of the category, then navigates', async () => {
    const { store } = await renderInApp(ui, { brand, path: '/' });
    store.set(lobbyStateAtom, {
      listType: 'fav',
      vassalage: 'AUR',
      gameClassify: 'FAV',
      gameName: 'lucky',
      pageNo: 3,
      inHouse: false,
      gameType: 'RNG',
    });
    await userEvent.click(await screen.findByRole('link', { name: 'In-house games' }));
    expect(store.get(lobbyStateAtom)).toEqual({
      listType: 'game',
      vassalage: null,
      gameClassify: 'ALL',
      gameName: '',
      pageNo: 1,
      inHouse: true,
      gameType: 'INHOUSE',
    });
    expect(await screen.findByTestId('location')).toHaveTextContent('/inhouse');
  });

  it('sets the hot list type for Hot', async () => {
    const { store } = await renderInApp(ui, { brand, path: '/' });
    await userEvent.click(await screen.findByRole('link', { name: 'Hot games' }));
    expect(store.get(lobbyStateAtom)).toMatchObject({ listType: 'hot', gameClassify: 'HOT' });
    expect(screen.getByTestId('location')).toHaveTextContent('/hot');
  });

  it('marks the current category', async () => {
    await renderInApp(ui, { brand, path: '/live' });
    expect(await screen.findByRole('link', { name: 'Live casino' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Hot games' })).not.toHaveAttribute('aria-current');
  });

  it('leaves Hot out when configured', async () => {
    await renderInApp(<GameMenu settings={{ showHot: false }} sectionKey="menu" />, {
      brand,
      path: '/',
    });
    await screen.findByRole('link', { name: 'Slots' });
    expect(screen.queryByRole('link', { name: 'Hot games' })).toBeNull();
  });

  it('shows no entry the brand has no route for', async () => {
    await renderInApp(ui, { brand: noLobby, path: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Game categories' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
  });

  it('says when the menu fails and loads it again on request', async () => {
    let calls = 0;
    server.use(
      http.get('*/lgw/games/game_menus', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : HttpResponse.json({ value: [{ name: 'rng', gameType: 'RNG', page: '/rng' }] });
      }),
    );
    await renderInApp(ui, { brand, path: '/', language: 'EN' });
    expect(await screen.findByText('The game menu could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Slots' })).toBeInTheDocument();
  });

  it('translates the labels (Tagalog)', async () => {
    await renderInApp(ui, { brand, path: '/', language: 'TY' });
    expect(await screen.findByRole('link', { name: 'Mga sikat na laro' })).toHaveAttribute(
      'href',
      '/hot',
    );
  });
});
