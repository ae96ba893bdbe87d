import { http, HttpResponse, type RequestHandler } from 'msw';
import type { BetPage, ProfitReport, TransactionPage } from '../../engine/api/member-records.ts';
import { addDays, rangeDays } from '../../engine/core/record-range.ts';
import {
  transactionStatuses,
  transactionTypes,
  type BetRecord,
  type BetTotals,
  type Transaction,
} from '../../schemas/api/records.ts';
import { apiHandlers } from './api-handlers.ts';
import { demoBrands } from './brands.ts';

/** The query a records call was sent with, as a plain object. */
export type SentQuery = Record<string, string>;

const queryOf = (request: Request): SentQuery =>
  Object.fromEntries(new URL(request.url).searchParams);

/** A wallet movement as the platform answers it: a ₱500.00 deposit, completed, unless overridden. */
export function transactionFor(overrides: Partial<Transaction> = {}): Transaction {
  return {
    id: 1,
    createdAt: '2026-11-27T08:00:00.000Z',
    type: 'deposit',
    amountMinor: 50_000,
    balanceAfterMinor: 150_000,
    reference: 'dep0123456789abcdefghi',
    status: 'completed',
    ...overrides,
  };
}

/** `count` movements of every type and status in turn, newest first, money in and out. */
export function sampleTransactions(count: number): Transaction[] {
  return Array.from({ length: count }, (_, index) => {
    const type = transactionTypes[index % transactionTypes.length]!;
    const out = type === 'withdrawal' || type === 'bet';
    return transactionFor({
      id: 1000 - index,
      createdAt: new Date(Date.UTC(2026, 10, 27, 12) - index * 3_600_000).toISOString(),
      type,
      amountMinor: (out ? -1 : 1) * (1_000 + index * 2_550),
      balanceAfterMinor: index % 9 === 4 ? null : 200_000 + index * 1_000,
      reference: index % 5 === 3 ? null : `ref-${String(1000 - index)}`,
      status: transactionStatuses[index % 7 === 0 ? 1 : index % transactionStatuses.length]!,
    });
  });
}

/** A bet as the platform answers it: ₱100.00 on Aurora Gaming's slot, won ₱150.00. */
export function betFor(overrides: Partial<BetRecord> = {}): BetRecord {
  return {
    roundId: 'AUR-0001',
    vendor: 'AUR',
    gameName: 'Golden Aurora',
    gameType: 'RNG',
    placedAt: '2026-11-27T09:00:00.000Z',
    betMinor: 10_000,
    validBetMinor: 10_000,
    winMinor: 15_000,
    profitMinor: 5_000,
    ...overrides,
  };
}

/** `count` bets across the story vendors, newest first, wins and losses. */
export function sampleBets(count: number): BetRecord[] {
  const games = [
    { vendor: 'AUR', gameType: 'RNG', gameName: 'Golden Aurora' },
    { vendor: 'NEB', gameType: 'RNG', gameName: 'Nebula Spins' },
    { vendor: 'VLV', gameType: 'LIVE', gameName: 'Velvet Baccarat' },
  ];
  return Array.from({ length: count }, (_, index) => {
    const bet = 5_000 + (index % 4) * 2_500;
    const win = index % 3 === 0 ? bet * 2 : index % 3 === 1 ? 0 : bet / 2;
    return betFor({
      roundId: `R-${String(5000 - index)}`,
      ...games[index % games.length]!,
      placedAt: new Date(Date.UTC(2026, 10, 27, 12) - index * 1_800_000).toISOString(),
      betMinor: bet,
      validBetMinor: bet,
      winMinor: win,
      profitMinor: win - bet,
    });
  });
}

/** The totals of `bets`. */
export function totalsOf(
  bets: readonly Omit<BetTotals, 'rounds'>[],
  rounds = bets.length,
): BetTotals {
  const sum = (key: keyof Omit<BetTotals, 'rounds'>) => bets.reduce((s, b) => s + b[key], 0);
  return {
    rounds,
    betMinor: sum('betMinor'),
    validBetMinor: sum('validBetMinor'),
    winMinor: sum('winMinor'),
    profitMinor: sum('profitMinor'),
  };
}

