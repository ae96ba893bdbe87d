/**
 * Transfers within the agent tree (spec §1 "upline and downline transfers"): a member sends
 * part of their balance to the agent above them (member center `transferUpline`), only when
 * they have one; an agent sends money down to a direct downline from the agent center (to
 * anyone in its team when the brand's `agents.transfers` is `team`). Each takes the withdrawal
 * password (the call comes sealed) and what a withdrawal could take: the available balance less
 * outstanding bonus turnover, checked under the sender's ledger lock. One `transfer` ledger
 * entry moves it, in both members' records; a retry with the same `requestId` answers the
 * first transfer.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import {
  uplineTransferRequestSchema,
  withdrawalResponses,
} from '../../../schemas/api/withdrawals.ts';
import { downlineTransferSchema, teamResponses } from '../../../schemas/api/agent-team.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError, validationError } from '../../kernel/errors.ts';
import { perMinute } from '../../kernel/rate-limits.ts';
import { sealedBody } from '../../kernel/validation.ts';
import {
  accountOf,
  checkPaymentPassword,
  errorResponses,
  memberById,
  memberByUsername,
  type MemberRow,
} from '../accounts/index.ts';
import { uplinesOf } from '../agents/index.ts';
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
      const result = await sendWithinTree(db, clock, {
        from: member,
        to: upline,
        amountMinor,
        key: `upline:${member.id}:${requestId}`,
        memo: `Transfer from ${member.username} to upline ${upline.username}`,
      });
      return { value: { amountMinor, balanceMinor: Number(result.balanceMinor) } };
    },
  );

  app.post(
    '/wps/agent/team/transfer',
    {
      config: { access: 'agent', ...perMinute(withdrawalsPerMinute) },
      preValidation: sealedBody(options.keys),
      schema: {
        body: downlineTransferSchema,
        response: { 200: teamResponses.transferred, ...errorResponses },
      },
    },
    async (request) => {
      const { member } = accountOf(request);
      const { username, amountMinor, paymentPassword, requestId } = request.body;
      const downline = await downlineOf(db, siteOf(request).brand, member, username);
      await checkPaymentPassword(db, clock, member.id, paymentPassword.trim());
      const result = await sendWithinTree(db, clock, {
        from: member,
        to: downline,
        amountMinor,
        key: `downline:${member.id}:${requestId}`,
        memo: `Transfer from agent ${member.username} to ${downline.username}`,
      });
      return {
        value: {
          username: downline.username,
          amountMinor,
          balanceMinor: Number(result.balanceMinor),
        },
      };
    },
  );
}

/**
 * The member `username` an agent may send money to: a direct downline, or anyone in its team
 * when the brand allows it. Anyone else is refused the same way, so it tells nobody's existence.
 */
async function downlineOf(
  db: Database,
  brand: Brand,
  agent: MemberRow,
  username: string,
): Promise<MemberRow> {
  const member = await memberByUsername(db, agent.brandId, username.trim());
  const reachable =
    member !== undefined &&
    (member.uplineId === agent.id ||
      (brand.agents.transfers === 'team' &&
        (await uplinesOf(db, member.id)).some((upline) => upline.id === agent.id)));
  if (!reachable) throw validationError({ username: 'notDownline' });
  return member;
}

/**
 * Moves `amountMinor` from one member to another of its tree: under the sender's ledger lock,
 * so concurrent transfers cannot both pass the turnover check.
 */
function sendWithinTree(
  db: Database,
  clock: Clock,
  transfer: { from: MemberRow; to: MemberRow; amountMinor: number; key: string; memo: string },
) {
  const amount = BigInt(transfer.amountMinor);
  return db.transaction(async (tx) => {
    await lockHolder(tx, { memberId: transfer.from.id });
    if (amount > (await transferable(tx, transfer.from.id)))
      throw apiError('INSUFFICIENT_FUNDS', { fields: { amountMinor: 'tooLarge' } });
    return transferBetweenMembers(tx, clock, {
      fromMemberId: transfer.from.id,
      toMemberId: transfer.to.id,
      amountMinor: amount,
      key: transfer.key,
      memo: transfer.memo,
    });
  });
}
