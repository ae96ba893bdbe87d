import { http, HttpResponse } from 'msw';
import type {
  AgentCenter,
  AgentContract,
  AgentContracts,
  ContractOffer,
  IncomePage,
} from '../../engine/api/agent-center.ts';
import type { AgentSettlement, incomeOrders } from '../../schemas/api/agent-center.ts';
import type { ContractKind } from '../../schemas/api/agent-contracts.ts';

/** The demo agent's session, for stories and tests. */
export const agentSession = {
  token: 'token-maria_agent-0123456789abcdef',
  isAgent: 1,
  account: 'maria_agent',
};

/** The demo agent's direct downline agents: offers to anyone else are refused. */
export const sampleDownlines = ['pedro_sub', 'ana_sub'];

/** The agent center's answer: Maria at level 2 under Boss, with a dividend and a daily salary. */
export function agentCenterFor(overrides: Partial<AgentCenter> = {}): AgentCenter {
  return {
    username: 'maria_agent',
    isAgent: 1,
    level: 2,
    affiliateCode: 'MARIA7',
    upline: 'boss_agent',
    flags: { divtypereq: 1, dailysalreqtype: 1, contracthoursalreq: 0, realtimesalreqtype: 0 },
    ...overrides,
  };
}

/**
 * A contract as the platform answers it: Maria's active daily salary from Boss, two tiers
 * (1 %; 1.5 % from ₱1,000,000.00 and 10 active), capped at ₱50,000.00; unless overridden.
 */
export function contractFor(overrides: Partial<AgentContract> = {}): AgentContract {
  return {
    id: 11,
    kind: 'dailySalary',
    period: 'daily',
    tiers: [
      { minBaseMinor: 0, minActiveMembers: 0, rateBp: 100 },
      { minBaseMinor: 100_000_000, minActiveMembers: 10, rateBp: 150 },
    ],
    capMinor: 5_000_000,
    status: 'active',
    agent: 'maria_agent',
    offeredBy: 'boss_agent',
    offeredAt: '2026-11-20T02:00:00.000Z',
    answeredAt: '2026-11-20T09:03:00.000Z',
    startsAt: '2026-11-20T16:00:00.000Z',
    endsAt: null,
    endedBy: null,
    ...overrides,
  };
}

/** A contract Maria offered one of her downlines, offered and not answered yet; unless overridden. */
export function offeredContractFor(overrides: Partial<AgentContract> = {}): AgentContract {
  return contractFor({
    id: 21,
    agent: 'pedro_sub',
    offeredBy: 'maria_agent',
    tiers: [{ minBaseMinor: 5_000_000, minActiveMembers: 5, rateBp: 80 }],
    capMinor: null,
    status: 'offered',
    answeredAt: null,
    startsAt: null,
    ...overrides,
  });
}

/** A settled period as the platform answers it: one day of a daily salary; unless overridden. */
export function settlementFor(overrides: Partial<AgentSettlement> = {}): AgentSettlement {
  return {
    contractId: 11,
    kind: 'dailySalary',
    periodKey: '2026-11-26',
    periodStart: '2026-11-25T16:00:00.000Z',
    periodEnd: '2026-11-26T16:00:00.000Z',
    baseMinor: 6_000_000,
    activeMembers: 6,
    rateBp: 120,
    grossMinor: 72_000,
    passedDownMinor: 10_000,
    payoutMinor: 62_000,
    settledAt: '2026-11-26T16:04:00.000Z',
    ...overrides,
  };
}

