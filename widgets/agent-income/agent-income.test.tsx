import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  agentFailing,
  agentHandlers,
  agentSession,
  sampleSettlements,
  settlementFor,
  type AgentData,
} from '../../tests/support/agent-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { AgentIncome } from './agent-income.tsx';

const brand = demoBrands.royal!;
const income = (
  <AgentIncome settings={{ pageSize: 20, defaultPeriod: 'thisMonth' }} sectionKey="income" />
);

function withData(data: AgentData) {
  const sent: NonNullable<AgentData['sent']> = { offers: [], income: [] };
  server.use(...agentHandlers({ ...data, sent }));
  return sent;
}

const rows = () => within(screen.getByRole('table', { name: 'My income' })).getAllByRole('row');

describe('AgentIncome', () => {
  it('lists each settled period with its figures, and what the range paid in all', async () => {
    const sent = withData({ settlements: [settlementFor()] });
    await renderInApp(income, { brand, session: agentSession, path: '/agent/myIncome' });
    await screen.findByRole('table', { name: 'My income' });
    const cells = within(rows()[1]!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual([
      'Daily salary',
      '₱60,000.00',
      '6',
      '1.2%',
      '₱720.00',
      '₱100.00',
      '₱620.00',
    ]);
    expect(screen.getByTestId('record-totals')).toHaveTextContent('Paid in all₱620.00');
    // This month, from its 1st, in the brand's time zone.
    expect(sent.income[0]).toMatchObject({ page: '1', pageSize: '20' });
    expect(sent.income[0]!.from).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('filters by kind of contract and pages, starting again at page 1', async () => {
    const sent = withData({ settlements: sampleSettlements(45) });
    await renderInApp(income, { brand, session: agentSession, path: '/agent/myIncome' });
    await screen.findByRole('table', { name: 'My income' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(sent.income.at(-1)).toMatchObject({ page: '2' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Contract' }), 'dividend');
    await waitFor(() => expect(sent.income.at(-1)).toMatchObject({ kind: 'dividend', page: '1' }));
    await waitFor(() =>
      expect(
        rows()
          .slice(1)
          .every((row) => row.textContent?.includes('Dividend')),
      ).toBe(true),
    );
  });

  it('asks the platform for the order chosen, from page 1, and shows the periods as answered', async () => {
    const sent = withData({
      settlements: [
        settlementFor({ periodKey: 'a', payoutMinor: 100 }),
        settlementFor({ periodKey: 'b', payoutMinor: 900 }),
        settlementFor({ periodKey: 'c', payoutMinor: 500 }),
      ],
    });
    await renderInApp(income, { brand, session: agentSession, path: '/agent/myIncome' });
    await screen.findByRole('table', { name: 'My income' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'paidMost');
    await waitFor(() => expect(sent.income.at(-1)).toMatchObject({ order: 'paidMost', page: '1' }));
    await waitFor(() =>
      expect(
        rows()
          .slice(1)
          .map((row) => within(row).getAllByRole('cell').at(-1)!.textContent),
      ).toEqual(['₱9.00', '₱5.00', '₱1.00']),
    );
  });

  it('says when no period was settled in the range', async () => {
    withData({ settlements: [] });
    await renderInApp(income, { brand, session: agentSession, path: '/agent/myIncome' });
    expect(await screen.findByText('No records in this period')).toBeInTheDocument();
  });

  it('offers a retry when the income could not be loaded', async () => {
    server.use(...agentFailing());
    await renderInApp(income, { brand, session: agentSession, path: '/agent/myIncome' });
    expect(await screen.findByText('The records could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks a visitor to log in', async () => {
    await renderInApp(income, { brand, path: '/agent/myIncome' });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells a member who is no agent that only agents get in, asking nothing of the platform', async () => {
    const member = { token: 'token-juan123-0123456789abcdef', isAgent: 0 };
    await renderInApp(income, { brand, session: member, path: '/agent/myIncome' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-agents cannot log in');
    expect(screen.getByRole('heading', { level: 1, name: 'My income' })).toBeInTheDocument();
  });
});
