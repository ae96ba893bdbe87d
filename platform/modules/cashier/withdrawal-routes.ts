/**
 * The member's withdrawal calls (issue 14 item 3): the withdrawal page's summary, binding and
 * removing payout accounts, requesting (token, enc: it carries the withdrawal password),
 * listing, reading and cancelling withdrawals, and confirming receipts (spec §4). A member
 * reaches only their own accounts and withdrawals; another's id is `TX_NOT_FOUND`.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addPayoutAccountRequestSchema,
  payoutAccountParamsSchema,
  receiptRequestSchema,
  withdrawalListQuerySchema,
  withdrawalParamsSchema,
  withdrawalResponses,
  withdrawRequestSchema,
} from '../../../schemas/api/withdrawals.ts';
import { perMinute } from '../../kernel/rate-limits.ts';
import { sealedBody } from '../../kernel/validation.ts';
import {
  accountOf,
  checkMemberCode,
  checkPaymentPassword,
  errorResponses,
  smsGuarded,
  useCode,
} from '../accounts/index.ts';
import { requestLanguage, siteOf } from '../brands/index.ts';
import type { CashierRouteOptions } from './routes.ts';
import { bindPayoutAccount, payoutAccountView, removePayoutAccount } from './payout-accounts.ts';
import { confirmAllReceipts, confirmReceipt } from './receipts.ts';
import { cashierWithdrawals, type WithdrawalRow } from './tables.ts';
import {
  closeWithdrawal,
  memberWithdrawal,
  startWithdrawal,
  withdrawalRecords,
  withdrawalSummary,
  withdrawalView,
} from './withdrawals.ts';

/** Withdrawal requests a client address may send per minute. */
export const withdrawalsPerMinute = 10;

/** Registers the member's withdrawal routes. */
export function withdrawalRoutes(scope: FastifyInstance, options: CashierRouteOptions): void {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, clock } = options;
  const member = { access: 'member' } as const;

  app.get(
    '/wps/transaction/withdraw/summary',
    {
      config: member,
      schema: { response: { 200: withdrawalResponses.summary, ...errorResponses } },
    },
    async (request) => ({
      value: await withdrawalSummary(db, clock, {
        brand: siteOf(request).brand,
        language: requestLanguage(request),
        member: accountOf(request).member,
      }),
    }),
  );

  app.post(
    '/wps/member/payout-accounts',
    {
      config: { ...member, ...perMinute(withdrawalsPerMinute) },
      schema: {
        body: addPayoutAccountRequestSchema,
        response: { 200: withdrawalResponses.payoutAccount, ...errorResponses },
      },
    },
    async (request) => {
      const { brand, id: brandId } = siteOf(request);
      const { member: account } = accountOf(request);
      const codeId = smsGuarded(brand, account)
        ? await checkMemberCode(
            options,
            brandId,
            account,
            'payoutAccount',
            request.body.verificationCode,
          )
        : undefined;
      const row = await bindPayoutAccount(
        db,
        clock,
        {
          brand,
          member: account,
          ...(codeId === undefined ? {} : { useCode: (tx) => useCode(tx, clock, codeId) }),
        },
        request.body,
      );
      return { value: payoutAccountView(brand, requestLanguage(request), row) };
    },
  );

  app.delete(
    '/wps/member/payout-accounts/:accountId',
    {
      config: member,
      schema: {
        params: payoutAccountParamsSchema,
        response: { 200: withdrawalResponses.done, ...errorResponses },
      },
    },
    async (request) => {
      await removePayoutAccount(db, clock, accountOf(request).member.id, request.params.accountId);
      return { value: true as const };
    },
  );

  app.post(
    '/wps/transaction/withdraw',
    {
      config: { ...member, ...perMinute(withdrawalsPerMinute) },
      preValidation: sealedBody(options.keys),
      schema: {
        body: withdrawRequestSchema,
        response: { 200: withdrawalResponses.withdrawal, ...errorResponses },
      },
    },
    async (request) => {
      const { member: account } = accountOf(request);
      const { paymentPassword, ...input } = request.body;
      await checkPaymentPassword(db, clock, account.id, paymentPassword.trim());
      const withdrawal = await startWithdrawal(db, clock, {
        brand: siteOf(request).brand,
        language: requestLanguage(request),
        memberId: account.id,
        ...input,
      });
      return { value: withdrawal };
    },
  );

  app.get(
    '/wps/transaction/withdraw/list',
    {
      config: member,
      schema: {
        querystring: withdrawalListQuerySchema,
        response: { 200: withdrawalResponses.withdrawals, ...errorResponses },
      },
    },
    async (request) => {
      const { brand } = siteOf(request);
      const memberId = accountOf(request).member.id;
      const { page = 1, pageSize = 20 } = request.query;
      const mine = eq(cashierWithdrawals.memberId, memberId);
      const records = await withdrawalRecords(db, brand.id, mine, {
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      const total = await db.$count(cashierWithdrawals, mine);
      const language = requestLanguage(request);
      return {
        value: {
          list: records.map((record) => withdrawalView(brand, language, record)),
          totalPages: Math.ceil(total / pageSize),
        },
      };
    },
  );

  app.get(
    '/wps/transaction/withdraw/:withdrawalId',
    {
      config: member,
      schema: {
        params: withdrawalParamsSchema,
        response: { 200: withdrawalResponses.withdrawal, ...errorResponses },
      },
    },
    async (request) => {
      const { brand } = siteOf(request);
      const record = await memberWithdrawal(
        db,
        brand.id,
        accountOf(request).member.id,
        request.params.withdrawalId,
      );
      return { value: withdrawalView(brand, requestLanguage(request), record) };
    },
  );

  /** Applies `change` to the member's withdrawal in the path and answers it as it is after. */
  const changeWithdrawal =
    (change: (row: WithdrawalRow, request: FastifyRequest) => Promise<void>) =>
    async (request: FastifyRequest<{ Params: { withdrawalId: string } }>) => {
      const { brand } = siteOf(request);
      const memberId = accountOf(request).member.id;
      const { withdrawalId } = request.params;
      const { row } = await memberWithdrawal(db, brand.id, memberId, withdrawalId);
      await change(row, request);
      const record = await memberWithdrawal(db, brand.id, memberId, withdrawalId);
      return { value: withdrawalView(brand, requestLanguage(request), record) };
    };

  app.post(
    '/wps/transaction/withdraw/:withdrawalId/cancel',
    {
      config: member,
      schema: {
        params: withdrawalParamsSchema,
        response: { 200: withdrawalResponses.withdrawal, ...errorResponses },
      },
    },
    changeWithdrawal((row) => closeWithdrawal(db, clock, row, 'cancelled')),
  );

  app.post(
    '/wps/transaction/withdraw/:withdrawalId/receipt',
    {
      config: member,
      schema: {
        params: withdrawalParamsSchema,
        body: receiptRequestSchema,
        response: { 200: withdrawalResponses.withdrawal, ...errorResponses },
      },
    },
    changeWithdrawal((row, request) =>
      confirmReceipt(db, clock, row, (request.body as { received: boolean }).received),
    ),
  );

  app.post(
    '/wps/transaction/withdraw/receipts',
    {
      config: member,
      schema: { response: { 200: withdrawalResponses.receipts, ...errorResponses } },
    },
    async (request) => ({
      value: { confirmed: await confirmAllReceipts(db, clock, accountOf(request).member.id) },
    }),
  );
}
