import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { languageAtom } from '../../engine/i18n/language.ts';
import { lobbyStateAtom } from '../../engine/state/games.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import { brandWith, brandWithoutRoutes, demoBrands } from '../../tests/support/brands.ts';
import { LocationProbe } from '../../tests/support/location-probe.tsx';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { HotGames } from './hot-games.tsx';

const brand = brandWith('royal', {
  routes: Object.fromEntries(
    ['/hot', '/game', '/seamless'].map((path) => [
      path,
      { page: 'home', title: { EN: path }, description: { EN: path } },
    ]),
  ),
});
const member = { token: 'token-juan123-0123456789abcdef', isAgent: 0, account: 'juan123' };

const ui = (
  <>
    <HotGames settings={{}} sectionKey="hot" />
    <LocationProbe />
  </>
);

async function hotRow() {
  await screen.findAllByRole('article');
  return screen.getByRole('region', { name: 'Hot games' });
}

describe('HotGames', () => {
  it('shows the hot games of every type with hearts and arrows, disabled at the start', async () => {
    await renderInApp(ui, { brand, path: '/' });
    const row = await hotRow();
    const tiles = within(row).getAllByRole('article');
    expect(tiles.length).toBeGreaterThan(10);
    const vendors = new Set(tiles.map((tile) => tile.getAttribute('data-node-id')?.split('-')[0]));
    expect(vendors).toContain('AUR');
    expect(vendors).toContain('VLV');
    expect(within(row).getAllByRole('button', { name: /to favourites$/ })).toHaveLength(
      tiles.length,
    );
    const previous = within(row).getByRole('button', { name: 'Previous' });
    const next = within(row).getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    await userEvent.click(next);
    await waitFor(() => expect(previous).toBeEnabled());
  });

  it('goes back to the first slide when the list changes', async () => {
    const { store } = await renderInApp(ui, { brand, path: '/' });
    const row = await hotRow();
    await userEvent.click(within(row).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'Previous' })).toBeEnabled(),
    );
    // Another language is another list (its names are translated).
    store.set(languageAtom, 'TY');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Hot games' })).not.toBe(row));
    await screen.findAllByRole('article');
    const again = screen.getByRole('region', { name: 'Hot games' });
    expect(within(again).getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('see-more opens /hot with the hot list type', async () => {
    const { store } = await renderInApp(ui, { brand, path: '/' });
    const row = await hotRow();
    await userEvent.click(within(row).getByRole('button', { name: 'See more Hot games' }));
    expect(store.get(lobbyStateAtom)).toMatchObject({
      listType: 'hot',
      gameClassify: 'HOT',
      vassalage: null,
      pageNo: 1,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/hot');
  });

  it('has no see-more when the brand has no /hot route', async () => {
    await renderInApp(ui, { brand: brandWithoutRoutes('royal', ['/hot']), path: '/' });
    const row = await hotRow();
    expect(within(row).queryByRole('button', { name: /See more/ })).toBeNull();
  });

  it('asks a visitor to log in before a favourite or a real game', async () => {
    const { store } = await renderInApp(ui, { brand, path: '/' });
    const row = await hotRow();
    await userEvent.click(
      within(row).getAllByRole('button', { name: /^Add .* to favourites$/ })[0]!,
    );
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
    store.set(modalAtom, null);
    await userEvent.click(within(row).getAllByRole('button', { name: /^Play / })[0]!);
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
  });

  it('lets a member favourite a game and launch one', async () => {
    await renderInApp(ui, { brand, path: '/', session: member });
    const row = await hotRow();
    const tile = within(row).getAllByRole('article')[0]!;
    const name = tile.getAttribute('aria-label')!;
    await userEvent.click(within(tile).getByRole('button', { name: `Add ${name} to favourites` }));
    expect(
      await within(tile).findByRole('button', { name: `Remove ${name} from favourites` }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(tile).getByRole('button', { name: `Play ${name}` }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/game'));
  });

  it('offers the free trial of a game with supportPlay 0, without a login', async () => {
    await renderInApp(ui, { brand, path: '/' });
    const row = await hotRow();
    const trial = within(row).getAllByRole('button', { name: 'Free trial' });
    expect(trial.length).toBeGreaterThan(0);
    await userEvent.click(trial[0]!);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/\/(game|seamless)/),
    );
  });

  it('has no hearts off the lobby routes', async () => {
    const other = brandWith('royal', {
      routes: { '/promo': { page: 'home', title: { EN: 'x' }, description: { EN: 'x' } } },
    });
    await renderInApp(ui, { brand: other, path: '/promo' });
    const row = await hotRow();
    expect(within(row).queryByRole('button', { name: /favourites/ })).toBeNull();
  });

  it('says when there are no hot games', async () => {
    server.use(
      http.get('*/wps/relay/GCSGAME_hotGamesV2', () => HttpResponse.json({ value: { list: [] } })),
    );
    await renderInApp(ui, { brand, path: '/', language: 'EN' });
    expect(await screen.findByText('No hot games right now.')).toBeInTheDocument();
  });

  it('says when the hot games fail and loads them again on request', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/relay/GCSGAME_hotGamesV2', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : HttpResponse.json({ value: { list: [] } });
      }),
    );
    await renderInApp(ui, { brand: demoBrands.lucky!, path: '/', language: 'EN' });
    expect(await screen.findByText('The hot games could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No hot games right now.')).toBeInTheDocument();
  });
});
