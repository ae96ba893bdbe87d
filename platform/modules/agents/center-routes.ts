/**
 * The agent center's contract calls (schemas/api/agent-center.ts, docs/agents.md "Agent
 * center"): the agent's place and flags, its contracts and those it offered (offer, accept,
 * reject, terminate), and what its contracts paid. Every route needs an agent's token; a
 * contract or member outside the caller's own reach answers as one that does not exist.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { and, asc, count, desc, eq, sum, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contractPeriod } from '../../../engine/core/agents/contracts.ts';
import type { contractFlags } from '../../../schemas/api/agent-center.ts';
import {
  agentCenterResponses,
  contractAnswerSchema,
  contractOfferSchema,
  contractParamsSchema,
  contractsQuerySchema,
  incomeQuerySchema,
  type incomeOrders,
} from '../../../schemas/api/agent-center.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { validationError } from '../../kernel/errors.ts';
import {
  accountOf,
  errorResponses,
  memberById,
  memberByUsername,
  type MemberRow,
} from '../accounts/index.ts';
import { siteOf } from '../brands/index.ts';
import { withinDays } from '../ledger/index.ts';
import {
  answerContract,
  contractsOf,
  contractsOfferedBy,
  contractTerms,
  offerContract,
  terminateContract,
  type ContractRow,
} from './contracts.ts';
import { agentSettlements } from './tables.ts';
import { uplinesOf } from './tree.ts';

/** The ORDER BY of each order of my income: ties newest period first, then the latest record. */
const incomeOrderBy: Readonly<Record<(typeof incomeOrders)[number], SQL[]>> = {
  newest: [desc(agentSettlements.periodStart), desc(agentSettlements.id)],
  oldest: [asc(agentSettlements.periodStart), asc(agentSettlements.id)],
  paidMost: [
    desc(agentSettlements.payoutMinor),
    desc(agentSettlements.periodStart),
    desc(agentSettlements.id),
  ],
  paidLeast: [
    asc(agentSettlements.payoutMinor),
    desc(agentSettlements.periodStart),
    desc(agentSettlements.id),
  ],
};

/** What the agent center's routes need. */
export interface AgentCenterOptions {
  db: Database;
  clock: Clock;
}

/** A contract as its agent and its upline see it. */
async function contractView(db: Database, row: ContractRow) {
  const agent = await memberById(db, row.agentId);
  const offeredBy = row.offeredById === null ? undefined : await memberById(db, row.offeredById);
  return {
    id: row.id,
    kind: row.kind,
    period: contractPeriod(contractTerms(row)),
    tiers: row.terms.tiers.map((tier) => ({ ...tier, minBaseMinor: Number(tier.minBaseMinor) })),
    capMinor: row.terms.capMinor === null ? null : Number(row.terms.capMinor),
    status: row.status,
    agent: agent?.username ?? '',
    offeredBy: offeredBy?.username ?? null,
    offeredAt: row.offeredAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    endedBy: row.endedBy,
  };
}

/** The direct downline agent `username` of `upline`; refused the same way when there is none. */
async function directDownline(
  db: Database,
  upline: MemberRow,
  username: string,
): Promise<MemberRow> {
  const member = await memberByUsername(db, upline.brandId, username.trim());
  if (!member || member.uplineId !== upline.id) throw validationError({ username: 'notDownline' });
  return member;
}

