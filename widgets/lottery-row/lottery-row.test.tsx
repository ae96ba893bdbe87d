import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lotteryGames, lotterySettingsWithDefaults } from '../../engine/core/lottery/index.ts';
import { brandWithoutRoutes, demoBrands } from '../../tests/support/brands.ts';
import { LocationProbe } from '../../tests/support/location-probe.tsx';
import { fixtureGame, lotteryHandlers } from '../../tests/support/lottery-handlers.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { LotteryRow } from './lottery-row.tsx';

const brand = demoBrands.royal!;
const minute = 60_000;

const ui = (
  <>
    <LotteryRow settings={{}} sectionKey="row_lottery" />
    <LocationProbe />
  </>
);

// Every game of the real schedule. The VN stations all draw on one day (a Monday) but Can Tho,
// whose next draw is two days later although it locks soonest of all.
const vnIds = lotteryGames(lotterySettingsWithDefaults())
  .filter((game) => game.kind === 'vn')
  .map((game) => game.gameId);
const today = '2030-01-07T09:15:00Z';
const later = '2030-01-09T09:15:00Z';
const everyGame = () =>
  Promise.all([
    ...vnIds.map((id, index) =>
      id === 'VN_S_CANTHO'
        ? fixtureGame(id, minute, later)
        : fixtureGame(id, (30 + index) * minute, today),
    ),
    fixtureGame('KENO', 4 * minute),
    fixtureGame('ELOTT_1M', 40_000),
    fixtureGame('SEA_5M', 3 * minute),
  ]);

async function lotteryRegion() {
  // The loaded row replaces the loading one: look for its region once the tiles are there.
  await screen.findAllByRole('article', {}, { timeout: 3000 });
  return screen.getByRole('region', { name: 'Lottery' });
}

describe('LotteryRow', () => {
  it('shows the 12 games locking soonest, today’s stations only, each opening its bet slip', async () => {
    server.use(...lotteryHandlers({ games: everyGame }));
    await renderInApp(ui, { brand, path: '/', language: 'EN' });
    const region = await lotteryRegion();
    const tiles = within(region).getAllByRole('article');
    expect(tiles).toHaveLength(12);
    const todayStations = vnIds.filter((id) => id !== 'VN_S_CANTHO').slice(0, 9);
    expect(tiles.map((tile) => tile.dataset.gameId)).toEqual([
      'ELOTT_1M',
      'SEA_5M',
      'KENO',
      ...todayStations,
    ]);
    const [elott, , keno, north] = tiles;
    expect(within(elott!).getByRole('link', { name: 'E-Lotto 1 minute' })).toHaveAttribute(
      'href',
      '/lottery?gameCode=ELOTT_1M&playType=fastDigit',
    );
    expect(within(keno!).getByRole('link', { name: 'KENO' })).toHaveAttribute(
      'href',
      '/lottery?gameCode=KENO&playType=kenoPick',
    );
    expect(within(north!).getByRole('link', { name: 'Mien Bac' })).toHaveAttribute(
      'href',
      '/lottery?gameCode=VN_N&playType=baoLo2',
    );
    expect(within(elott!).getByTestId('countdown').textContent).toMatch(/^00:00:(40|39|38)$/);
    const digits = within(within(elott!).getByRole('list', { name: 'Last numbers' })).getAllByRole(
      'listitem',
    );
    expect(digits).toHaveLength(5);
    expect(within(north!).getAllByRole('listitem')).toHaveLength(6);
    // Never a heart for lottery games.
    expect(within(region).queryByRole('button', { name: /favourites/ })).toBeNull();
  });

  it('leads to /elott from its title, its see-more and its last tile', async () => {
    server.use(...lotteryHandlers());
    await renderInApp(ui, { brand, path: '/', language: 'EN' });
    const region = await lotteryRegion();
    expect(within(region).getByRole('link', { name: 'Lottery' })).toHaveAttribute('href', '/elott');
    const links = within(region).getAllByRole('link');
    expect(links.at(-1)).toHaveAccessibleName('More lottery games');
    expect(links.at(-1)).toHaveAttribute('href', '/elott');
    expect(within(region).getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'See more Lottery' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/elott$/));
  });

  it('has no see-more or more tile on a brand without /elott', async () => {
    server.use(...lotteryHandlers());
    await renderInApp(ui, { brand: brandWithoutRoutes('royal', ['/elott']), path: '/' });
    const region = await lotteryRegion();
    expect(within(region).queryByRole('button', { name: /See more/ })).toBeNull();
    expect(within(region).queryByRole('link', { name: 'More lottery games' })).toBeNull();
    expect(within(region).queryByRole('link', { name: 'Lottery' })).toBeNull();
  });

  it('keeps its frame while it loads: placeholder tiles, then the tiles', async () => {
    server.use(...lotteryHandlers());
    const { container } = await renderInApp(ui, { brand, path: '/', language: 'EN' });
    const loading = await screen.findByRole('region', { name: 'Lottery' });
    expect(within(loading).getByText('Loading Lottery')).toBeInTheDocument();
    expect(container.querySelectorAll('.lottery-tile--placeholder')).toHaveLength(7);
    expect(within(loading).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    await lotteryRegion();
    expect(container.querySelector('.lottery-tile--placeholder')).toBeNull();
  });

  it('asks for the games only once it comes near the screen', async () => {
    const watching: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
    }[] = [];
    class WatchingObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        watching.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', WatchingObserver);
    let asked = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('game_menu')) asked += 1;
    });
    try {
      server.use(...lotteryHandlers());
      await renderInApp(ui, { brand, path: '/', language: 'EN' });
      await screen.findByText('Loading Lottery');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(asked).toBe(0);
      expect(watching.at(-1)!.options?.rootMargin).toBe('600px 0px');
      act(() =>
        watching
          .at(-1)!
          .callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          ),
      );
      await lotteryRegion();
      expect(asked).toBe(4);
    } finally {
      server.events.removeAllListeners();
      vi.unstubAllGlobals();
    }
  });

  it('says when the games fail and loads them again', async () => {
    let failing = true;
    server.use(
      http.get('*/lgw/vn/games/game_menu', () =>
        failing
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : undefined,
      ),
      ...lotteryHandlers(),
    );
    await renderInApp(ui, { brand, path: '/', language: 'EN' });
    expect(await screen.findByText('Lottery could not be loaded.')).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await lotteryRegion()).toBeInTheDocument();
  });

  it('shows nothing when no lottery game is listed', async () => {
    let asked = 0;
    server.use(
      http.get('*/lgw/vn/games/game_menu', () => {
        asked += 1;
        return HttpResponse.json({ value: [] });
      }),
    );
    const { container } = await renderInApp(ui, { brand, path: '/', language: 'EN' });
    await waitFor(() => expect(asked).toBe(4));
    await waitFor(() => expect(screen.queryByText('Loading Lottery')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Lottery' })).toBeNull();
    expect(container.querySelector('.lottery-row')).toBeNull();
  });
});
