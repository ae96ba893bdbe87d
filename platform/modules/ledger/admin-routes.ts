/**
 * Operator routes of the ledger (`npm run operator -- ledger ...`): the invariant check and a
 * member's statement.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import { memberQuerySchema } from '../../../schemas/api/operator.ts';
import { operatorAccountResponses } from '../../../schemas/api/operator-account-responses.ts';
import type { OperatorAnswerOptions } from '../../../schemas/api/operator-responses.ts';
import { operatorBrandId } from '../operator/index.ts';
import type { BrandRegistry } from '../brands/index.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { members } from '../accounts/index.ts';
import { notFound } from '../../kernel/errors.ts';
import { memberStatement } from './reads.ts';
import { verifyLedger } from './verify.ts';

/** What the ledger's operator routes need. */
export interface LedgerAdminOptions {
  db: Database;
  clock: Clock;
  registry: BrandRegistry;
}

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
type Provider = JsonSchemaToTsProvider<{ SerializerSchemaOptions: OperatorAnswerOptions }>;
const statementRoute = {
  schema: {
    body: memberQuerySchema,
    response: { 200: operatorAccountResponses.ledgerStatement, ...errors },
  },
} as const;

/** Registers the ledger's operator routes. */
export function ledgerAdminRoutes(scope: FastifyInstance, options: LedgerAdminOptions): void {
  const app = scope.withTypeProvider<Provider>();
  const { db, clock, registry } = options;

  app.get(
    '/ledger/verify',
    { schema: { response: { 200: operatorAccountResponses.ledgerVerify, ...errors } } },
    async () => ({ value: await verifyLedger(db, clock) }),
  );

  app.post('/ledger/statement', statementRoute, async (request) => {
    const brandId = operatorBrandId(registry, request.body.brand);
    const username = request.body.username.trim();
    const [member] = await db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(
        and(eq(members.brandId, brandId), sql`lower(${members.username}) = lower(${username})`),
      );
    if (!member) throw notFound(`Brand ${brandId} has no member "${username}"`);
    const { account, rows } = await memberStatement(db, member.id);
    return {
      value: {
        brand: brandId,
        username: member.username,
        currency: account.currency,
        postedMinor: String(account.postedMinor ?? 0n),
        pendingMinor: String(account.pendingMinor ?? 0n),
        incomingMinor: String(account.incomingMinor ?? 0n),
        entries: rows.map((row) => ({
          entryId: row.entryId,
          createdAt: row.createdAt,
          kind: row.kind,
          key: row.key,
          phase: row.phase,
          amountMinor: String(row.amountMinor),
          balanceAfterMinor: String(row.balanceAfterMinor ?? 0n),
        })),
      },
    };
  });
}
