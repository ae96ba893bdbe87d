/**
 * Operator routes of the ledger (`npm run operator -- ledger ...`): the invariant check and a
 * member's statement.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberQuerySchema } from '../../../schemas/api/operator.ts';
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

/** Registers the ledger's operator routes. */
export function ledgerAdminRoutes(scope: FastifyInstance, options: LedgerAdminOptions): void {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, clock, registry } = options;

  app.get('/ledger/verify', async () => ({ value: await verifyLedger(db, clock) }));

  app.post('/ledger/statement', { schema: { body: memberQuerySchema } }, async (request) => {
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
        entries: rows.map((row) => ({
          entryId: row.entryId,
          createdAt: row.createdAt.toISOString(),
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
