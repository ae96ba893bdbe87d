import { I18nProvider } from '@lingui/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, i18n } from '../../engine/i18n/i18n.ts';
import { BrandProvider } from '../../engine/render/brand-context.tsx';
import { Provider } from '../../engine/state/jotai.ts';
import { winnerBoardResource } from '../../engine/state/games.ts';
import { queryClientFor, ServerFetchContext } from '../../engine/state/query.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { harnessStore } from '../../tests/support/harness.tsx';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { WinnerBoard } from './winner-board.tsx';

const ui = <WinnerBoard settings={{ refreshSeconds: 30 }} sectionKey="winners" />;

function entry(name: string, amount: number, wonAt: string) {
  return {
    customerName: name,
    gameName: `${name} game`,
    winAmount: amount,
    currency: 'PHP',
    wonAt,
  };
}

describe('WinnerBoard', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the latest 20 wins: masked player, game and prize in the brand currency', async () => {
    const requests: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('GCSGAME_getRankList')) requests.push(new URL(request.url));
    });
    await renderInApp(ui, { brand: demoBrands.royal!, path: '/' });
    const board = await screen.findByRole('region', { name: 'Latest winners' });
    const list = await within(board).findByRole('list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(20);
    expect(rows[0]).toHaveTextContent('pl***10 won ₱123.45 on');
    expect(rows[1]).toHaveTextContent('pl***11 won ₱246.90 on');
    server.events.removeAllListeners();
    expect(requests[0]!.searchParams.get('limitNum')).toBe('20');
  });

  it('scrolls a board longer than its view, with a hidden copy and a pause button', async () => {
    await renderInApp(ui, { brand: demoBrands.royal!, path: '/' });
    const board = await screen.findByRole('region', { name: 'Latest winners' });
    const pause = await within(board).findByRole('button', { name: 'Pause scrolling' });
    const viewport = board.querySelector('.winner-board__viewport')!;
    expect(viewport).toHaveAttribute('data-scrolls', 'true');
    // The copy that makes the loop seamless is hidden from assistive technology.
    expect(within(board).getAllByRole('list')).toHaveLength(1);
    expect(board.querySelectorAll('.winner-board__list')).toHaveLength(2);
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(viewport).toHaveAttribute('data-stopped', 'true');
    // 20 entries of 2.5 s each go past in one loop.
    const track = board.querySelector<HTMLElement>('.winner-board__track')!;
    expect(track.style.getPropertyValue('--winner-board-duration')).toBe('50s');
  });

  it('renders on the server without a style attribute, which the CSP would block', async () => {
    const brand = demoBrands.royal!;
    const store = harnessStore({ brand });
    await activateLanguage('EN');
    const list = [1, 2, 3, 4, 5, 6].map((n) =>
      entry(`pl***${n}`, n * 100, `2026-11-21T10:0${n}:00.000Z`),
    );
    const key = winnerBoardResource.key({
      language: 'EN',
      limitNum: brand.constants.winnerBoardEntries,
    });
    // As the server's render fills it (app/server.tsx).
    queryClientFor(store).setQueryData([winnerBoardResource.name, key], { list });
    const html = renderToString(
      <I18nProvider i18n={i18n}>
        <BrandProvider brand={brand}>
          <Provider store={store}>
            <ServerFetchContext value={() => {}}>{ui}</ServerFetchContext>
          </Provider>
        </BrandProvider>
      </I18nProvider>,
    );
    expect(html).toContain('winner-board__track');
    expect(html).toContain('pl***6');
    expect(html).not.toMatch(/\sstyle=/);
  });

  it('shows the newest first, and a short board stands still', async () => {
    server.use(
      http.get('*/wps/relay/GCSGAME_getRankList', () =>
        HttpResponse.json({
          value: {
            list: [
              entry('ol***1', 100, '2026-11-20T10:00:00.000Z'),
              entry('ne***2', 250_000, '2026-11-21T10:00:00.000Z'),
            ],
          },
        }),
      ),
    );
    await renderInApp(ui, { brand: demoBrands.royal!, path: '/' });
    const board = await screen.findByRole('region', { name: 'Latest winners' });
    const rows = await within(board).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('ne***2 won ₱2,500.00 on ne***2 game'),
      expect.stringContaining('ol***1 won ₱1.00 on ol***1 game'),
    ]);
    expect(board.querySelector('.winner-board__viewport')).toHaveAttribute('data-scrolls', 'false');
    expect(within(board).queryByRole('button', { name: 'Pause scrolling' })).toBeNull();
  });

  it('invites the first win when the board is empty', async () => {
    server.use(
      http.get('*/wps/relay/GCSGAME_getRankList', () => HttpResponse.json({ value: { list: [] } })),
    );
    await renderInApp(ui, { brand: demoBrands.royal!, path: '/' });
    expect(await screen.findByText('No wins yet — be the first!')).toBeInTheDocument();
  });

  it('says when the board fails and loads it again on request', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/relay/GCSGAME_getRankList', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : HttpResponse.json({ value: { list: [] } });
      }),
    );
    await renderInApp(ui, { brand: demoBrands.royal!, path: '/' });
    expect(await screen.findByText('The winners could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No wins yet — be the first!')).toBeInTheDocument();
  });

  it('reloads every 30 seconds while the page is visible', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/relay/GCSGAME_getRankList', () => {
        calls += 1;
        return HttpResponse.json({
          value: { list: [entry(`pl***${calls}`, calls * 100, '2026-11-21T10:00:00.000Z')] },
        });
      }),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderInApp(ui, { brand: demoBrands.royal!, path: '/' });
    expect(await screen.findByText('pl***1 won ₱1.00 on pl***1 game')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(await screen.findByText('pl***2 won ₱2.00 on pl***2 game')).toBeInTheDocument();
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(calls).toBe(2));
    hidden.mockRestore();
  });
});