/** A profit report over `from`..`to` with `profits` for the days in order (0 past its end). */
export function profitFor(from: string, to: string, profits: readonly number[]): ProfitReport {
  const days = Array.from({ length: rangeDays({ from, to }) }, (_, index) => {
    const profitMinor = profits[index] ?? 0;
    // At least the loss was staked: a win is never negative.
    const betMinor = profitMinor === 0 ? 0 : Math.max(20_000, -profitMinor);
    return {
      day: addDays(from, index),
      rounds: betMinor === 0 ? 0 : 10,
      betMinor,
      validBetMinor: betMinor,
      winMinor: betMinor + profitMinor,
      profitMinor,
    };
  });
  return {
    days,
    totals: totalsOf(
      days,
      days.reduce((s, d) => s + d.rounds, 0),
    ),
  };
}

/** One page of `all` as the platform answers a page of `pageSize`. */
function pageOf<T>(all: readonly T[], query: SentQuery) {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 20);
  return {
    list: all.slice((page - 1) * pageSize, page * pageSize),
    totalPages: Math.ceil(all.length / pageSize),
  };
}

/** What the records handlers answer: the rows, and the queries they were sent, for tests. */
export interface RecordsData {
  transactions?: readonly Transaction[];
  bets?: readonly BetRecord[];
  /** Profit per day of the range asked for, from its first day. */
  profits?: readonly number[];
  sent?: { transactions: SentQuery[]; bets: SentQuery[]; profit: SentQuery[] };
}

/**
 * Handlers answering the record calls like the platform, from `data`: filtered by type, game
 * type and vendor, paged, with the totals over everything that matched. Each query is recorded
 * in `data.sent` when given.
 */
export function recordsHandlers(data: RecordsData = {}) {
  return [
    http.get('*/wps/member/records/transactions', ({ request }) => {
      const query = queryOf(request);
      data.sent?.transactions.push(query);
      const all = (data.transactions ?? []).filter((t) => !query.type || t.type === query.type);
      const value: TransactionPage = pageOf(all, query);
      return HttpResponse.json({ value });
    }),
    http.get('*/wps/member/records/bets', ({ request }) => {
      const query = queryOf(request);
      data.sent?.bets.push(query);
      const all = (data.bets ?? []).filter(
        (b) =>
          (!query.gameType || b.gameType === query.gameType) &&
          (!query.vendor || b.vendor === query.vendor),
      );
      const value: BetPage = { ...pageOf(all, query), totals: totalsOf(all) };
      return HttpResponse.json({ value });
    }),
    http.get('*/wps/member/records/profit', ({ request }) => {
      const query = queryOf(request);
      data.sent?.profit.push(query);
      const value = profitFor(query.from ?? '', query.to ?? '', data.profits ?? []);
      return HttpResponse.json({ value });
    }),
  ];
}

/** Answers every record call with the platform's error envelope (status 500). */
export function recordsFailing() {
  const fail = () =>
    HttpResponse.json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 });
  return [
    http.get('*/wps/member/records/transactions', fail),
    http.get('*/wps/member/records/bets', fail),
    http.get('*/wps/member/records/profit', fail),
  ];
}

/** Never answers a record call: the loading state. */
export function recordsLoading() {
  const wait = () => new Promise<Response>(() => undefined);
  return [
    http.get('*/wps/member/records/transactions', wait),
    http.get('*/wps/member/records/bets', wait),
    http.get('*/wps/member/records/profit', wait),
  ];
}

/**
 * Story parameters: `first` in front of the platform's handlers (the same key replaces the
 * preview's list).
 */
export function storyHandlers(...first: RequestHandler[]) {
  return { msw: { handlers: { system: [...first, ...apiHandlers(demoBrands)] } } };
}

/** A trial (free-play) account's session, for stories and tests. */
export const trialSession = { token: 'token-trial001-0123456789abcdef', isAgent: 4 };