/** Registers the agent center's contract calls. */
export function agentCenterRoutes(scope: FastifyInstance, options: AgentCenterOptions): void {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, clock } = options;
  const agent = { access: 'agent' } as const;

  app.get(
    '/wps/agent/center',
    {
      config: agent,
      schema: { response: { 200: agentCenterResponses.center, ...errorResponses } },
    },
    async (request) => {
      const { member } = accountOf(request);
      const brand = siteOf(request).brand;
      const uplines = await uplinesOf(db, member.id);
      const held = new Set((await contractsOf(db, member.id)).map((c) => c.kind));
      const flag = (kind: keyof typeof contractFlags): 0 | 1 =>
        brand.agents.contracts.includes(kind) && held.has(kind) ? 1 : 0;
      return {
        value: {
          username: member.username,
          isAgent: member.isAgent,
          level: uplines.length + 1,
          affiliateCode: member.affiliateCode,
          upline: uplines[0]?.username ?? null,
          flags: {
            divtypereq: flag('dividend'),
            dailysalreqtype: flag('dailySalary'),
            contracthoursalreq: flag('hourlySalary'),
            realtimesalreqtype: flag('realtimeSalary'),
          },
        },
      };
    },
  );

  app.get(
    '/wps/agent/contracts',
    {
      config: agent,
      schema: {
        querystring: contractsQuerySchema,
        response: { 200: agentCenterResponses.contracts, ...errorResponses },
      },
    },
    async (request) => {
      const { member } = accountOf(request);
      const { kind } = request.query;
      const mine = (await contractsOf(db, member.id)).filter((c) => c.kind === kind);
      const offered = await contractsOfferedBy(db, member.id, kind);
      return {
        value: {
          mine: await Promise.all(mine.map((row) => contractView(db, row))),
          offered: await Promise.all(offered.map((row) => contractView(db, row))),
        },
      };
    },
  );

  app.post(
    '/wps/agent/contracts',
    {
      config: agent,
      schema: {
        body: contractOfferSchema,
        response: { 200: agentCenterResponses.contract, ...errorResponses },
      },
    },
    async (request) => {
      const { member } = accountOf(request);
      const { username, kind, period, tiers, capMinor } = request.body;
      const downline = await directDownline(db, member, username);
      const offered = await offerContract(db, clock, siteOf(request).brand, {
        agent: downline,
        by: member,
        terms: {
          kind,
          ...(period === undefined ? {} : { period }),
          tiers: tiers.map((tier) => ({ ...tier, minBaseMinor: BigInt(tier.minBaseMinor) })),
          capMinor: capMinor === undefined ? null : BigInt(capMinor),
        },
      });
      return { value: await contractView(db, offered) };
    },
  );

  app.post(
    '/wps/agent/contracts/:id/answer',
    {
      config: agent,
      schema: {
        params: contractParamsSchema,
        body: contractAnswerSchema,
        response: { 200: agentCenterResponses.contract, ...errorResponses },
      },
    },
    async (request) => {
      const answered = await answerContract(db, clock, siteOf(request).brand, {
        id: request.params.id,
        agent: accountOf(request).member,
        accept: request.body.accept,
      });
      return { value: await contractView(db, answered) };
    },
  );

  app.post(
    '/wps/agent/contracts/:id/terminate',
    {
      config: agent,
      schema: {
        params: contractParamsSchema,
        response: { 200: agentCenterResponses.contract, ...errorResponses },
      },
    },
    async (request) => {
      const ended = await terminateContract(db, clock, siteOf(request).brand, {
        id: request.params.id,
        member: accountOf(request).member,
      });
      return { value: await contractView(db, ended) };
    },
  );

  app.get(
    '/wps/agent/income',
    {
      config: agent,
      schema: {
        querystring: incomeQuerySchema,
        response: { 200: agentCenterResponses.income, ...errorResponses },
      },
    },
    async (request) => {
      const { member } = accountOf(request);
      const { from, to, kind, order = 'newest', page, pageSize } = request.query;
      const where = and(
        eq(agentSettlements.agentId, member.id),
        withinDays(agentSettlements.periodStart, {
          from,
          to,
          timeZone: siteOf(request).brand.timeZone,
        }),
        kind === undefined ? undefined : eq(agentSettlements.kind, kind),
      );
      const rows = await db
        .select()
        .from(agentSettlements)
        .where(where)
        .orderBy(...incomeOrderBy[order])
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [totals] = await db
        .select({ n: count(), paid: sum(agentSettlements.payoutMinor) })
        .from(agentSettlements)
        .where(where);
      return {
        value: {
          list: rows.map((row) => ({
            contractId: row.contractId,
            kind: row.kind,
            periodKey: row.periodKey,
            periodStart: row.periodStart.toISOString(),
            periodEnd: row.periodEnd.toISOString(),
            baseMinor: Number(row.baseMinor),
            activeMembers: row.activeMembers,
            rateBp: row.rateBp,
            grossMinor: Number(row.grossMinor),
            passedDownMinor: Number(row.passedDownMinor),
            payoutMinor: Number(row.payoutMinor),
            settledAt: row.settledAt.toISOString(),
          })),
          totalPages: Math.ceil((totals?.n ?? 0) / pageSize),
          totalPayoutMinor: Number(totals?.paid ?? 0),
        },
      };
    },
  );
}
