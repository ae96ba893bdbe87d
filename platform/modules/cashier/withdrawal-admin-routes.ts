/**
 * The operator's withdrawal routes (`npm run operator -- cashier withdrawals|pay|refuse`): a
 * brand's withdrawals, newest first, with the whole payout account to pay to, filtered by
 * member and status; paying one out (its reservation is posted, with the payout reference as
 * the note) or refusing it (voided, the amount is the member's again, with the reason).
 */
import { and, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  withdrawalListQuerySchema,
  withdrawalListSchema,
  withdrawalReviewSchema,
} from '../../../schemas/api/operator-cashier.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError } from '../../kernel/errors.ts';
import { members } from '../accounts/index.ts';
import type { BrandRegistry } from '../brands/index.ts';
import { operatorBrandId } from '../operator/index.ts';
import {
  listedMemberId,
  newestMatching,
  operatorErrors,
  reviewRoutes,
  type OperatorProvider,
} from './listing.ts';
import { cashierWithdrawals } from './tables.ts';
import { closeWithdrawal, withdrawalRecords, withdrawalStatus } from './withdrawals.ts';

/** Registers the operator's withdrawal routes. */
export function withdrawalAdminRoutes(
  scope: FastifyInstance,
  options: { db: Database; clock: Clock; registry: BrandRegistry },
): void {
  const app = scope.withTypeProvider<OperatorProvider>();
  const { db, clock, registry } = options;

  app.post(
    '/cashier/withdrawals',
    {
      schema: {
        body: withdrawalListQuerySchema,
        response: { 200: withdrawalListSchema, ...operatorErrors },
      },
    },
    async (request) => {
      const { body } = request;
      const brandId = operatorBrandId(registry, body.brand);
      const memberId = await listedMemberId(db, brandId, body.username);
      const value = await newestMatching({
        read: (before, size) =>
          withdrawalRecords(
            db,
            brandId,
            and(
              memberId === undefined ? undefined : eq(cashierWithdrawals.memberId, memberId),
              body.id === undefined ? undefined : eq(cashierWithdrawals.publicId, body.id),
              before === undefined ? undefined : lt(cashierWithdrawals.id, before),
            ),
            { limit: size },
          ),
        idOf: (record) => record.row.id,
        view: async (records) => {
          const ids = [...new Set(records.map(({ row }) => row.memberId))];
          const names = new Map(
            ids.length === 0
              ? []
              : (
                  await db
                    .select({ id: members.id, username: members.username })
                    .from(members)
                    .where(inArray(members.id, ids))
                ).map((m) => [m.id, m.username]),
          );
          return records.map((record) => {
            const { row, account } = record;
            return {
              id: row.publicId,
              username: names.get(row.memberId) ?? '',
              currency: row.currency,
              amountMinor: String(row.amountMinor),
              status: withdrawalStatus(record.settlement),
              providerId: account.providerId,
              accountKind: account.kind,
              accountNumber: account.accountNumber,
              holderName: account.holderName,
              operatorNote: row.operatorNote,
              receipt: row.receipt,
              createdAt: row.createdAt,
              expiresAt: row.expiresAt,
              paidAt: row.paidAt,
            };
          });
        },
        keep: (view) => body.status === undefined || view.status === body.status,
        limit: body.limit ?? 50,
      });
      return { value };
    },
  );

  /** Pays out or refuses the withdrawal `id` of a brand; answers its status after. */
  const review =
    (outcome: 'paid' | 'rejected') => async (brandId: string, id: string, note: string) => {
      const byId = (where: SQL) => withdrawalRecords(db, brandId, where, { limit: 1 });
      const [record] = await byId(eq(cashierWithdrawals.publicId, id));
      if (!record) throw apiError('TX_NOT_FOUND', { message: `No withdrawal ${id}` });
      await closeWithdrawal(db, clock, record.row, outcome, note);
      const [after] = await byId(eq(cashierWithdrawals.id, record.row.id));
      return withdrawalStatus(after?.settlement);
    };
  reviewRoutes(scope, {
    registry,
    path: 'withdrawals',
    response: withdrawalReviewSchema,
    actions: { pay: review('paid'), reject: review('rejected') },
  });
}
