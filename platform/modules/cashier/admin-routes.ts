/**
 * The cashier's operator routes (`npm run operator -- cashier ...`): the deposits of a brand,
 * newest first, filtered by member and by status (read from each deposit's ledger transfer),
 * and the review of a bank transfer (approve or reject, with a note). The withdrawals' routes
 * are withdrawal-admin-routes.ts.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import {
  depositListQuerySchema,
  depositListSchema,
  depositReviewBodySchema,
  depositReviewParamsSchema,
  depositReviewSchema,
} from '../../../schemas/api/operator-cashier.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { OperatorAnswerOptions } from '../../../schemas/api/operator-responses.ts';
import type { Database } from '../../kernel/db/client.ts';
import { members } from '../accounts/index.ts';
import type { BrandRegistry } from '../brands/index.ts';
import { transferStates } from '../ledger/index.ts';
import { operatorBrandId } from '../operator/index.ts';
import { depositView, reviewDeposit } from './deposits.ts';
import { depositKey } from './keys.ts';
import { listedMemberId, newestMatching } from './listing.ts';
import { cashierDeposits } from './tables.ts';
import { withdrawalAdminRoutes } from './withdrawal-admin-routes.ts';

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
type Provider = JsonSchemaToTsProvider<{ SerializerSchemaOptions: OperatorAnswerOptions }>;

/** Registers the cashier's operator routes. */
export function cashierAdminRoutes(
  scope: FastifyInstance,
  options: { db: Database; clock: Clock; registry: BrandRegistry },
): void {
  const app = scope.withTypeProvider<Provider>();
  const { db, clock, registry } = options;
  withdrawalAdminRoutes(scope, options);

  app.post(
    '/cashier/deposits',
    {
      schema: { body: depositListQuerySchema, response: { 200: depositListSchema, ...errors } },
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
          return rows.map(({ deposit, username }) => ({
            ...depositView(deposit, states.get(depositKey(deposit.publicId)) ?? 'pending'),
            username,
            amountMinor: String(deposit.amountMinor),
            feeMinor: String(deposit.feeMinor),
            payableMinor: String(deposit.payableMinor),
            gatewayRef: deposit.gatewayRef,
            reference: deposit.reference,
            operatorNote: deposit.operatorNote,
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

  for (const [action, outcome] of [
    ['approve', 'paid'],
    ['reject', 'declined'],
  ] as const)
    app.post(
      `/cashier/deposits/:id/${action}`,
      {
        schema: {
          params: depositReviewParamsSchema,
          body: depositReviewBodySchema,
          response: { 200: depositReviewSchema, ...errors },
        },
      },
      async (request) => {
        const brandId = operatorBrandId(registry, request.body.brand);
        const note = request.body.note.trim();
        const deposit = await reviewDeposit(db, clock, brandId, request.params.id, outcome, note);
        return { value: { id: deposit.id, status: deposit.status } };
      },
    );
}
