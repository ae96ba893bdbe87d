import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { lobbyStateAtom } from '../../engine/state/games.ts';
import { brandWith, demoBrands } from '../../tests/support/brands.ts';
import { LocationProbe } from '../../tests/support/location-probe.tsx';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { ProviderList } from './provider-list.tsx';

const route = { page: 'home', title: { EN: 'x' }, description: { EN: 'x' } };
const brand = brandWith('royal', { routes: { '/providers': route, '/rng': route } });

const ui = (home: boolean) => (
  <>
    <ProviderList settings={{ home }} sectionKey="providers" />
    <LocationProbe />
  </>
);

async function providers() {
  await screen.findAllByRole('link', { name: 'Aurora Gaming' });
  return screen.getByRole('region', { name: 'Providers' });
}

describe('ProviderList', () => {
  it('shows every vendor of every lane once, each opening /providers?vassalage=', async () => {
    await renderInApp(ui(true), { brand, path: '/' });
    const list = await providers();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Velvet Live',
      'Aurora Gaming',
      'Nebula Play',
      'Crown Reels',
      'Table Kings',
      'Deep Sea Studio',
      'Stadium Sports',
      'AV E-sports',
      'IA Arena',
      'House Games',
      'DS88 Sabong',
    ]);
    expect(links[2]).toHaveAttribute('href', '/providers?vassalage=NEB');
  });

  it('starts the lobby on the vendor and its type, then navigates', async () => {
    const { store } = await renderInApp(ui(true), { brand, path: '/' });
    const list = await providers();
    await userEvent.click(within(list).getByRole('link', { name: 'House Games' }));
    expect(store.get(lobbyStateAtom)).toMatchObject({
      listType: 'game',
      vassalage: 'BGS',
      gameType: 'INHOUSE',
      inHouse: true,
      pageNo: 1,
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/providers?vassalage=BGS');
  });

  it('on home loops and plays, pausing while hovered, focused or stopped', async () => {
    await renderInApp(ui(true), { brand, path: '/' });
    const list = await providers();
    const carousel = list.closest('.provider-list')!;
    expect(carousel).toHaveAttribute('data-loop', 'true');
    expect(carousel).toHaveAttribute('data-autoplay', 'true');
    fireEvent.mouseEnter(carousel);
    expect(carousel).toHaveAttribute('data-autoplay', 'false');
    fireEvent.mouseLeave(carousel);
    expect(carousel).toHaveAttribute('data-autoplay', 'true');
    act(() => within(list).getAllByRole('link')[0]!.focus());
    expect(carousel).toHaveAttribute('data-autoplay', 'false');
    act(() => (document.activeElement as HTMLElement).blur());
    expect(carousel).toHaveAttribute('data-autoplay', 'true');
    const pause = within(list).getByRole('button', { name: 'Pause the providers' });
    await userEvent.click(pause);
    fireEvent.mouseLeave(carousel);
    act(() => pause.blur());
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(carousel).toHaveAttribute('data-autoplay', 'false');
  });

  it('neither loops nor plays elsewhere; the arrows stop at the ends', async () => {
    await renderInApp(ui(false), { brand, path: '/rng' });
    const list = await providers();
    const carousel = list.closest('.provider-list')!;
    expect(carousel).toHaveAttribute('data-loop', 'false');
    expect(carousel).toHaveAttribute('data-autoplay', 'false');
    expect(within(list).queryByRole('button', { name: 'Pause the providers' })).toBeNull();
    expect(within(list).getByRole('button', { name: 'Previous' })).toBeDisabled();
  });

  it('links to the vendor category when the brand has no /providers route', async () => {
    // Aurora Gaming's category (/rng) is routed, Velvet Live's (/live) is not.
    await renderInApp(ui(true), {
      brand: brandWith('royal', { routes: { '/rng': route, '/providers': null, '/live': null } }),
      path: '/',
    });
    const list = await providers();
    expect(within(list).getByRole('link', { name: 'Aurora Gaming' })).toHaveAttribute(
      'href',
      '/rng',
    );
    expect(within(list).queryByRole('link', { name: 'Velvet Live' })).toBeNull();
    expect(within(list).getByText('Velvet Live')).toBeInTheDocument();
  });

  it('says when there are no providers', async () => {
    server.use(http.get('*/wps/game/vendors', () => HttpResponse.json({ value: { lanes: [] } })));
    await renderInApp(ui(true), { brand: demoBrands.lucky!, path: '/', language: 'EN' });
    expect(await screen.findByText('No providers yet.')).toBeInTheDocument();
  });

  it('says when the providers fail and loads them again on request', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/game/vendors', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : HttpResponse.json({ value: { lanes: [] } });
      }),
    );
    await renderInApp(ui(true), { brand: demoBrands.lucky!, path: '/', language: 'TY' });
    expect(await screen.findByText('Hindi ma-load ang mga provider.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Subukang muli' }));
    expect(await screen.findByText('Wala pang provider.')).toBeInTheDocument();
  });
});
