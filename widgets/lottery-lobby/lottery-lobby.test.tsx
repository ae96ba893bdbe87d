import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { modalAtom } from '../../engine/state/modals.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { lotteryFavouritesKey } from './favourites.ts';
import { lotteryHandlers } from '../../tests/support/lottery-handlers.ts';
import { LotteryLobby } from './lottery-lobby.tsx';

const brand = demoBrands.royal!;
const member = { token: 'token-juan123-0123456789abcdef', isAgent: 0, account: 'juan123' };
const ui = <LotteryLobby settings={{ eLottery: false }} sectionKey="lottery" />;

async function cards() {
  const panel = await screen.findByRole('tabpanel', { name: 'Lottery games' });
  await within(panel).findAllByRole('article');
  return panel;
}
const names = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label'));
const countdownOf = (panel: HTMLElement, name: string) =>
  within(within(panel).getByRole('article', { name })).getByTestId('countdown').textContent;

describe('LotteryLobby', () => {
  it('lists the VN and KENO games with countdowns, last numbers and the on style', async () => {
    server.use(...lotteryHandlers());
    await renderInApp(ui, { brand, path: '/lotteryCenter', language: 'EN' });
    const panel = await cards();
    expect(names(panel)).toEqual(['Mien Bac', 'Hue', 'TP.HCM', 'Can Tho', 'KENO']);
    expect(countdownOf(panel, 'Mien Bac')).toMatch(/^02:05:(30|29|28)$/);
    expect(countdownOf(panel, 'Hue')).toBe('2d 3h');
    expect(countdownOf(panel, 'Can Tho')).toBe('-- : -- : --');
    const north = within(panel).getByRole('article', { name: 'Mien Bac' });
    expect(north).toHaveClass('lottery-card--on');
    expect(within(panel).getByRole('article', { name: 'Hue' })).not.toHaveClass('lottery-card--on');
    expect(within(panel).getByRole('article', { name: 'Can Tho' })).not.toHaveClass(
      'lottery-card--on',
    );
    const balls = within(within(north).getByRole('list', { name: 'Last numbers' })).getAllByRole(
      'listitem',
    );
    expect(balls).toHaveLength(6);
  });

  it('links each card’s name to its bet slip; the heart and results stay buttons', async () => {
    server.use(...lotteryHandlers());
    await renderInApp(ui, { brand, path: '/lotteryCenter', language: 'EN' });
    const panel = await cards();
    const hcm = within(panel).getByRole('article', { name: 'TP.HCM' });
    expect(within(hcm).getByRole('link', { name: 'TP.HCM' })).toHaveAttribute(
      'href',
      '/lottery?gameCode=VN_S_TPHCM&playType=baoLo2',
    );
    expect(within(hcm).getAllByRole('link')).toHaveLength(1);
    expect(
      within(hcm)
        .getAllByRole('button')
        .map((b) => b.textContent || b.ariaLabel),
    ).toEqual(['Add TP.HCM to favourites', 'Results of TP.HCM']);
    const keno = within(panel).getByRole('article', { name: 'KENO' });
    expect(within(keno).getByRole('link', { name: 'KENO' })).toHaveAttribute(
      'href',
      '/lottery?gameCode=KENO&playType=kenoPick',
    );
  });

  it('adds the e-lotteries, in All and their own tab, with the five digits', async () => {
    server.use(...lotteryHandlers());
    await renderInApp(<LotteryLobby settings={{ eLottery: true }} sectionKey="lottery" />, {
      brand,
      path: '/elott',
      language: 'EN',
    });
    const panel = await cards();
    expect(names(panel)).toEqual([
      'Mien Bac',
      'Hue',
      'TP.HCM',
      'Can Tho',
      'KENO',
      'E-Lotto 1 minute',
      'SEA Lotto 5 minutes',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'E-lottery' }));
    expect(names(panel)).toEqual(['E-Lotto 1 minute', 'SEA Lotto 5 minutes']);
    const sea = within(panel).getByRole('article', { name: 'SEA Lotto 5 minutes' });
    const digits = within(within(sea).getByRole('list', { name: 'Last numbers' })).getAllByRole(
      'listitem',
    );
    expect(digits.map((d) => d.textContent)).toHaveLength(5);
    expect(digits.every((d) => /^\d$/.test(d.textContent))).toBe(true);
    expect(within(sea).getByRole('link', { name: 'SEA Lotto 5 minutes' })).toHaveAttribute(
      'href',
      '/lottery?gameCode=SEA_5M&playType=fastDigit',
    );
  });

  it('has no E-lottery tab without the setting', async () => {
    server.use(...lotteryHandlers());
    await renderInApp(ui, { brand, path: '/lotteryCenter', language: 'EN' });
    await cards();
    expect(screen.queryByRole('tab', { name: 'E-lottery' })).toBeNull();
  });

  it('re-ticks the countdown every second', async () => {
    server.use(...lotteryHandlers());
    await renderInApp(ui, { brand, path: '/lotteryCenter', language: 'EN' });
    const panel = await cards();
    const before = countdownOf(panel, 'KENO');
    await waitFor(() => expect(countdownOf(panel, 'KENO')).not.toBe(before), { timeout: 2500 });
    expect(countdownOf(panel, 'KENO')).toMatch(/^00:03:5\d$/);
  });

  it('filters by tab, and clears the weekday on a region tab', async () => {
    server.use(...lotteryHandlers());
    await renderInApp(ui, { brand, path: '/lotteryCenter', language: 'EN' });
    const panel = await cards();
    await userEvent.click(screen.getByRole('tab', { name: 'Southern' }));
    expect(names(panel)).toEqual(['TP.HCM', 'Can Tho']);
    const day = screen.getByRole('combobox', { name: 'Draw day' });
    await userEvent.selectOptions(day, 'Wednesday');
    expect(names(panel)).toEqual(['Can Tho']);
    await userEvent.click(screen.getByRole('tab', { name: 'Central' }));
    expect(screen.getByRole('combobox', { name: 'Draw day' })).toHaveValue('-1');
    expect(names(panel)).toEqual(['Hue']);
    await userEvent.click(screen.getByRole('tab', { name: 'Northern' }));
    expect(screen.queryByRole('combobox', { name: 'Draw day' })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'KENO' }));
    expect(names(panel)).toEqual(['KENO']);
  });

  it('has no KENO tab when the catalog has no GPI vendor', async () => {
    server.use(...lotteryHandlers({ withoutKeno: true }));
    await renderInApp(ui, { brand, path: '/lotteryCenter', language: 'EN' });
    const panel = await cards();
    expect(screen.queryByRole('tab', { name: 'KENO' })).toBeNull();
    expect(names(panel)).not.toContain('KENO');
  });

  it('shows hot games to anyone; favourites, recent and hearts ask a visitor to log in', async () => {
    server.use(...lotteryHandlers());
    const { store } = await renderInApp(ui, { brand, path: '/lotteryCenter', language: 'EN' });
    const panel = await cards();
    await userEvent.click(screen.getByRole('button', { name: 'Hot' }));
    await waitFor(() => expect(names(panel)).toEqual(['Mien Bac', 'TP.HCM']));
    for (const name of ['Favourites', 'Recent']) {
      await userEvent.click(screen.getByRole('button', { name }));
      expect(store.get(modalAtom)).toEqual({ type: 'login' });
      store.set(modalAtom, null);
    }
    await userEvent.click(within(panel).getByRole('button', { name: 'Add TP.HCM to favourites' }));
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
    // A tab resets the mode.
    await userEvent.click(screen.getByRole('tab', { name: 'All' }));
    expect(screen.getByRole('button', { name: 'Hot' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps a member’s favourites per username and shows the recent games', async () => {
    server.use(...lotteryHandlers());
    window.localStorage.removeItem(lotteryFavouritesKey('juan123'));
    await renderInApp(ui, { brand, path: '/lotteryCenter', language: 'EN', session: member });
    const panel = await cards();
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(
      await screen.findByText('No favourite lottery games yet: tap a heart to add one.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Add Hue to favourites' }));
    expect(
      within(panel).getByRole('button', { name: 'Remove Hue from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(window.localStorage.getItem(lotteryFavouritesKey('juan123'))!)).toEqual([
      'VN_C_HUE',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    expect(names(panel)).toEqual(['Hue']);
    await userEvent.click(screen.getByRole('button', { name: 'Recent' }));
    await waitFor(() => expect(names(panel)).toEqual(['KENO']));
  });

  it('says when the games fail and loads them again', async () => {
    let calls = 0;
    server.use(
      http.get('*/lgw/vn/games/game_menu', () => {
        calls += 1;
        return calls <= 2
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : HttpResponse.json({ value: [] });
      }),
      ...lotteryHandlers(),
    );
    await renderInApp(ui, { brand, path: '/lotteryCenter', language: 'EN' });
    expect(await screen.findByText('The lottery games could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No lottery games here right now.')).toBeInTheDocument();
  });

  it('shows the selected game’s draws with DB..G8 rows and verifies a draw', async () => {
    server.use(...lotteryHandlers());
    await renderInApp(ui, { brand, path: '/lotteryCenter', language: 'EN' });
    const panel = await cards();
    await userEvent.click(within(panel).getByRole('button', { name: 'Results of TP.HCM' }));
    const history = await screen.findByRole('region', { name: 'Results of TP.HCM' });
    const draws = await within(history).findAllByRole('table');
    expect(draws).toHaveLength(3);
    const rows = within(draws[0]!)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8']);
    expect(within(history).getByText('01/10 18:15:00')).toBeInTheDocument();
    expect(within(history).getByText('Drawn late')).toBeInTheDocument();
    const first = within(history).getAllByRole('listitem')[0]!;
    await userEvent.click(within(first).getByText('Fair draw'));
    await userEvent.click(within(first).getByRole('button', { name: 'Verify' }));
    expect(await within(first).findByText('Verified')).toBeInTheDocument();
  });

  it('says "Does not match" when the published numbers are not the seed’s', async () => {
    server.use(...lotteryHandlers({ tampered: true }));
    await renderInApp(ui, { brand, path: '/lotteryCenter', language: 'EN' });
    await cards();
    const history = await screen.findByRole('region', { name: 'Results of Mien Bac' });
    await userEvent.selectOptions(within(history).getByRole('combobox', { name: 'Game' }), 'KENO');
    const keno = await screen.findByRole('region', { name: 'Results of KENO' });
    await within(keno).findAllByRole('table');
    const first = within(keno).getAllByRole('listitem')[0]!;
    expect(
      within(first)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Numbers']);
    await userEvent.click(within(first).getByText('Fair draw'));
    await userEvent.click(within(first).getByRole('button', { name: 'Verify' }));
    expect(await within(first).findByText('Does not match')).toBeInTheDocument();
  });
});
