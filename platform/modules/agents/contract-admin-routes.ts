/**
 * Agent contracts' operator routes (contract-commands.ts): the brand offers a contract to an
 * agent at the top of its tree, lists an agent's contracts, terminates one, and lists what an
 * agent's contracts paid. A refused offer answers 400 `VALIDATION_FAILED` with the reason per
 * field.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contractPeriod } from '../../../engine/core/agents/contracts.ts';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import {
  contractListBodySchema,
  contractOfferBodySchema,
  contractTerminateBodySchema,
  operatorContractResponses,
  settlementListBodySchema,
} from '../../../schemas/api/operator-agent-contracts.ts';
import type { OperatorAnswerOptions } from '../../../schemas/api/operator-responses.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { members, namedMember, servedBrand } from '../accounts/index.ts';
import type { BrandRegistry } from '../brands/index.ts';
import { operatorBrandId } from '../operator/index.ts';
import {
  contractsOf,
  contractTerms,
  offerContract,
  terminateContract,
  type ContractRow,
} from './contracts.ts';
import { agentSettlements } from './tables.ts';

/** What the contracts' operator routes need. */
export interface ContractAdminOptions {
  db: Database;
  clock: Clock;
  registry: BrandRegistry;
}

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
type Provider = JsonSchemaToTsProvider<{ SerializerSchemaOptions: OperatorAnswerOptions }>;

/** A contract as the operator sees it, with its agent and upline by username. */
async function contractView(db: Database, row: ContractRow) {
  const ids = [row.agentId, ...(row.offeredById === null ? [] : [row.offeredById])];
  const names = new Map(
    (
      await db
        .select({ id: members.id, username: members.username })
        .from(members)
        .where(inArray(members.id, ids))
    ).map((m) => [m.id, m.username]),
  );
  return {
    id: row.id,
    agent: names.get(row.agentId)!,
    offeredBy: row.offeredById === null ? null : (names.get(row.offeredById) ?? null),
    kind: row.kind,
    period: contractPeriod(contractTerms(row)),
    tiers: row.terms.tiers,
    capMinor: row.terms.capMinor,
    status: row.status,
    offeredAt: row.offeredAt,
    answeredAt: row.answeredAt,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    endedBy: row.endedBy,
  };
}

/** Registers the contracts' operator routes. */
export function contractAdminRoutes(scope: FastifyInstance, options: ContractAdminOptions): void {
  const app = scope.withTypeProvider<Provider>();
  const { db, clock, registry } = options;
  const contract = { 200: operatorContractResponses.contract, ...errors };

  app.post(
    '/agents/contracts/offer',
    { schema: { body: contractOfferBodySchema, response: contract } },
    async ({ body }) => {
      const { brand, member } = await namedMember(db, registry, body);
      const offered = await offerContract(db, clock, brand, {
        agent: member,
        by: null,
        terms: {
          kind: body.kind,
          ...(body.period === undefined ? {} : { period: body.period }),
          tiers: body.tiers.map((tier) => ({ ...tier, minBaseMinor: BigInt(tier.minBaseMinor) })),
          capMinor: body.capMinor === undefined ? null : BigInt(body.capMinor),
        },
      });
      return { value: await contractView(db, offered) };
    },
  );

  app.post(
    '/agents/contracts',
    {
      schema: {
        body: contractListBodySchema,
        response: { 200: operatorContractResponses.contracts, ...errors },
      },
    },
    async ({ body }) => {
      const { member } = await namedMember(db, registry, body);
      const rows = await contractsOf(db, member.id);
      return { value: await Promise.all(rows.map((row) => contractView(db, row))) };
    },
  );

  app.post(
    '/agents/contracts/terminate',
    { schema: { body: contractTerminateBodySchema, response: contract } },
    async ({ body }) => {
      const brand = servedBrand(registry, operatorBrandId(registry, body.brand));
      const ended = await terminateContract(db, clock, brand, {
        id: body.id,
        member: null,
      });
      return { value: await contractView(db, ended) };
    },
  );

  app.post(
    '/agents/settlements',
    {
      schema: {
        body: settlementListBodySchema,
        response: { 200: operatorContractResponses.settlements, ...errors },
      },
    },
    async ({ body }) => {
      const { brand, member } = await namedMember(db, registry, body);
      const rows = await db
        .select()
        .from(agentSettlements)
        .where(and(eq(agentSettlements.brandId, brand.id), eq(agentSettlements.agentId, member.id)))
        .orderBy(desc(agentSettlements.periodStart), desc(agentSettlements.id))
        .limit(body.limit ?? 50);
      return {
        value: rows.map((row) => ({
          contractId: row.contractId,
          kind: row.kind,
          periodKey: row.periodKey,
          baseMinor: String(row.baseMinor),
          activeMembers: row.activeMembers,
          rateBp: row.rateBp,
          grossMinor: String(row.grossMinor),
          passedDownMinor: String(row.passedDownMinor),
          payoutMinor: String(row.payoutMinor),
          settledAt: row.settledAt,
        })),
      };
    },
  );
}
