/**
 * Operator routes of the ledger (`npm run operator -- ledger ...`): the invariant check, a
 * member's statement, and an adjustment (credit or debit with a reason).
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import { ledgerAdjustBodySchema, memberQuerySchema } from '../../../schemas/api/operator.ts';
import { operatorAccountResponses } from '../../../schemas/api/operator-account-responses.ts';
import type { OperatorAnswerOptions } from '../../../schemas/api/operator-responses.ts';
import { operatorBrandId } from '../operator/index.ts';
import type { BrandRegistry } from '../brands/index.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { members } from '../accounts/index.ts';
import { notFound } from '../../kernel/errors.ts';
import { memberStatement } from './reads.ts';
import { vendorWallets } from './wallet-transfers.ts';
import { verifyLedger } from './verify.ts';
import { adjust } from './adjustments.ts';

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

  /** The member `username` (any case) of the brand an operator named. */
  const memberNamed = async (brand: string, name: string) => {
    const brandId = operatorBrandId(registry, brand);
    const username = name.trim();
    const [member] = await db
      .select({ id: members.id, username: members.username })
      .from(members)
      .where(
        and(eq(members.brandId, brandId), sql`lower(${members.username}) = lower(${username})`),
      );
    if (!member) throw notFound(`Brand ${brandId} has no member "${username}"`);
    return { brandId, member };
  };

  app.post('/ledger/statement', statementRoute, async (request) => {
    const { brandId, member } = await memberNamed(request.body.brand, request.body.username);
    const { account, rows } = await memberStatement(db, member.id);
    return {
      value: {
        brand: brandId,
        username: member.username,
        currency: account.currency,
        postedMinor: String(account.postedMinor ?? 0n),
        pendingMinor: String(account.pendingMinor ?? 0n),
        incomingMinor: String(account.incomingMinor ?? 0n),
        wallets: (await vendorWallets(db, member.id)).map((wallet) => ({
          vendor: wallet.vendor,
          balanceMinor: String(wallet.balanceMinor),
        })),
        entries: rows.map((row) => ({
          entryId: row.entryId,
          createdAt: row.createdAt,
          kind: row.kind,
          key: row.key,
          phase: row.phase,
          amountMinor: String(row.amountMinor),
          balanceAfterMinor: String(row.balanceAfterMinor ?? 0n),
          memo: row.memo,
        })),
      },
    };
  });

  app.post(
    '/ledger/adjust',
    {
      schema: {
        body: ledgerAdjustBodySchema,
        response: { 200: operatorAccountResponses.ledgerAdjustment, ...errors },
      },
    },
    async (request) => {
      const { member } = await memberNamed(request.body.brand, request.body.username);
      const result = await adjust(db, clock, {
        memberId: member.id,
        amountMinor: BigInt(request.body.amountMinor),
        key: request.body.key,
        memo: request.body.reason,
      });
      return { value: { ...result, balanceMinor: String(result.balanceMinor) } };
    },
  );
}