/** `count` settled days, newest first, of a daily salary and a dividend, zero records among them. */
export function sampleSettlements(count: number): AgentSettlement[] {
  return Array.from({ length: count }, (_, index) => {
    const start = Date.UTC(2026, 10, 25, 16) - index * 86_400_000;
    const dividend = index % 4 === 3;
    const base = index % 5 === 2 ? 0 : 2_000_000 + index * 350_000;
    const rateBp = base === 0 ? 0 : dividend ? 2_500 : 100 + (index % 3) * 20;
    const gross = Math.floor((base * rateBp) / 10_000);
    const passed = Math.floor(gross / (3 + (index % 3)));
    return settlementFor({
      contractId: dividend ? 12 : 11,
      kind: dividend ? 'dividend' : 'dailySalary',
      periodKey: new Date(start + 8 * 3_600_000).toISOString().slice(0, 10),
      periodStart: new Date(start).toISOString(),
      periodEnd: new Date(start + 86_400_000).toISOString(),
      baseMinor: base,
      activeMembers: base === 0 ? 0 : 3 + (index % 7),
      rateBp,
      grossMinor: gross,
      passedDownMinor: passed,
      payoutMinor: gross - passed,
      settledAt: new Date(start + 86_640_000).toISOString(),
    });
  });
}

/** What the agent handlers answer, changed by offers, answers and terminations; queries sent. */
export interface AgentData {
  center?: AgentCenter;
  /** The agent's own contracts, every kind. */
  mine?: AgentContract[];
  /** The contracts it offered, every kind. */
  offered?: AgentContract[];
  settlements?: readonly AgentSettlement[];
  /** The best rate the agent may offer, per kind (its own); 0 refuses every offer of the kind. */
  maxRateBp?: Partial<Record<ContractKind, number>>;
  sent?: { offers: ContractOffer[]; income: Record<string, string>[] };
}

const fail = (status: number, code: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: { code, message: code, ...(fields ? { fields } : {}) } }, { status });

const newest = (a: AgentContract, b: AgentContract) => b.offeredAt.localeCompare(a.offeredAt);

type IncomeOrder = (typeof incomeOrders)[number];

/** The platform's orders of my income (center-routes.ts), ties newest period first. */
const newestFirst = (a: AgentSettlement, b: AgentSettlement) =>
  b.periodStart.localeCompare(a.periodStart);
const incomeOrderings: Record<IncomeOrder, (a: AgentSettlement, b: AgentSettlement) => number> = {
  newest: newestFirst,
  oldest: (a, b) => -newestFirst(a, b),
  paidMost: (a, b) => b.payoutMinor - a.payoutMinor || newestFirst(a, b),
  paidLeast: (a, b) => a.payoutMinor - b.payoutMinor || newestFirst(a, b),
};

/**
 * Handlers answering the agent center's calls like the platform, from `data` (changed by the
 * calls): contracts by kind, newest first; offers only to `sampleDownlines` and at most the
 * agent's own rate; answers and terminations of contracts within reach; income filtered by kind
 * and paged, with the total paid.
 */
