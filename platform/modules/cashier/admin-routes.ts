/**
 * The cashier's operator routes (`npm run operator -- cashier ...`): the deposits of a brand,
 * newest first, filtered by member and by status (read from each deposit's ledger transfer),
 * with whether a bank transfer has its receipt image; the review of a bank transfer (approve or
 * reject, with a note) and reading its receipt. The withdrawals' routes are
 * withdrawal-admin-routes.ts.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  depositListQuerySchema,
  depositListSchema,
  depositReceiptQuerySchema,
  depositReceiptSchema,
  depositReviewParamsSchema,
  depositReviewSchema,
} from '../../../schemas/api/operator-cashier.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { notFound } from '../../kernel/errors.ts';
import { members } from '../accounts/index.ts';
import type { BrandRegistry } from '../brands/index.ts';
import { transferStates } from '../ledger/index.ts';
import { operatorBrandId } from '../operator/index.ts';
import { depositReceipt } from './deposit-receipts.ts';
import { depositView, receiptSummaries, reviewDeposit } from './deposits.ts';
import { depositKey } from './keys.ts';
import {
  listedMemberId,
  newestMatching,
  operatorErrors,
  reviewRoutes,
  type OperatorProvider,
} from './listing.ts';
import { cashierDeposits } from './tables.ts';
import { withdrawalAdminRoutes } from './withdrawal-admin-routes.ts';

/** Registers the cashier's operator routes. */
export function cashierAdminRoutes(
  scope: FastifyInstance,
  options: { db: Database; clock: Clock; registry: BrandRegistry },
): void {
  const app = scope.withTypeProvider<OperatorProvider>();
  const { db, clock, registry } = options;
  withdrawalAdminRoutes(scope, options);

  app.post(
    '/cashier/deposits',
    {
      schema: {
        body: depositListQuerySchema,
        response: { 200: depositListSchema, ...operatorErrors },
      },
    },
    async (request) => {
      const { body } = request;
      const brandId = operatorBrandId(registry, body.brand);
      const memberId = await listedMemberId(db, brandId, body.username);
      const value = await newestMatching({
        read: (before, size) =>
          db
            .select({ deposit: cashierDeposits, username: members.username })
            .from(cashierDeposits)
            .innerJoin(members, eq(members.id, cashierDeposits.memberId))
            .where(
              and(
                eq(cashierDeposits.brandId, brandId),
                memberId === undefined ? undefined : eq(cashierDeposits.memberId, memberId),
                body.id === undefined ? undefined : eq(cashierDeposits.publicId, body.id),
                body.kind === undefined ? undefined : eq(cashierDeposits.channelKind, body.kind),
                before === undefined ? undefined : lt(cashierDeposits.id, before),
              ),
            )
            .orderBy(desc(cashierDeposits.id))
            .limit(size),
        idOf: (row) => row.deposit.id,
        view: async (rows) => {
          const states = await transferStates(
            db,
            brandId,
            rows.map((row) => depositKey(row.deposit.publicId)),
          );
          const receipts = await receiptSummaries(
            db,
            rows.map((row) => row.deposit.id),
          );
          return rows.map(({ deposit, username }) => ({
            ...depositView(deposit, states.get(depositKey(deposit.publicId)) ?? 'pending'),
            username,
            amountMinor: String(deposit.amountMinor),
            feeMinor: String(deposit.feeMinor),
            payableMinor: String(deposit.payableMinor),
            gatewayRef: deposit.gatewayRef,
            reference: deposit.reference,
            operatorNote: deposit.operatorNote,
            receipt: receipts.get(deposit.id) ?? null,
            createdAt: deposit.createdAt,
            expiresAt: deposit.expiresAt,
          }));
        },
        keep: (view) => body.status === undefined || view.status === body.status,
        limit: body.limit ?? 50,
      });
      return { value };
    },
  );

  app.post(
    '/cashier/deposits/:id/receipt',
    {
      schema: {
        params: depositReviewParamsSchema,
        body: depositReceiptQuerySchema,
        response: { 200: depositReceiptSchema, ...operatorErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const receipt = await depositReceipt(db, operatorBrandId(registry, request.body.brand), id);
      if (!receipt) throw notFound(`Deposit ${id} has no receipt`);
      const { contentType, sizeBytes, sha256, uploadedAt, bytes } = receipt;
      return {
        value: { id, contentType, sizeBytes, sha256, uploadedAt, base64: bytes.toString('base64') },
      };
    },
  );

  reviewRoutes(scope, {
    registry,
    path: 'deposits',
    response: depositReviewSchema,
    actions: Object.fromEntries(
      (
        [
          ['approve', 'paid'],
          ['reject', 'declined'],
        ] as const
      ).map(([action, outcome]) => [
        action,
        async (brandId: string, id: string, note: string) =>
          (await reviewDeposit(db, clock, brandId, id, outcome, note)).status,
      ]),
    ),
  });
}
