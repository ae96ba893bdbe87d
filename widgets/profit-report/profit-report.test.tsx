import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFor } from '../../tests/support/account-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import {
  recordsFailing,
  recordsHandlers,
  type RecordsData,
  type SentQuery,
} from '../../tests/support/records-handlers.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { ProfitReport } from './profit-report.tsx';

const member = { token: sessionFor('juan123').token, isAgent: 0 };

/** Opens the page for `session` with the platform answering `data`; returns the queries sent. */
async function open(data: Omit<RecordsData, 'sent'> = {}, session: typeof member | null = member) {
  const sent = { transactions: [], bets: [], profit: [] as SentQuery[] };
  server.use(...recordsHandlers({ ...data, sent }));
  const view = await renderInApp(
    <ProfitReport settings={{ defaultPeriod: 'last7' }} sectionKey="profit" />,
    { brand: demoBrands.royal!, session, path: '/member/personalProfit' },
  );
  return { sent: sent.profit, container: view.container };
}

const figure = (name: string) =>
  within(screen.getByTestId('record-totals')).getByText(name).nextElementSibling;

describe('ProfitReport', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T17:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the totals of the last 7 days and the profit of each day as a chart and a table', async () => {
    const { sent, container } = await open({
      profits: [10_000, -25_000, 0, 5_000, 0, 0, -2_500],
    });
    const chart = await screen.findByRole('img');
    expect(sent).toEqual([{ from: '2026-11-22', to: '2026-11-28' }]);
    expect(chart).toHaveAccessibleName(
      'Profit per day from Nov 22, 2026 to Nov 28, 2026: best day Nov 22, 2026 (₱100.00), worst day Nov 23, 2026 (-₱250.00).',
    );
    expect(figure('Rounds')).toHaveTextContent('40');
    expect(figure('Bet')).toHaveTextContent('₱850.00');
    expect(figure('Win')).toHaveTextContent('₱725.00');
    expect(figure('Profit')).toHaveTextContent('-₱125.00');
    const bars = [...container.querySelectorAll('rect')];
    expect(bars.map((bar) => bar.dataset.sign)).toEqual([
      'profit',
      'loss',
      'even',
      'profit',
      'even',
      'even',
      'loss',
    ]);
    // The largest loss reaches the bottom, the largest profit the top.
    expect(Number(bars[1]!.getAttribute('y')) + Number(bars[1]!.getAttribute('height'))).toBe(100);
    expect(Number(bars[0]!.getAttribute('y'))).toBe(0);
    const table = screen.getByRole('table', { name: 'Profit and loss per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[1]).toHaveTextContent('Nov 23, 2026');
    expect(within(rows[1]!).getByText('-₱250.00')).toHaveAttribute('data-sign', 'out');
  });

  it('asks for the last 30 days and for a custom range', async () => {
    const { sent } = await open({ profits: [1_000] });
    await screen.findByRole('img');
    expect(screen.queryByRole('button', { name: 'Today' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ from: '2026-10-30', to: '2026-11-28' }));
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-10' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(sent.at(-1)).toEqual({ from: '2026-11-01', to: '2026-11-10' }));
    const table = await screen.findByRole('table', { name: 'Profit and loss per day' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
  });

  it('says when there was no play in the period', async () => {
    await open({ profits: [] });
    expect(await screen.findByText('No records in this period')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('offers a retry when the report cannot be loaded', async () => {
    server.use(...recordsFailing());
    await renderInApp(<ProfitReport settings={{ defaultPeriod: 'last7' }} sectionKey="profit" />, {
      brand: demoBrands.royal!,
      session: member,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The records could not be loaded.');
    server.use(...recordsHandlers({ profits: [500] }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img')).toBeInTheDocument();
  });

  it('asks a trial account to register first', async () => {
    const { sent } = await open({}, { token: 'token-trial001-0123456789abcdef', isAgent: 4 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Register An Account First');
    expect(sent).toEqual([]);
  });
});
