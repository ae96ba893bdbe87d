/**
 * Operator routes of the ledger (`npm run operator -- ledger ...`): the invariant check and a
 * member's statement.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bodyOf, operatorBrandId, requiredText } from '../../admin-input.ts';
import type { BrandRegistry } from '../../brands/registry.ts';
import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { notFound } from '../../errors.ts';
import { memberStatement } from './reads.ts';
import { verifyLedger } from './verify.ts';

/** What the ledger's operator routes need. */
export interface LedgerAdminOptions {
  db: Database;
  clock: Clock;
  registry: BrandRegistry;
}

/** Registers the ledger's operator routes. */
export function ledgerAdminRoutes(app: FastifyInstance, options: LedgerAdminOptions): void {
  const { db, clock, registry } = options;

  app.get('/ledger/verify', async () => ({ value: await verifyLedger(db, clock) }));

  app.post('/ledger/statement', async (request) => {
    const body = bodyOf(request.body);
    const brandId = operatorBrandId(registry, requiredText(body, 'brand'));
    const username = requiredText(body, 'username').trim();
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
