import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFor } from '../../tests/support/account-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import {
  recordsFailing,
  recordsHandlers,
  sampleTransactions,
  transactionFor,
  type RecordsData,
  type SentQuery,
} from '../../tests/support/records-handlers.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { agentSession } from '../../tests/support/agent-handlers.ts';
import { TransactionHistory } from './transaction-history.tsx';

const member = { token: sessionFor('juan123').token, isAgent: 0 };

/** Opens the page for `session` with the platform answering `data`; returns the queries sent. */
async function open(data: Omit<RecordsData, 'sent'> = {}, session: typeof member | null = member) {
  const sent = { transactions: [] as SentQuery[], bets: [], profit: [] };
  server.use(...recordsHandlers({ ...data, sent }));
  await renderInApp(
    <TransactionHistory
      settings={{ pageSize: 20, defaultPeriod: 'last7', audience: 'member' }}
      sectionKey="records"
    />,
    { brand: demoBrands.royal!, session, path: '/member/transactionHistory' },
  );
  return sent.transactions;
}

const rows = async () => {
  const table = await screen.findByRole('table', { name: 'Account record' });
  return within(table).getAllByRole('row').slice(1);
};

describe('TransactionHistory', () => {
  beforeEach(() => {
    // 01:30 on 28 November in Manila, still the 27th in UTC.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T17:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('asks for the last 7 days of the brand time zone and shows each movement', async () => {
    const sent = await open({
      transactions: [
        transactionFor({ id: 2, type: 'withdrawal', amountMinor: -120_050, status: 'pending' }),
        transactionFor({ id: 1, balanceAfterMinor: null, reference: null }),
      ],
    });
    const [withdrawal, deposit] = await rows();
    expect(sent).toEqual([{ from: '2026-11-22', to: '2026-11-28', page: '1', pageSize: '20' }]);
    expect(withdrawal).toHaveTextContent('Withdrawal');
    expect(within(withdrawal!).getByText('-₱1,200.50')).toHaveAttribute('data-sign', 'out');
    expect(withdrawal).toHaveTextContent('₱1,500.00');
    expect(withdrawal).toHaveTextContent('Pending');
    // 08:00 UTC is 4:00 PM in Manila.
    expect(withdrawal).toHaveTextContent('Nov 27, 2026, 4:00 PM');
    expect(within(deposit!).getByText('+₱500.00')).toHaveAttribute('data-sign', 'in');
    expect(within(deposit!).getAllByText('—')).toHaveLength(2);
    expect(deposit).toHaveTextContent('Completed');
    expect(screen.getByText('Nov 22, 2026 to Nov 28, 2026')).toBeInTheDocument();
  });

  it('sends the chosen period and type, back on page 1', async () => {
    const sent = await open({ transactions: sampleTransactions(45) });
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ page: '2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        from: '2026-11-27',
        to: '2026-11-27',
        page: '1',
        pageSize: '20',
      }),
    );
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(sent.at(-1)).toMatchObject({ from: '2026-11-28', to: '2026-11-28' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() =>
      expect(sent.at(-1)).toMatchObject({ from: '2026-10-30', to: '2026-11-28' }),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Withdrawal');
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        from: '2026-10-30',
        to: '2026-11-28',
        type: 'withdrawal',
        page: '1',
        pageSize: '20',
      }),
    );
    const shown = await rows();
    expect(shown.every((row) => row.textContent.includes('Withdrawal'))).toBe(true);
  });

  it('names transfers between the wallets, and filters by them', async () => {
    const sent = await open({
      transactions: [
        transactionFor({ id: 3, type: 'walletTransfer', amountMinor: -100_000 }),
        transactionFor({ id: 2 }),
      ],
    });
    const [move, deposit] = await rows();
    expect(move).toHaveTextContent('Wallet transfer');
    expect(within(move!).getByText('-₱1,000.00')).toHaveAttribute('data-sign', 'out');
    expect(deposit).not.toHaveTextContent('Wallet transfer');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Type' }),
      'Wallet transfer',
    );
    await waitFor(() => expect(sent.at(-1)).toMatchObject({ type: 'walletTransfer', page: '1' }));
    await waitFor(async () => expect(await rows()).toHaveLength(1));
  });

  it('pages through the movements with the pager', async () => {
    const sent = await open({ transactions: sampleTransactions(45) });
    expect(await rows()).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    await waitFor(async () => expect(await rows()).toHaveLength(5));
    expect(sent.at(-1)).toMatchObject({ page: '3' });
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when the period has no movements, and no pager', async () => {
    await open({ transactions: [] });
    expect(await screen.findByText('No records in this period')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('offers a retry when the record cannot be loaded', async () => {
    server.use(...recordsFailing());
    await renderInApp(
      <TransactionHistory
        settings={{ pageSize: 20, defaultPeriod: 'last7', audience: 'member' }}
        sectionKey="records"
      />,
      {
        brand: demoBrands.royal!,
        session: member,
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The records could not be loaded.');
    server.use(...recordsHandlers({ transactions: [transactionFor()] }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(1);
  });

  it('checks a custom range under its fields and sends it once it is valid', async () => {
    const sent = await open({ transactions: [transactionFor()] });
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(from, { target: { value: '2026-11-25' } });
    fireEvent.change(to, { target: { value: '2026-11-20' } });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('The start date must not be after the end date')).toBeVisible();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    // Fixed, the message goes at once; 93 days are one too many.
    fireEvent.change(to, { target: { value: '2026-11-28' } });
    expect(screen.queryByText('The start date must not be after the end date')).toBeNull();
    fireEvent.change(from, { target: { value: '2026-08-28' } });
    expect(screen.getByText('Choose at most 92 days')).toBeVisible();
    fireEvent.change(to, { target: { value: '2026-11-29' } });
    expect(screen.getByText('The end date cannot be after today')).toBeVisible();
    fireEvent.change(to, { target: { value: '' } });
    expect(screen.getByText('Input cannot be empty')).toBeVisible();
    expect(sent).toHaveLength(1);
    fireEvent.change(from, { target: { value: '2026-09-01' } });
    fireEvent.change(to, { target: { value: '2026-11-28' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(sent.at(-1)).toMatchObject({ from: '2026-09-01', to: '2026-11-28', page: '1' }),
    );
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks a visitor to log in, without asking the platform', async () => {
    const sent = await open({}, null);
    expect(await screen.findByText('Log in to see your account record.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account record' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('asks a trial account to register first', async () => {
    const sent = await open({}, { token: 'token-trial001-0123456789abcdef', isAgent: 4 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please Register An Account First');
    expect(sent).toEqual([]);
  });
  it("is the agent center's account details for agents, and refused to anyone else", async () => {
    server.use(...recordsHandlers({ transactions: [transactionFor()] }));
    const details = (
      <TransactionHistory
        settings={{ pageSize: 20, defaultPeriod: 'last7', audience: 'agent' }}
        sectionKey="records"
      />
    );
    const brand = demoBrands.royal!;
    const { unmount } = await renderInApp(details, {
      brand,
      session: agentSession,
      path: '/agent/accountDetails',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account details' }),
    ).toBeInTheDocument();
    expect(await rows()).toHaveLength(1);
    unmount();
    await renderInApp(details, { brand, session: member, path: '/agent/accountDetails' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Non-agents cannot log in');
  });
});
