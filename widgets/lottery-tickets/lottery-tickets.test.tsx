import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { useRefreshLotterySlips } from '../../engine/state/lottery.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { LotteryTickets } from './lottery-tickets.tsx';
import { manySlips, ticketHandlers, type TicketHandlerOptions } from './tickets-fixtures.ts';

const brand = demoBrands.royal!;
const member = { token: 'token-juan123-0123456789abcdef', isAgent: 0, account: 'juan123' };
const ui = <LotteryTickets settings={{}} sectionKey="tickets" />;

/** Serves the fixtures and records every request the widget makes. */
function serve(options: TicketHandlerOptions = {}) {
  const requests: URL[] = [];
  server.use(
    http.all('*', ({ request }) => {
      requests.push(new URL(request.url));
    }),
    ...ticketHandlers(options),
  );
  const calls = (path: string) => requests.filter((url) => url.pathname.endsWith(path));
  return { calls };
}

/** The slips of a game, newest first. */
const slipsOf = (game: string) =>
  screen.findAllByRole('article', { name: new RegExp(`^Slip of ${game},`) });
/** The newest slip of a game. */
const slipOf = async (game: string) => within((await slipsOf(game))[0]!);

describe('LotteryTickets', () => {
  it('asks a visitor to log in', async () => {
    serve();
    const { store } = await renderInApp(ui, { brand, path: '/lottery', language: 'EN' });
    expect(await screen.findByText('Log in to see your tickets.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
  });

  it('sends the chosen state as the status filter, from page 1', async () => {
    const { calls } = serve();
    await renderInApp(ui, { brand, path: '/lottery', language: 'EN', session: member });
    await slipOf('TP.HCM');
    const first = calls('/wps/lottery/slips').at(-1)!.searchParams;
    expect([first.get('status'), first.get('page'), first.get('pageSize')]).toEqual([
      null,
      '1',
      '10',
    ]);
    await userEvent.click(screen.getByRole('tab', { name: 'Won' }));
    await waitFor(() =>
      expect(calls('/wps/lottery/slips').at(-1)!.searchParams.get('status')).toBe('won'),
    );
    const panel = screen.getByRole('tabpanel', { name: 'Won' });
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(2));
    expect(screen.getByRole('tab', { name: 'Won' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows a won ticket’s payout and its winning numbers marked in words', async () => {
    serve();
    await renderInApp(ui, { brand, path: '/lottery', language: 'EN', session: member });
    const won = within((await slipsOf('TP.HCM'))[1]!);
    expect(won.getByText('Won')).toBeInTheDocument();
    expect(won.getByText('2 winning lots')).toBeInTheDocument();
    // baoLo2 at 75: 10.00 x 75 x 2 lots.
    expect(won.getByText('Payout').nextElementSibling).toHaveTextContent('1,500.00');
    const numbers = within(won.getByRole('list', { name: 'Numbers' })).getAllByRole('listitem');
    expect(numbers).toHaveLength(2);
    expect(numbers[0]).toHaveTextContent('(winning number)');
    expect(numbers[0]).toHaveAttribute('data-won');
    expect(numbers[1]).not.toHaveTextContent('(winning number)');

    const keno = await slipOf('KENO');
    const hits = within(keno.getByRole('list', { name: 'Numbers' }))
      .getAllByRole('listitem')
      .filter((item) => item.hasAttribute('data-won'));
    expect(hits).toHaveLength(3);
    expect(keno.getByText('3 hits')).toBeInTheDocument();
    // A 5-number pick with 3 hits pays 3 times the stake of 20.00.
    expect(keno.getByText('Payout').nextElementSibling).toHaveTextContent('60.00');
  });

  it('cancels a slip after asking, shows it cancelled and reads the balance again', async () => {
    const { calls } = serve();
    await renderInApp(ui, { brand, path: '/lottery', language: 'EN', session: member });
    const slip = await slipOf('TP.HCM');
    expect(slip.getByText('Pending')).toBeInTheDocument();
    const balanceReads = calls('/balance').length;
    await userEvent.click(slip.getByRole('button', { name: 'Cancel slip' }));
    expect(calls('/cancel')).toHaveLength(0);
    await userEvent.click(slip.getByRole('button', { name: 'Yes, cancel the slip' }));
    expect(await slip.findByRole('status')).toHaveTextContent(
      'Slip cancelled: ₱360.00 returned to your balance.',
    );
    expect(calls('/wps/lottery/slips/slip-pending-0001/cancel')).toHaveLength(1);
    expect(slip.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(slip.queryByRole('button', { name: 'Cancel slip' })).toBeNull();
    await waitFor(() => expect(calls('/balance').length).toBeGreaterThan(balanceReads));
  });

  it('says when a slip can no longer be cancelled and reloads the list', async () => {
    const { calls } = serve({ refuseCancel: true });
    await renderInApp(ui, { brand, path: '/lottery', language: 'EN', session: member });
    const slip = await slipOf('TP.HCM');
    const reads = calls('/wps/lottery/slips').length;
    await userEvent.click(slip.getByRole('button', { name: 'Cancel slip' }));
    await userEvent.click(slip.getByRole('button', { name: 'Yes, cancel the slip' }));
    expect(await slip.findByRole('alert')).toHaveTextContent(
      'This slip can no longer be cancelled',
    );
    await waitFor(() => expect(calls('/wps/lottery/slips').length).toBeGreaterThan(reads));
    await waitFor(() => expect(slip.queryByRole('button', { name: 'Cancel slip' })).toBeNull());
  });

  it('shows a drawn ticket’s draw with its proof on "Result"', async () => {
    serve();
    await renderInApp(ui, { brand, path: '/lottery', language: 'EN', session: member });
    const north = await slipOf('Mien Bac');
    const result = north.getByRole('button', { name: 'Result' });
    expect(result).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(result);
    expect(result).toHaveAttribute('aria-expanded', 'true');
    expect(await north.findByRole('rowheader', { name: 'DB' })).toBeInTheDocument();
    await userEvent.click(north.getByText('Fair draw'));
    await userEvent.click(north.getByRole('button', { name: 'Verify' }));
    expect(await north.findByText('Verified')).toBeInTheDocument();
  });

  it('pages ten slips at a time', async () => {
    const { calls } = serve({
      slips: (fixtures) => manySlips(fixtures, 9),
    });
    await renderInApp(ui, { brand, path: '/lottery', language: 'EN', session: member });
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(calls('/wps/lottery/slips').at(-1)!.searchParams.get('page')).toBe('2');
  });

  it('reads the list again when the bet slip says a slip was bought', async () => {
    const { calls } = serve();
    function BetSlipStandIn() {
      const refresh = useRefreshLotterySlips();
      return (
        <button type="button" onClick={refresh}>
          Bought
        </button>
      );
    }
    await renderInApp(
      <>
        <BetSlipStandIn />
        {ui}
      </>,
      { brand, path: '/lottery', language: 'EN', session: member },
    );
    await screen.findAllByRole('article');
    const reads = calls('/wps/lottery/slips').length;
    await userEvent.click(screen.getByRole('button', { name: 'Bought' }));
    await waitFor(() => expect(calls('/wps/lottery/slips').length).toBe(reads + 1));
  });
});
