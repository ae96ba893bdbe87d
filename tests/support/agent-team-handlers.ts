import { http, HttpResponse } from 'msw';
import type { AgentNotice as Notice } from '../../engine/api/agent-center.ts';
import type {
  DownlineRegistration,
  DownlineTransferRequest,
  TeamBet,
  TeamBetsPage,
  TeamDay,
  TeamLoss,
  TeamLossesPage,
  TeamMember,
  TeamMembersPage,
  TeamOverview,
} from '../../engine/api/agent-team.ts';
import type { BetTotals } from '../../schemas/api/records.ts';
import { openBody } from './account-handlers.ts';
import { agentSession } from './agent-handlers.ts';
import { summaryAnswer, summaryFor } from './withdrawal-handlers.ts';

/** A member of the demo team with its upline (`parent`), as the handlers keep it. */
export type TeamRow = TeamMember & { parent: string };

/** A member of the team as listed; a direct downline of Maria unless overridden. */
export function teamMemberFor(overrides: Partial<TeamRow> = {}): TeamRow {
  return {
    username: 'juan123',
    nickname: 'Juan',
    isAgent: 0,
    level: 1,
    balanceMinor: 125_050,
    lastLoginAt: '2026-11-26T10:15:00.000Z',
    status: 'active',
    createdAt: '2026-10-02T04:00:00.000Z',
    teamSize: 0,
    parent: agentSession.account,
    ...overrides,
  };
}

/**
 * Maria's demo team: two sub-agents (Pedro with three players, Ana with none) and `players`
 * direct players, one of them locked, one who never logged in.
 */
export function sampleTeam(players = 6): TeamRow[] {
  const direct = Array.from({ length: players }, (_, index) =>
    teamMemberFor({
      username: `player${String(index + 1).padStart(2, '0')}`,
      nickname: index % 3 === 0 ? '' : `Player ${index + 1}`,
      balanceMinor: 10_000 * (index + 1) * (index + 3),
      lastLoginAt:
        index === 4 ? null : new Date(Date.UTC(2026, 10, 26, 12) - index * 9e6).toISOString(),
      status: index === 2 ? 'locked' : 'active',
      createdAt: new Date(Date.UTC(2026, 9, 1) + index * 86_400_000).toISOString(),
    }),
  );
  const pedrosPlayers = ['lito', 'nena', 'boyet'].map((name, index) =>
    teamMemberFor({
      username: `${name}_p`,
      nickname: name,
      level: 2,
      balanceMinor: 5_000 * (index + 2),
      parent: 'pedro_sub',
      createdAt: `2026-11-0${index + 3}T05:00:00.000Z`,
    }),
  );
  return [
    teamMemberFor({
      username: 'pedro_sub',
      nickname: 'Pedro',
      isAgent: 1,
      balanceMinor: 2_340_000,
      teamSize: 3,
      createdAt: '2026-09-12T02:00:00.000Z',
    }),
    teamMemberFor({
      username: 'ana_sub',
      nickname: 'Ana',
      isAgent: 1,
      balanceMinor: 0,
      createdAt: '2026-09-20T02:00:00.000Z',
    }),
    ...direct,
    ...pedrosPlayers,
  ];
}

const figuresOf = (index: number) => {
  const betMinor = 50_000 + ((index * 37_000) % 400_000);
  const winMinor = Math.floor((betMinor * (50 + ((index * 29) % 110))) / 100);
  return {
    betMinor,
    validBetMinor: Math.floor(betMinor * 0.95),
    winMinor,
    profitMinor: winMinor - betMinor,
  };
};

