/**
 * Transfer to upline (spec §1, member center `transferUpline`): a member sends part of their
 * balance to the agent above them, only when they have one. It takes the withdrawal password
 * (the call comes sealed) and what a withdrawal could take: the available balance less
 * outstanding bonus turnover, checked under the member's ledger lock. One `transfer` ledger
 * entry moves it; a retry with the same
 * `requestId` answers the first transfer.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import {
  uplineTransferRequestSchema,
  withdrawalResponses,
} from '../../../schemas/api/withdrawals.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError } from '../../kernel/errors.ts';
import { perMinute } from '../../kernel/rate-limits.ts';
import { sealedBody } from '../../kernel/validation.ts';
import {
  accountOf,
  checkPaymentPassword,
  errorResponses,
  memberById,
  type MemberRow,
} from '../accounts/index.ts';
import { siteOf } from '../brands/index.ts';
import { lockHolder, transferBetweenMembers, walletBalance } from '../ledger/index.ts';
import type { CashierRouteOptions } from './routes.ts';
import { turnoverOutstanding } from './withdrawals.ts';
import { withdrawalsPerMinute } from './withdrawal-routes.ts';

/** The member's upline, when they have one the platform still knows. */
async function uplineOf(db: Database, member: MemberRow): Promise<MemberRow | null> {
  if (member.uplineId === null) return null;
  return (await memberById(db, member.uplineId)) ?? null;
}

/** What the member may send: the available balance less outstanding turnover, never below 0. */
async function transferable(db: Database, memberId: number): Promise<bigint> {
  const left =
    (await walletBalance(db, memberId)).balanceMinor - (await turnoverOutstanding(db, memberId));
  return left > 0n ? left : 0n;
}

/** Registers the transfer-to-upline routes. */
export function uplineRoutes(scope: FastifyInstance, options: CashierRouteOptions): void {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, clock } = options;

  app.get(
    '/wps/member/transfer/upline',
    {
      config: { access: 'member' },
      schema: { response: { 200: withdrawalResponses.upline, ...errorResponses } },
    },
    async (request) => {
      const { member } = accountOf(request);
      const upline = await uplineOf(db, member);
      return {
        value: {
          upline: upline ? { username: upline.username, nickname: upline.nickname } : null,
          transferableMinor: Number(await transferable(db, member.id)),
          currency: siteOf(request).brand.currency.code,
        },
      };
    },
  );

  app.post(
    '/wps/member/transfer/upline',
    {
      config: { access: 'member', ...perMinute(withdrawalsPerMinute) },
      preValidation: sealedBody(options.keys),
      schema: {
        body: uplineTransferRequestSchema,
        response: { 200: withdrawalResponses.uplineTransfer, ...errorResponses },
      },
    },
    async (request) => {
      const { member } = accountOf(request);
      const upline = await uplineOf(db, member);
      if (!upline)
        throw apiError('OPERATION_NOT_ALLOWED', { message: 'This account has no upline' });
      const { amountMinor, paymentPassword, requestId } = request.body;
      await checkPaymentPassword(db, clock, member.id, paymentPassword.trim());
      const amount = BigInt(amountMinor);
      // Under the sender's ledger lock, so concurrent transfers cannot both pass the turnover.
      const result = await db.transaction(async (tx) => {
        await lockHolder(tx, { memberId: member.id });
        if (amount > (await transferable(tx, member.id)))
          throw apiError('INSUFFICIENT_FUNDS', { fields: { amountMinor: 'tooLarge' } });
        return transferBetweenMembers(tx, clock, {
          fromMemberId: member.id,
          toMemberId: upline.id,
          amountMinor: amount,
          key: `upline:${member.id}:${requestId}`,
          memo: `Transfer from ${member.username} to upline ${upline.username}`,
        });
      });
      return { value: { amountMinor, balanceMinor: Number(result.balanceMinor) } };
    },
  );
}
