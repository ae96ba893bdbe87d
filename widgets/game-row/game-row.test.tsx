import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { lobbyStateAtom } from '../../engine/state/games.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import { brandWith, demoBrands } from '../../tests/support/brands.ts';
import { LocationProbe } from '../../tests/support/location-probe.tsx';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { GameRow } from './game-row.tsx';
import type { GameRowSettings } from './schema.ts';

const brand = brandWith('royal', {
  routes: Object.fromEntries(
    ['/rng', '/live', '/sports', '/esports', '/cockfight', '/game', '/seamless'].map((path) => [
      path,
      { page: 'home', title: { EN: path }, description: { EN: path } },
    ]),
  ),
});
const member = { token: 'token-juan123-0123456789abcdef', isAgent: 0, account: 'juan123' };

function row(gameType: NonNullable<GameRowSettings['gameType']>) {
  return (
    <>
      <GameRow settings={{ gameType }} sectionKey={`row-${gameType}`} />
      <LocationProbe />
    </>
  );
}

async function region(name: string) {
  await screen.findAllByRole('article');
  return screen.getByRole('region', { name });
}

describe('GameRow', () => {
  it('shows the first 20 games of its type, with hearts only in the RNG row on home', async () => {
    await renderInApp(row('RNG'), { brand, path: '/' });
    const slots = await region('Slots');
    const tiles = within(slots).getAllByRole('article');
    expect(tiles).toHaveLength(20);
    expect(within(slots).getAllByRole('button', { name: /to favourites$/ })).toHaveLength(20);
    expect(within(slots).getAllByRole('button', { name: 'Free trial' }).length).toBeGreaterThan(0);
    expect(within(slots).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(slots).getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('has no hearts in the other rows on home', async () => {
    await renderInApp(row('LIVE'), { brand, path: '/' });
    const live = await region('Live casino');
    expect(within(live).getAllByRole('article')).toHaveLength(6);
    expect(within(live).queryByRole('button', { name: /favourites/ })).toBeNull();
  });

  it('see-more opens the category with the vendor cleared, page 1', async () => {
    const { store } = await renderInApp(row('RNG'), { brand, path: '/' });
    store.set(lobbyStateAtom, {
      listType: 'hot',
      vassalage: 'NEB',
      gameClassify: 'HOT',
      gameName: '',
      pageNo: 4,
      inHouse: false,
      gameType: null,
    });
    const slots = await region('Slots');
    await userEvent.click(within(slots).getByRole('button', { name: 'See more Slots' }));
    expect(store.get(lobbyStateAtom)).toMatchObject({
      listType: 'game',
      vassalage: null,
      gameClassify: 'ALL',
      pageNo: 1,
      gameType: 'RNG',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/rng');
  });

  it('see-more of e-sports opens /esports with its first vendor and the sports type', async () => {
    const { store } = await renderInApp(row('ESPORTS'), { brand, path: '/' });
    const esports = await region('E-sports');
    await userEvent.click(within(esports).getByRole('button', { name: 'See more E-sports' }));
    expect(store.get(lobbyStateAtom)).toMatchObject({ vassalage: 'AV', gameType: 'SPORTS' });
    expect(screen.getByTestId('location')).toHaveTextContent('/esports');
  });

  it('shows the vendors of sports as tiles that launch the vendor game directly', async () => {
    const requests: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('GCSGAME_gameList')) requests.push(new URL(request.url));
    });
    await renderInApp(row('SPORTS'), { brand, path: '/', session: member });
    const sports = await region('Sports');
    expect(
      within(sports)
        .getAllByRole('article')
        .map((tile) => tile.getAttribute('aria-label')),
    ).toEqual(['Stadium Sports']);
    expect(within(sports).queryByRole('button', { name: 'Free trial' })).toBeNull();
    await userEvent.click(within(sports).getByRole('button', { name: 'Play Stadium Sports' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/game'));
    server.events.removeAllListeners();
    const vendorCall = requests.find((url) => url.searchParams.get('vassalage') === 'SBK')!;
    expect(vendorCall.searchParams.get('pageSize')).toBe('1');
  });

  it('asks a visitor to log in before opening a vendor', async () => {
    const { store } = await renderInApp(row('COCKFIGHT'), { brand, path: '/' });
    const cockfight = await region('Cockfight');
    await userEvent.click(within(cockfight).getByRole('button', { name: 'Play DS88 Sabong' }));
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('renders nothing when its type has no games', async () => {
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () =>
        HttpResponse.json({ value: { games: [], pageNo: 1, totalPages: 0, total: 0 } }),
      ),
    );
    await renderInApp(row('FISH'), { brand: demoBrands.lucky!, path: '/', language: 'EN' });
    await screen.findByRole('region', { name: 'Fishing' });
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });

  it('says when its games fail and loads them again on request', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : HttpResponse.json({ value: { games: [], pageNo: 1, totalPages: 0, total: 0 } });
      }),
    );
    await renderInApp(row('PVP'), { brand: demoBrands.lucky!, path: '/', language: 'EN' });
    expect(await screen.findByText('Card games could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});