/** The overview of `days` days ending on the 26th: figures that add up over the days. */
export function sampleOverview(days = 7): TeamOverview {
  const series: TeamDay[] = Array.from({ length: days }, (_, index) => ({
    day: new Date(Date.UTC(2026, 10, 27 - days + index)).toISOString().slice(0, 10),
    rounds: 20 + ((index * 13) % 40),
    ...figuresOf(index + 1),
  }));
  const sum = (key: keyof ReturnType<typeof figuresOf>) =>
    series.reduce((total, day) => total + day[key], 0);
  return {
    members: 11,
    newMembers: 3,
    activeMembers: 7,
    depositMinor: 1_250_000,
    withdrawalMinor: 480_000,
    betMinor: sum('betMinor'),
    validBetMinor: sum('validBetMinor'),
    winMinor: sum('winMinor'),
    profitMinor: sum('profitMinor'),
    days: series,
  };
}

/** The overview of a team without members or play over the days of `from` to `to`. */
export function emptyOverview(from: string, to: string): TeamOverview {
  const days: TeamDay[] = [];
  for (let day = from; day <= to;) {
    days.push({ day, rounds: 0, betMinor: 0, validBetMinor: 0, winMinor: 0, profitMinor: 0 });
    day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return {
    members: 0,
    newMembers: 0,
    activeMembers: 0,
    depositMinor: 0,
    withdrawalMinor: 0,
    betMinor: 0,
    validBetMinor: 0,
    winMinor: 0,
    profitMinor: 0,
    days,
  };
}

/** `count` rounds of the team, newest first, over several members, vendors and game types. */
export function sampleTeamBets(count: number): TeamBet[] {
  const games = [
    { vendor: 'JILI', gameName: 'Super Ace', gameType: 'SLOT' },
    { vendor: 'EVO', gameName: 'Lightning Roulette', gameType: 'LIVE' },
    { vendor: 'PG', gameName: 'Mahjong Ways', gameType: 'SLOT' },
    { vendor: 'SABA', gameName: 'Football', gameType: 'SPORTS' },
  ];
  const players = ['player01', 'player02', 'lito_p', 'pedro_sub', 'maria_agent'];
  return Array.from({ length: count }, (_, index) => ({
    username: players[index % players.length]!,
    roundId: `R${String(90_000 - index)}`,
    ...games[index % games.length]!,
    placedAt: new Date(Date.UTC(2026, 10, 26, 14) - index * 2_700_000).toISOString(),
    ...figuresOf(index),
  }));
}

/** `count` members' results, the biggest loss first. */
export function sampleTeamLosses(count: number): TeamLoss[] {
  return Array.from({ length: count }, (_, index) => ({
    username: index === 0 ? 'maria_agent' : `player${String(index).padStart(2, '0')}`,
    level: index === 0 ? 0 : 1 + (index % 2),
    rounds: 5 + index * 3,
    ...figuresOf(index),
  })).sort((a, b) => a.profitMinor - b.profitMinor);
}

function totalsOf(rows: readonly (Omit<BetTotals, 'rounds'> & { rounds?: number })[]): BetTotals {
  const sum = (key: keyof BetTotals) => rows.reduce((total, row) => total + (row[key] ?? 1), 0);
  return {
    rounds: sum('rounds'),
    betMinor: sum('betMinor'),
    validBetMinor: sum('validBetMinor'),
    winMinor: sum('winMinor'),
    profitMinor: sum('profitMinor'),
  };
}

/** What the team handlers answer, and what they were sent. */
export interface TeamData {
  members?: TeamRow[];
  overview?: TeamOverview;
  bets?: readonly TeamBet[];
  losses?: readonly TeamLoss[];
  /** The agent's spendable balance, for transfers. */
  balanceMinor?: number;
  /** The agent has no withdrawal password yet. */
  noPaymentPassword?: boolean;
  /** The agents' announcements, newest first. */
  notices?: Notice[];
  /** A sub-agent would be deeper than the brand's levels. */
  atMaxLevel?: boolean;
  sent?: {
    queries: { path: string; query: Record<string, string> }[];
    registrations: DownlineRegistration[];
    transfers: DownlineTransferRequest[];
  };
}

const fail = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ error: { code, message: code, ...extra } }, { status });

const invalid = (fields: Record<string, string>) => fail(400, 'VALIDATION_FAILED', { fields });

