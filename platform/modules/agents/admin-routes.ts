/**
 * The agent tree's operator routes (commands.ts): make or unmake an agent, move a member, a
 * member's team and its history in the tree. A refused change answers 400 `VALIDATION_FAILED`
 * with the reason per field and changes nothing.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import {
  agentHistoryBodySchema,
  agentMakeBodySchema,
  agentMoveBodySchema,
  agentTreeBodySchema,
  agentUnmakeBodySchema,
  operatorAgentResponses,
} from '../../../schemas/api/operator-agents.ts';
import type { OperatorAnswerOptions } from '../../../schemas/api/operator-responses.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { validationError } from '../../kernel/errors.ts';
import { members, namedMember, type MemberRow } from '../accounts/index.ts';
import type { BrandRegistry } from '../brands/index.ts';
import { changeTree, type TreeChange } from './operations.ts';
import { agentTreeChanges } from './tables.ts';
import { teamOf, uplinesOf } from './tree.ts';

/** What the agent tree's operator routes need. */
export interface AgentAdminOptions {
  db: Database;
  clock: Clock;
  registry: BrandRegistry;
}

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
type Provider = JsonSchemaToTsProvider<{ SerializerSchemaOptions: OperatorAnswerOptions }>;

/** A member's place in the tree, as the operator sees it. */
async function placeOf(db: Database, member: MemberRow) {
  const uplines = await uplinesOf(db, member.id);
  return {
    username: member.username,
    isAgent: member.isAgent,
    level: member.isAgent === 0 ? 0 : uplines.length + 1,
    uplines: uplines.map((upline) => upline.username),
    affiliateCode: member.affiliateCode,
  };
}

/** Usernames by member id, for the ids of a history. */
async function usernames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.id, ids));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** Registers the agent tree's operator routes. */
export function agentAdminRoutes(scope: FastifyInstance, options: AgentAdminOptions): void {
  const app = scope.withTypeProvider<Provider>();
  const { db, clock, registry } = options;
  const place = { 200: operatorAgentResponses.place, ...errors };

  /** Applies a change to the member the body names; its place after. */
  async function change(body: { brand: string; username: string; note?: string }, to: TreeChange) {
    const { brand, member } = await namedMember(db, registry, body);
    const changed = await changeTree(db, clock, brand, member, to, body.note?.trim() || null);
    return { value: await placeOf(db, changed) };
  }

  app.post(
    '/agents/make',
    { schema: { body: agentMakeBodySchema, response: place } },
    async ({ body }) => change(body, { kind: 'make', type: body.type ?? 1 }),
  );

  app.post(
    '/agents/unmake',
    { schema: { body: agentUnmakeBodySchema, response: place } },
    async ({ body }) => change(body, { kind: 'unmake' }),
  );

  app.post(
    '/agents/move',
    { schema: { body: agentMoveBodySchema, response: place } },
    async ({ body }) => {
      if ((body.under === undefined) === (body.top !== true))
        throw validationError({ under: 'name the agent to move under, or move to the top' });
      const under =
        body.under === undefined
          ? null
          : (await namedMember(db, registry, { brand: body.brand, username: body.under })).member;
      return change(body, { kind: 'move', under });
    },
  );

  app.post(
    '/agents/tree',
    {
      schema: {
        body: agentTreeBodySchema,
        response: { 200: operatorAgentResponses.tree, ...errors },
      },
    },
    async ({ body }) => {
      const { member } = await namedMember(db, registry, body);
      const team = await teamOf(db, member.id);
      const agents = team.filter((downline) => downline.isAgent !== 0).length;
      return {
        value: {
          member: await placeOf(db, member),
          team: team
            .filter((downline) => downline.depth <= (body.depth ?? Infinity))
            .map(({ username, isAgent, depth }) => ({ username, isAgent, depth })),
          agents,
          players: team.length - agents,
        },
      };
    },
  );

  app.post(
    '/agents/history',
    {
      schema: {
        body: agentHistoryBodySchema,
        response: { 200: operatorAgentResponses.history, ...errors },
      },
    },
    async ({ body }) => {
      const { member } = await namedMember(db, registry, body);
      const rows = await db
        .select()
        .from(agentTreeChanges)
        .where(eq(agentTreeChanges.memberId, member.id))
        .orderBy(asc(agentTreeChanges.id));
      const names = await usernames(
        db,
        [...new Set(rows.flatMap((row) => [row.fromUplineId, row.toUplineId]))].filter(
          (id): id is number => id !== null,
        ),
      );
      const nameOf = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
      return {
        value: rows.map((row) => ({
          at: row.createdAt,
          kind: row.kind,
          fromUpline: nameOf(row.fromUplineId),
          toUpline: nameOf(row.toUplineId),
          fromType: row.fromType,
          toType: row.toType,
          note: row.note,
        })),
      };
    },
  );
}