export function agentHandlers(data: AgentData = {}) {
  const now = () => new Date().toISOString();
  const mine = () => (data.mine ??= []);
  const offered = () => (data.offered ??= []);
  const replace = (list: AgentContract[], next: AgentContract) =>
    list.splice(
      list.findIndex((c) => c.id === next.id),
      1,
      next,
    );
  return [
    http.get('*/wps/agent/center', () =>
      HttpResponse.json({ value: data.center ?? agentCenterFor() }),
    ),
    http.get('*/wps/agent/contracts', ({ request }) => {
      const kind = new URL(request.url).searchParams.get('kind');
      const value: AgentContracts = {
        mine: mine()
          .filter((c) => c.kind === kind)
          .sort(newest),
        offered: offered()
          .filter((c) => c.kind === kind)
          .sort(newest),
      };
      return HttpResponse.json({ value });
    }),
    http.post('*/wps/agent/contracts', async ({ request }) => {
      const offer = (await request.json()) as ContractOffer;
      data.sent?.offers.push(offer);
      if (!sampleDownlines.includes(offer.username.trim()))
        return fail(400, 'VALIDATION_FAILED', { username: 'notDownline' });
      const max = data.maxRateBp?.[offer.kind] ?? 10_000;
      if (offer.tiers.some((tier) => tier.rateBp > max))
        return fail(400, 'VALIDATION_FAILED', {
          tiers: `A rate may not be above your own best rate (${max} bp).`,
        });
      const contract = offeredContractFor({
        id: 100 + offered().length,
        kind: offer.kind,
        period: offer.period ?? (offer.kind === 'hourlySalary' ? 'hourly' : 'daily'),
        agent: offer.username.trim(),
        tiers: offer.tiers,
        capMinor: offer.capMinor ?? null,
        offeredAt: now(),
      });
      offered().push(contract);
      return HttpResponse.json({ value: contract });
    }),
    http.post('*/wps/agent/contracts/:id/answer', async ({ params, request }) => {
      const { accept } = (await request.json()) as { accept: boolean };
      const found = mine().find((c) => c.id === Number(params.id) && c.status === 'offered');
      if (!found) return fail(404, 'NOT_FOUND');
      const answered: AgentContract = {
        ...found,
        status: accept ? 'active' : 'rejected',
        answeredAt: now(),
        startsAt: accept ? new Date(Date.now() + 86_400_000).toISOString() : null,
      };
      replace(mine(), answered);
      return HttpResponse.json({ value: answered });
    }),
    http.post('*/wps/agent/contracts/:id/terminate', ({ params }) => {
      const id = Number(params.id);
      const own = mine().find((c) => c.id === id);
      const list = own ? mine() : offered();
      const found = list.find((c) => c.id === id && c.status === 'active');
      if (!found) return fail(404, 'NOT_FOUND');
      const ended: AgentContract = {
        ...found,
        status: 'terminated',
        endsAt: new Date(Date.now() + 3_600_000).toISOString(),
        endedBy: own ? 'agent' : 'upline',
      };
      replace(list, ended);
      return HttpResponse.json({ value: ended });
    }),
    http.get('*/wps/agent/income', ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      data.sent?.income.push(query);
      const all = (data.settlements ?? [])
        .filter((s) => !query.kind || s.kind === query.kind)
        .sort(incomeOrderings[(query.order as IncomeOrder | undefined) ?? 'newest']);
      const page = Number(query.page ?? 1);
      const pageSize = Number(query.pageSize ?? 20);
      const value: IncomePage = {
        list: all.slice((page - 1) * pageSize, page * pageSize),
        totalPages: Math.ceil(all.length / pageSize),
        totalPayoutMinor: all.reduce((sum, s) => sum + s.payoutMinor, 0),
      };
      return HttpResponse.json({ value });
    }),
  ];
}

/** The demo agent as the platform shows it: an active daily salary, a dividend offer to answer. */
export function demoAgentData(): AgentData {
  return {
    mine: [
      contractFor(),
      contractFor({
        id: 12,
        kind: 'dividend',
        period: 'weekly',
        tiers: [{ minBaseMinor: 1_000_000, minActiveMembers: 3, rateBp: 2_500 }],
        capMinor: null,
        status: 'offered',
        answeredAt: null,
        startsAt: null,
        offeredAt: '2026-11-26T03:00:00.000Z',
      }),
    ],
    offered: [offeredContractFor()],
    settlements: sampleSettlements(30),
  };
}

/** Answers every agent center call with the platform's error envelope (status 500). */
export function agentFailing() {
  const failing = () => fail(500, 'INTERNAL');
  return [
    http.get('*/wps/agent/center', failing),
    http.get('*/wps/agent/contracts', failing),
    http.get('*/wps/agent/income', failing),
  ];
}

/** Never answers an agent center call: the loading state. */
export function agentLoading() {
  const wait = () => new Promise<Response>(() => undefined);
  return [
    http.get('*/wps/agent/center', wait),
    http.get('*/wps/agent/contracts', wait),
    http.get('*/wps/agent/income', wait),
  ];
}
