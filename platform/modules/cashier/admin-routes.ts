/**
 * The cashier's operator routes (`npm run operator -- cashier ...`): the deposits of a brand,
 * newest first, filtered by member and by status (read from each deposit's ledger transfer),
 * and the review of a bank transfer (approve or reject, with a note).
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
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
import { notFound } from '../../kernel/errors.ts';
import { members } from '../accounts/index.ts';
import type { BrandRegistry } from '../brands/index.ts';
import { transferStates } from '../ledger/index.ts';
import { operatorBrandId } from '../operator/index.ts';
import { depositView, reviewDeposit } from './deposits.ts';
import { depositKey } from './keys.ts';
import { cashierDeposits } from './tables.ts';

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
type Provider = JsonSchemaToTsProvider<{ SerializerSchemaOptions: OperatorAnswerOptions }>;

/** Rows read per step while filtering by status. */
const batch = 500;

/** Registers the cashier's operator routes. */
export function cashierAdminRoutes(
  scope: FastifyInstance,
  options: { db: Database; clock: Clock; registry: BrandRegistry },
): void {
  const app = scope.withTypeProvider<Provider>();
  const { db, clock, registry } = options;

  app.post(
    '/cashier/deposits',
    {
      schema: { body: depositListQuerySchema, response: { 200: depositListSchema, ...errors } },
    },
    async (request) => {
      const { body } = request;
      const brandId = operatorBrandId(registry, body.brand);
      let memberId: number | undefined;
      if (body.username !== undefined) {
        const username = body.username.trim();
        const [member] = await db
          .select({ id: members.id })
          .from(members)
          .where(
            and(eq(members.brandId, brandId), sql`lower(${members.username}) = lower(${username})`),
          );
        if (!member) throw notFound(`Brand ${brandId} has no member "${username}"`);
        memberId = member.id;
      }
      const limit = body.limit ?? 50;
      const found = [];
      let before: number | undefined;
      while (found.length < limit) {
        const rows = await db
          .select({ deposit: cashierDeposits, username: members.username })
          .from(cashierDeposits)
          .innerJoin(members, eq(members.id, cashierDeposits.memberId))
          .where(
            and(
              eq(cashierDeposits.brandId, brandId),
              memberId === undefined ? undefined : eq(cashierDeposits.memberId, memberId),
              body.kind === undefined ? undefined : eq(cashierDeposits.channelKind, body.kind),
              before === undefined ? undefined : lt(cashierDeposits.id, before),
            ),
          )
          .orderBy(desc(cashierDeposits.id))
          .limit(batch);
        const states = await transferStates(
          db,
          brandId,
          rows.map((row) => depositKey(row.deposit.publicId)),
        );
        for (const { deposit, username } of rows) {
          const view = depositView(deposit, states.get(depositKey(deposit.publicId)) ?? 'pending');
          if (body.status === undefined || view.status === body.status)
            found.push({
              ...view,
              username,
              amountMinor: String(deposit.amountMinor),
              feeMinor: String(deposit.feeMinor),
              payableMinor: String(deposit.payableMinor),
              gatewayRef: deposit.gatewayRef,
              reference: deposit.reference,
              operatorNote: deposit.operatorNote,
              createdAt: deposit.createdAt,
              expiresAt: deposit.expiresAt,
            });
        }
        if (rows.length < batch) break;
        before = rows.at(-1)!.deposit.id;
      }
      return { value: found.slice(0, limit) };
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
