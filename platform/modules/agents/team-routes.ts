/**
 * The agent center's team calls (schemas/api/agent-team.ts, docs/agents.md "Agent center
 * calls"): the team overview, team management, team betting and user loss. The figures are the
 * agent's and its whole team's, as a contract counts them; the lists are of its team. A member
 * or sub-agent outside the caller's team answers NOT_FOUND, as one that does not exist.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { and, count, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  downlineRegisterSchema,
  teamBetsQuerySchema,
  teamLossesQuerySchema,
  teamMembersQuerySchema,
  teamOverviewQuerySchema,
  teamResponses,
  type TeamMember,
} from '../../../schemas/api/agent-team.ts';
import type { Database } from '../../kernel/db/client.ts';
import { notFound } from '../../kernel/errors.ts';
import { perMinute } from '../../kernel/rate-limits.ts';
import type { KeyRing } from '../../kernel/secrets/encryption.ts';
import { sealedBody } from '../../kernel/validation.ts';
import {
  accountOf,
  errorResponses,
  lastLogins,
  members,
  type MemberRow,
} from '../accounts/index.ts';
import { requestLanguage, siteOf } from '../brands/index.ts';
import {
  betRecord,
  moneyFlows,
  profitByDay,
  resultsByMember,
  walletBalance,
  withinDays,
} from '../ledger/index.ts';
import type { AgentCenterOptions } from './center-routes.ts';
import { registerDownline } from './downlines.ts';
import { teamOf, type TreeMember } from './tree.ts';

/** The caller, its team in tree order, and everyone's level below it. */
async function reachOf(db: Database, request: FastifyRequest) {
  const { member } = accountOf(request);
  const team = await teamOf(db, member.id);
  const byName = new Map(team.map((m) => [m.username, m]));
  return {
    member,
    team,
    /** The caller and its team. */
    ids: [member.id, ...team.map((m) => m.id)],
    /** A member of the team by username; NOT_FOUND for anyone else. */
    inTeam(username: string): TreeMember {
      const found = byName.get(username.trim());
      if (!found) throw notFound(`No member ${username} in your team`);
      return found;
    },
  };
}

/** How many members follow `index` in tree order below its member (its own team's size). */
function teamSizeAt(team: readonly TreeMember[], index: number): number {
  const depth = team[index]!.depth;
  let size = 0;
  for (let i = index + 1; i < team.length && team[i]!.depth > depth; i += 1) size += 1;
  return size;
}

/** The rows of team management for `listed`, sorted and paged. */
async function teamRows(
  db: Database,
  team: readonly TreeMember[],
  listed: readonly TreeMember[],
  query: { sort: string; order: 'asc' | 'desc'; page: number; pageSize: number },
): Promise<{ list: TeamMember[]; totalPages: number }> {
  const ids = listed.map((m) => m.id);
  const rows: MemberRow[] =
    ids.length === 0 ? [] : await db.select().from(members).where(inArray(members.id, ids));
  const logins = await lastLogins(db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const keyOf = (m: TreeMember): string | number => {
    switch (query.sort) {
      case 'username':
        return m.username;
      case 'level':
        return m.depth;
      case 'lastLoginAt':
        return logins.get(m.id)?.getTime() ?? 0;
      default:
        return byId.get(m.id)!.createdAt.getTime();
    }
  };
  const direction = query.order === 'asc' ? 1 : -1;
  const sorted = [...listed].sort((a, b) => {
    const [x, y] = [keyOf(a), keyOf(b)];
    return (x < y ? -1 : x > y ? 1 : a.id - b.id) * direction;
  });
  const page = sorted.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);
  const list = await Promise.all(
    page.map(async (m): Promise<TeamMember> => {
      const row = byId.get(m.id)!;
      return {
        username: m.username,
        nickname: row.nickname,
        isAgent: m.isAgent,
        level: m.depth,
        balanceMinor: Number((await walletBalance(db, m.id)).balanceMinor),
        lastLoginAt: logins.get(m.id)?.toISOString() ?? null,
        status: row.lockedAt === null ? 'active' : 'locked',
        createdAt: row.createdAt.toISOString(),
        teamSize: teamSizeAt(team, team.indexOf(m)),
      };
    }),
  );
  return { list, totalPages: Math.ceil(listed.length / query.pageSize) };
}

/** What the team calls need besides the agent center's. */
export interface AgentTeamOptions extends AgentCenterOptions {
  /** Opens the sealed (`enc`) body of the registration, which carries a password. */
  keys: KeyRing;
}

/** Downline accounts an agent may register per minute. */
export const downlinesPerMinute = 10;

