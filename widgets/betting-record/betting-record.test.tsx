import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFor } from '../../tests/support/account-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import {
  betFor,
  recordsFailing,
  recordsHandlers,
  sampleBets,
  type RecordsData,
  type SentQuery,
} from '../../tests/support/records-handlers.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { BettingRecord } from './betting-record.tsx';

const member = { token: sessionFor('juan123').token, isAgent: 0 };

/** Opens the page for `session` with the platform answering `data`; returns the queries sent. */
async function open(data: Omit<RecordsData, 'sent'> = {}, session: typeof member | null = member) {
  const sent = { transactions: [], bets: [] as SentQuery[], profit: [] };
  server.use(...recordsHandlers({ ...data, sent }));
  await renderInApp(
    <BettingRecord settings={{ pageSize: 20, defaultPeriod: 'today' }} sectionKey="bets" />,
    { brand: demoBrands.royal!, session, path: '/member/personalHistoryCopy' },
  );
  return sent.bets;
}

const rows = async () => {
  const table = await screen.findByRole('table', { name: 'Betting record' });
  return within(table).getAllByRole('row').slice(1);
};
const figure = (name: string) =>
  within(screen.getByTestId('record-totals')).getByText(name).nextElementSibling;

describe('BettingRecord', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T17:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("asks for today in the brand time zone and shows each bet with the period's totals", async () => {
    const sent = await open({
      bets: [
        betFor(),
        betFor({
          roundId: 'R2',
          winMinor: 0,
          profitMinor: -10_000,
          vendor: 'VLV',
          gameType: 'LIVE',
        }),
      ],
    });
    const [won, lost] = await rows();
    expect(sent).toEqual([{ from: '2026-11-28', to: '2026-11-28', page: '1', pageSize: '20' }]);
    expect(won).toHaveTextContent('Golden Aurora');
    expect(won).toHaveTextContent('Aurora Gaming');
    expect(won).toHaveTextContent('Nov 27, 2026, 5:00 PM');
    expect(within(won!).getByText('+₱50.00')).toHaveAttribute('data-sign', 'in');
    expect(lost).toHaveTextContent('Velvet Live');
    expect(within(lost!).getByText('-₱100.00')).toHaveAttribute('data-sign', 'out');
    expect(figure('Rounds')).toHaveTextContent('2');
    expect(figure('Bet')).toHaveTextContent('₱200.00');
    expect(figure('Valid bet')).toHaveTextContent('₱200.00');
    expect(figure('Win')).toHaveTextContent('₱150.00');
    expect(figure('Profit')).toHaveTextContent('-₱50.00');
  });

  it('filters by game type and vendor from the lobby catalog, back on page 1', async () => {
    const sent = await open({ bets: sampleBets(60) });
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ page: '2' }));
    const type = screen.getByRole('combobox', { name: 'Game type' });
    const vendor = screen.getByRole('combobox', { name: 'Provider' });
    expect(within(vendor).getByRole('option', { name: 'Velvet Live' })).toBeInTheDocument();
    await userEvent.selectOptions(type, 'Slots');
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        from: '2026-11-28',
        to: '2026-11-28',
        gameType: 'RNG',
        page: '1',
        pageSize: '20',
      }),
    );
    // Only the slot vendors are left to choose.
    expect(within(vendor).queryByRole('option', { name: 'Velvet Live' })).toBeNull();
    await userEvent.selectOptions(vendor, 'Nebula Play');
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ gameType: 'RNG', vendor: 'NEB' }));
    expect(figure('Rounds')).toHaveTextContent('20');
    expect((await rows()).every((row) => row.textContent.includes('Nebula Play'))).toBe(true);
    // Back to every type: the vendor stays.
    await userEvent.selectOptions(type, 'All');
    await waitFor(() => expect(sent.at(-1)).not.toHaveProperty('gameType'));
    expect(sent.at(-1)).toMatchObject({ vendor: 'NEB' });
    await userEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(sent.at(-1)).toMatchObject({ from: '2026-11-22', to: '2026-11-28', vendor: 'NEB' }),
    );
  });

  it('keeps the totals of the whole period on every page', async () => {
    const sent = await open({ bets: sampleBets(45) });
    expect(await rows()).toHaveLength(20);
    expect(figure('Rounds')).toHaveTextContent('45');
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(async () => expect(await rows()).toHaveLength(5));
    expect(sent.at(-1)).toMatchObject({ page: '3' });
    expect(figure('Rounds')).toHaveTextContent('45');
  });

  it('says when there are no bets in the period', async () => {
    await open({ bets: [] });
    expect(await screen.findByText('No records in this period')).toBeInTheDocument();
    expect(screen.queryByTestId('record-totals')).toBeNull();
  });

  it('offers a retry when the record cannot be loaded', async () => {
    server.use(...recordsFailing());
    await renderInApp(
      <BettingRecord settings={{ pageSize: 20, defaultPeriod: 'today' }} sectionKey="bets" />,
      { brand: demoBrands.royal!, session: member },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The records could not be loaded.');
    server.use(...recordsHandlers({ bets: [betFor()] }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(1);
  });

  it('asks a visitor to log in', async () => {
    const sent = await open({}, null);
    expect(await screen.findByText('Log in to see your betting record.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
