/**
 * The operator's withdrawal routes (`npm run operator -- cashier withdrawals|pay|refuse`): a
 * brand's withdrawals, newest first, with the whole payout account to pay to, filtered by
 * member and status; paying one out (its reservation is posted, with the payout reference as
 * the note) or refusing it (voided, the amount is the member's again, with the reason).
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import {
  depositReviewBodySchema,
  depositReviewParamsSchema,
  withdrawalListQuerySchema,
  withdrawalListSchema,
  withdrawalReviewSchema,
} from '../../../schemas/api/operator-cashier.ts';
import type { OperatorAnswerOptions } from '../../../schemas/api/operator-responses.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError } from '../../kernel/errors.ts';
import { members } from '../accounts/index.ts';
import type { BrandRegistry } from '../brands/index.ts';
import { operatorBrandId } from '../operator/index.ts';
import { listedMemberId, newestMatching } from './listing.ts';
import { cashierWithdrawals } from './tables.ts';
import { closeWithdrawal, withdrawalRecords, withdrawalStatus } from './withdrawals.ts';

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
type Provider = JsonSchemaToTsProvider<{ SerializerSchemaOptions: OperatorAnswerOptions }>;

/** Registers the operator's withdrawal routes. */
export function withdrawalAdminRoutes(
  scope: FastifyInstance,
  options: { db: Database; clock: Clock; registry: BrandRegistry },
): void {
  const app = scope.withTypeProvider<Provider>();
  const { db, clock, registry } = options;

  app.post(
    '/cashier/withdrawals',
    {
      schema: {
        body: withdrawalListQuerySchema,
        response: { 200: withdrawalListSchema, ...errors },
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

  for (const [action, outcome] of [
    ['pay', 'paid'],
    ['reject', 'rejected'],
  ] as const)
    app.post(
      `/cashier/withdrawals/:id/${action}`,
      {
        schema: {
          params: depositReviewParamsSchema,
          body: depositReviewBodySchema,
          response: { 200: withdrawalReviewSchema, ...errors },
        },
      },
      async (request) => {
        const brandId = operatorBrandId(registry, request.body.brand);
        const [record] = await withdrawalRecords(
          db,
          brandId,
          eq(cashierWithdrawals.publicId, request.params.id),
          { limit: 1 },
        );
        if (!record)
          throw apiError('TX_NOT_FOUND', { message: `No withdrawal ${request.params.id}` });
        await closeWithdrawal(db, clock, record.row, outcome, request.body.note.trim());
        const [after] = await withdrawalRecords(
          db,
          brandId,
          eq(cashierWithdrawals.id, record.row.id),
          { limit: 1 },
        );
        return { value: { id: record.row.publicId, status: withdrawalStatus(after?.settlement) } };
      },
    );
}