/** Registers the agent center's team calls. */
export function agentTeamRoutes(scope: FastifyInstance, options: AgentTeamOptions): void {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, clock } = options;
  const agent = { access: 'agent' } as const;

  app.post(
    '/wps/agent/team/register',
    {
      config: { ...agent, ...perMinute(downlinesPerMinute) },
      preValidation: sealedBody(options.keys),
      schema: {
        body: downlineRegisterSchema,
        response: { 200: teamResponses.registered, ...errorResponses },
      },
    },
    async (request) => {
      const created = await registerDownline(
        db,
        clock,
        siteOf(request).brand,
        accountOf(request).member,
        request.body,
      );
      return {
        value: {
          username: created.username,
          isAgent: created.isAgent,
          affiliateCode: created.affiliateCode,
        },
      };
    },
  );

  app.get(
    '/wps/agent/team/overview',
    {
      config: agent,
      schema: {
        querystring: teamOverviewQuerySchema,
        response: { 200: teamResponses.teamOverview, ...errorResponses },
      },
    },
    async (request) => {
      const reach = await reachOf(db, request);
      const range = { ...request.query, timeZone: siteOf(request).brand.timeZone };
      const { days, totals } = await profitByDay(db, reach.ids, range);
      const results = await resultsByMember(db, reach.ids, range);
      const joined =
        reach.team.length === 0
          ? 0
          : ((
              await db
                .select({ n: count() })
                .from(members)
                .where(
                  and(
                    inArray(
                      members.id,
                      reach.team.map((m) => m.id),
                    ),
                    withinDays(members.createdAt, range),
                  ),
                )
            )[0]?.n ?? 0);
      const { rounds: _rounds, ...figures } = totals;
      return {
        value: {
          members: reach.team.length,
          newMembers: joined,
          activeMembers: results.filter((r) => r.validBetMinor > 0).length,
          ...(await moneyFlows(db, reach.ids, range)),
          ...figures,
          days,
        },
      };
    },
  );

  app.get(
    '/wps/agent/team/members',
    {
      config: agent,
      schema: {
        querystring: teamMembersQuerySchema,
        response: { 200: teamResponses.teamMembers, ...errorResponses },
      },
    },
    async (request) => {
      const reach = await reachOf(db, request);
      const {
        parent,
        search,
        sort = 'createdAt',
        order = 'desc',
        page = 1,
        pageSize = 20,
      } = request.query;
      const paging = { sort, order, page, pageSize };
      if (search !== undefined) {
        const needle = search.trim().toLowerCase();
        const found = reach.team.filter((m) => m.username.toLowerCase().includes(needle));
        return { value: { parent: null, ...(await teamRows(db, reach.team, found, paging)) } };
      }
      const parentId =
        parent === undefined || parent.trim() === reach.member.username
          ? reach.member.id
          : reach.inTeam(parent).id;
      const direct = reach.team.filter((m) => m.uplineId === parentId);
      const name = parentId === reach.member.id ? reach.member.username : parent!.trim();
      return { value: { parent: name, ...(await teamRows(db, reach.team, direct, paging)) } };
    },
  );

  app.get(
    '/wps/agent/team/bets',
    {
      config: agent,
      schema: {
        querystring: teamBetsQuerySchema,
        response: { 200: teamResponses.teamBets, ...errorResponses },
      },
    },
    async (request) => {
      const reach = await reachOf(db, request);
      const { username, page = 1, pageSize = 20, ...filter } = request.query;
      const ids = username === undefined ? reach.ids : [reach.inTeam(username).id];
      const record = await betRecord(db, ids, {
        ...filter,
        page,
        pageSize,
        timeZone: siteOf(request).brand.timeZone,
        language: requestLanguage(request),
      });
      const names = new Map([
        [reach.member.id, reach.member.username],
        ...reach.team.map((m) => [m.id, m.username] as const),
      ]);
      return {
        value: {
          ...record,
          list: record.list.map(({ memberId, ...round }) => ({
            username: names.get(memberId) ?? '',
            ...round,
          })),
        },
      };
    },
  );

  app.get(
    '/wps/agent/team/losses',
    {
      config: agent,
      schema: {
        querystring: teamLossesQuerySchema,
        response: { 200: teamResponses.teamLosses, ...errorResponses },
      },
    },
    async (request) => {
      const reach = await reachOf(db, request);
      const { page = 1, pageSize = 20, ...days } = request.query;
      const range = { ...days, timeZone: siteOf(request).brand.timeZone };
      const { totals } = await profitByDay(db, reach.ids, range);
      const results = (await resultsByMember(db, reach.ids, range)).sort(
        (a, b) => a.profitMinor - b.profitMinor || a.memberId - b.memberId,
      );
      const levels = new Map<number, { username: string; depth: number }>([
        [reach.member.id, { username: reach.member.username, depth: 0 }],
        ...reach.team.map((m) => [m.id, m] as const),
      ]);
      return {
        value: {
          list: results
            .slice((page - 1) * pageSize, page * pageSize)
            .map(({ memberId, ...figures }) => ({
              username: levels.get(memberId)!.username,
              level: levels.get(memberId)!.depth,
              ...figures,
            })),
          totalPages: Math.ceil(results.length / pageSize),
          totals,
        },
      };
    },
  );
}
