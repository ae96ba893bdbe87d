import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { brandWith, demoBrands } from '../../tests/support/brands.ts';
import { storyCatalog } from '../../tests/support/game-handlers.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { GameSearch } from './game-search.tsx';

const ui = <GameSearch settings={{}} sectionKey="search" />;
const searches: URL[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('GCSGAME_gameList')) searches.push(new URL(request.url));
});

function matching(text: string) {
  return storyCatalog().games.filter((g) => g.displayName.toLowerCase().includes(text));
}

async function search(text: string) {
  const box = await screen.findByRole('searchbox', { name: 'Search games' });
  await userEvent.clear(box);
  if (text) await userEvent.type(box, text);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('GameSearch', () => {
  afterEach(() => {
    searches.length = 0;
  });

  it('has a labelled search box with a placeholder and a search button', async () => {
    await renderInApp(ui, { brand: demoBrands.royal!, path: '/' });
    const form = await screen.findByRole('search');
    const box = within(form).getByRole('searchbox', { name: 'Search games' });
    expect(box).toHaveAttribute('placeholder', 'Search games');
    expect(box).toHaveAttribute('maxlength', '60');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('shows nothing for an empty or blank search', async () => {
    await renderInApp(ui, { brand: demoBrands.royal!, path: '/' });
    await search('   ');
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByRole('region')).toBeNull();
    expect(searches).toHaveLength(0);
  });

  it('searches every type with the trimmed text, 28 per page, loading more on request', async () => {
    const expected = matching('e');
    expect(expected.length).toBeGreaterThan(56);
    await renderInApp(ui, { brand: demoBrands.royal!, path: '/' });
    await search('  e ');
    const results = await screen.findByRole('region', { name: 'Results for “e”' });
    expect(await within(results).findByText(`${expected.length} games found`)).toBeInTheDocument();
    await waitFor(() => expect(within(results).getAllByRole('article')).toHaveLength(28));
    expect(searches[0]!.searchParams.get('gameName')).toBe('e');
    expect(searches[0]!.searchParams.get('pageSize')).toBe('28');
    expect(searches[0]!.searchParams.get('pageNo')).toBe('1');
    expect(searches[0]!.searchParams.has('gameType')).toBe(false);

    await userEvent.click(within(results).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(results).getAllByRole('article')).toHaveLength(56));
    expect(searches.at(-1)!.searchParams.get('pageNo')).toBe('2');
    while (within(results).queryByRole('button', { name: 'Load more' })) {
      await userEvent.click(within(results).getByRole('button', { name: 'Load more' }));
      await waitFor(() => expect(within(results).queryByText('Loading more games')).toBeNull());
    }
    expect(within(results).getAllByRole('article')).toHaveLength(expected.length);
    // No hearts in home search results (spec §2).
    expect(within(results).queryByRole('button', { name: /favourites/ })).toBeNull();
  });

  it('shows hearts in search results on a lobby route', async () => {
    const brand = brandWith('royal', {
      routes: { '/rng': { page: 'home', title: { EN: 'x' }, description: { EN: 'x' } } },
    });
    await renderInApp(ui, { brand, path: '/rng' });
    await search('lucky sevens');
    const results = await screen.findByRole('region', { name: /Results for/ });
    expect(
      await within(results).findByRole('button', { name: 'Add Lucky Sevens to favourites' }),
    ).toBeInTheDocument();
  });

  it('says "No games found" when nothing matches', async () => {
    await renderInApp(ui, { brand: demoBrands.royal!, path: '/' });
    await search('zzzz');
    expect(await screen.findByText('No games found')).toBeInTheDocument();
  });

  it('clears the search and its results, back to the box', async () => {
    await renderInApp(ui, { brand: demoBrands.royal!, path: '/' });
    await search('lucky');
    await screen.findByRole('region', { name: 'Results for “lucky”' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
  });

  it('says when the search fails and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : HttpResponse.json({ value: { games: [], pageNo: 1, totalPages: 0, total: 0 } });
      }),
    );
    await renderInApp(ui, { brand: demoBrands.royal!, path: '/' });
    await search('failing');
    expect(await screen.findByText('The search failed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No games found')).toBeInTheDocument();
  });
});