function paged<T>(rows: readonly T[], query: Record<string, string>) {
  const page = Number(query.page ?? 1);
  const pageSize = Number(query.pageSize ?? 20);
  return {
    list: rows.slice((page - 1) * pageSize, page * pageSize),
    totalPages: Math.ceil(rows.length / pageSize),
  };
}

/** The correct withdrawal password of the demo agent. */
export const demoPaymentPassword = '123456';

/**
 * Handlers answering the team calls like the platform, from `data`: the list of a parent's
 * direct downlines (NOT_FOUND outside the team) or a search, sorted and paged; rounds filtered
 * by member, vendor and game type; results paged; registrations (taken names, the brand's
 * length and pattern, mismatch, the level limit) add to the team; transfers to direct
 * downlines with the withdrawal password `123456` and at most the balance.
 */
export function agentTeamHandlers(data: TeamData = {}) {
  const members = () => (data.members ??= []);
  const inTeam = (username: string) =>
    username === agentSession.account || members().some((m) => m.username === username);
  const read = (request: Request, path: string) => {
    const query = Object.fromEntries(new URL(request.url).searchParams);
    data.sent?.queries.push({ path, query });
    return query;
  };
  return [
    // What the agent may send, and whether its withdrawal password is set.
    http.get('*/wps/transaction/withdraw/summary', () =>
      summaryAnswer(
        summaryFor({
          withdrawableMinor: data.balanceMinor ?? 1_000_000,
          paymentPasswordSet: !data.noPaymentPassword,
        }),
      ),
    ),
    http.get('*/wps/agent/announcements', () => HttpResponse.json({ value: data.notices ?? [] })),
    http.get('*/wps/agent/team/overview', ({ request }) => {
      const query = read(request, 'overview');
      return HttpResponse.json({ value: data.overview ?? emptyOverview(query.from!, query.to!) });
    }),
    http.get('*/wps/agent/team/members', ({ request }) => {
      const query = read(request, 'members');
      const parent = query.search ? null : (query.parent ?? agentSession.account);
      if (parent && !inTeam(parent)) return fail(404, 'NOT_FOUND');
      const sort = (query.sort ?? 'createdAt') as
        'username' | 'level' | 'createdAt' | 'lastLoginAt';
      const sign = query.order === 'asc' ? 1 : -1;
      const rows = members()
        .filter((m) =>
          parent ? m.parent === parent : m.username.includes(query.search!.toLowerCase()),
        )
        .sort((a, b) => sign * String(a[sort] ?? '').localeCompare(String(b[sort] ?? '')))
        .map(({ parent: _parent, ...member }) => member);
      const value: TeamMembersPage = { parent, ...paged(rows, query) };
      return HttpResponse.json({ value });
    }),
    http.get('*/wps/agent/team/bets', ({ request }) => {
      const query = read(request, 'bets');
      if (query.username && !inTeam(query.username)) return fail(404, 'NOT_FOUND');
      const rows = (data.bets ?? []).filter(
        (bet) =>
          (!query.username || bet.username === query.username) &&
          (!query.vendor || bet.vendor === query.vendor) &&
          (!query.gameType || bet.gameType === query.gameType),
      );
      const value: TeamBetsPage = { ...paged(rows, query), totals: totalsOf(rows) };
      return HttpResponse.json({ value });
    }),
    http.get('*/wps/agent/team/losses', ({ request }) => {
      const query = read(request, 'losses');
      const rows = data.losses ?? [];
      const value: TeamLossesPage = { ...paged(rows, query), totals: totalsOf(rows) };
      return HttpResponse.json({ value });
    }),
    http.post('*/wps/agent/team/register', async ({ request }) => {
      const body = (await openBody(request)) as DownlineRegistration;
      data.sent?.registrations.push(body);
      const username = body.username.trim().toLowerCase();
      const fields: Record<string, string> = {};
      if (!username) fields.username = 'required';
      else if (username.length < 6 || username.length > 16) fields.username = 'length';
      else if (!/^[a-z][a-z0-9_]*$/.test(username)) fields.username = 'pattern';
      else if (username === agentSession.account || members().some((m) => m.username === username))
        fields.username = 'taken';
      if (body.password.length < 6) fields.password = 'length';
      else if (body.password !== body.confirmPassword) fields.confirmPassword = 'mismatch';
      if (body.role === 'agent' && data.atMaxLevel) fields.role = 'tooDeep';
      if (Object.keys(fields).length > 0) return invalid(fields);
      const isAgent = body.role === 'agent' ? 1 : 0;
      members().push(teamMemberFor({ username, nickname: '', isAgent, balanceMinor: 0 }));
      const affiliateCode = isAgent ? `${username.slice(0, 4).toUpperCase()}88` : null;
      return HttpResponse.json({ value: { username, isAgent, affiliateCode } });
    }),
    http.post('*/wps/agent/team/transfer', async ({ request }) => {
      const body = (await openBody(request)) as DownlineTransferRequest;
      data.sent?.transfers.push(body);
      const target = members().find((m) => m.username === body.username);
      if (!target || target.parent !== agentSession.account)
        return invalid({ username: 'notDownline' });
      if (data.noPaymentPassword) return fail(400, 'PAYMENT_PASSWORD_NOT_SET');
      if (body.paymentPassword !== demoPaymentPassword)
        return fail(400, 'WRONG_PAYMENT_PASSWORD', {
          fields: { paymentPassword: 'wrongPassword' },
          attemptsLeft: 4,
        });
      const balance = data.balanceMinor ?? 1_000_000;
      if (body.amountMinor > balance)
        return fail(400, 'INSUFFICIENT_FUNDS', { fields: { amountMinor: 'tooLarge' } });
      data.balanceMinor = balance - body.amountMinor;
      target.balanceMinor += body.amountMinor;
      return HttpResponse.json({
        value: {
          username: target.username,
          amountMinor: body.amountMinor,
          balanceMinor: data.balanceMinor,
        },
      });
    }),
  ];
}

const teamReads = ['team/overview', 'team/members', 'team/bets', 'team/losses', 'announcements'];

/** Answers every team read with the platform's error envelope (status 500). */
export function agentTeamFailing() {
  return teamReads.map((name) => http.get(`*/wps/agent/${name}`, () => fail(500, 'INTERNAL')));
}

/** Never answers a team read: the loading state. */
export function agentTeamLoading() {
  return teamReads.map((name) =>
    http.get(`*/wps/agent/${name}`, () => new Promise<Response>(() => undefined)),
  );
}

/**
 * The stories every agents-only page has for those it is not for: a visitor asked to log in, a
 * member who is no agent and a trial account told 'Non-agents cannot log in'.
 */
export const agentGateStories = {
  visitor: { parameters: { session: null } },
  member: { parameters: { session: { token: 'token-juan123-0123456789abcdef', isAgent: 0 } } },
  trial: { parameters: { session: { token: 'token-trial001-0123456789abcdef', isAgent: 4 } } },
};

/** Three announcements for agents, newest first; the second carries markup to be sanitised. */
export function sampleAgentNotices(): Notice[] {
  const notice = (id: number, title: string, content: string, createdAt: string): Notice => ({
    id,
    type: 'AG',
    title,
    content,
    createdAt,
  });
  return [
    notice(
      3,
      'New dividend rates from December',
      '<p>From <strong>1 December</strong> the dividend tiers start at ₱50,000.00 of team base.</p>',
      '2026-11-27T03:00:00.000Z',
    ),
    notice(
      2,
      'Weekend maintenance',
      '<p>Reports pause on Sunday 02:00 to 04:00.</p><script>alert(1)</script><img src="https://evil.example/x.png" alt="">',
      '2026-11-20T03:00:00.000Z',
    ),
    notice(1, 'Welcome, agents', '<p>Your agent center is open.</p>', '2026-11-01T03:00:00.000Z'),
  ];
}
