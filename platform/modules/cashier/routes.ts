/**
 * The player's deposit calls (issue 14): the brand's deposit channels, starting a deposit through
 * a gateway channel (`/wps/transaction/deposit/pg`), a QR Ph code (`/qr`, with its image) or
 * announcing a bank transfer (`/mt`, approved by the operator; its receipt image:
 * deposit-receipt-routes.ts), and reading a deposit back, which the
 * cashier polls until it is paid, declined or expired. Only the member who started a deposit
 * reads it; another member's id is `TX_NOT_FOUND`. Also the member's own deposit limits
 * (`/wps/member/limits/deposit`, limits.ts), the withdrawal calls (withdrawal-routes.ts) and the
 * member's records (records-routes.ts) and the transfer to the upline (upline-routes.ts).
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { renderSVG } from 'uqr';
import {
  bankDepositRequestSchema,
  cashierResponses,
  depositLimitRequestSchema,
  depositParamsSchema,
  gatewayDepositRequestSchema,
} from '../../../schemas/api/cashier.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError } from '../../kernel/errors.ts';
import { perMinute } from '../../kernel/rate-limits.ts';
import type { KeyRing } from '../../kernel/secrets/encryption.ts';
import { accountOf, errorResponses } from '../accounts/index.ts';
import { requestLanguage, siteOf } from '../brands/index.ts';
import { channelView, enabledChannels } from './channels.ts';
import { depositReceiptRoutes } from './deposit-receipt-routes.ts';
import { depositsToday, findDeposit, startDeposit } from './deposits.ts';
import { depositLimits, setDepositLimit } from './limits.ts';
import { recordRoutes } from './records-routes.ts';
import { uplineRoutes } from './upline-routes.ts';
import { walletRoutes } from './wallet-routes.ts';
import { withdrawalRoutes } from './withdrawal-routes.ts';

/** What the cashier routes need. */
export interface CashierRouteOptions {
  db: Database;
  clock: Clock;
  /** Opens the sealed (`enc`) bodies of the calls that carry a password. */
  keys: KeyRing;
}

/** Deposits a client address may start per minute. */
export const depositsPerMinute = 20;

/** Registers the player's deposit and withdrawal routes. */
export function cashierRoutes(scope: FastifyInstance, options: CashierRouteOptions): void {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, clock } = options;
  withdrawalRoutes(scope, options);
  recordRoutes(scope, options);
  uplineRoutes(scope, options);
  walletRoutes(scope, options);
  depositReceiptRoutes(scope, options);

  app.get(
    '/wps/transaction/deposit/channels',
    {
      config: { access: 'member' },
      schema: { response: { 200: cashierResponses.depositChannels, ...errorResponses } },
    },
    async (request) => {
      const { brand } = siteOf(request);
      const language = requestLanguage(request);
      const used = await depositsToday(db, clock, accountOf(request).member.id);
      return {
        value: {
          currency: brand.currency.code,
          channels: enabledChannels(brand).map((channel) =>
            channelView(channel, language, used.get(channel.id) ?? 0),
          ),
        },
      };
    },
  );

  for (const [path, kind] of [
    ['/wps/transaction/deposit/pg', 'gateway'],
    ['/wps/transaction/deposit/qr', 'qr'],
  ] as const)
    app.post(
      path,
      {
        config: { access: 'member', ...perMinute(depositsPerMinute) },
        schema: {
          body: gatewayDepositRequestSchema,
          response: { 200: cashierResponses.deposit, ...errorResponses },
        },
      },
      async (request) => {
        const deposit = await startDeposit(db, clock, {
          brand: siteOf(request).brand,
          memberId: accountOf(request).member.id,
          kind,
          ...request.body,
        });
        return { value: deposit };
      },
    );

  // The deposit's id is its capability (128 random bits), so an <img> can load the code
  // without the session token; the code carries only the merchant, the amount and the id.
  app.get(
    '/wps/transaction/deposit/:depositId/qr.svg',
    { schema: { params: depositParamsSchema } },
    async (request, reply) => {
      const found = await findDeposit(db, siteOf(request).id, request.params.depositId);
      if (!found?.row.qrPayload)
        throw apiError('TX_NOT_FOUND', { message: `No QR Ph deposit ${request.params.depositId}` });
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'private, max-age=3600')
        .send(renderSVG(found.row.qrPayload, { border: 2 }));
    },
  );

  app.post(
    '/wps/transaction/deposit/mt',
    {
      config: { access: 'member', ...perMinute(depositsPerMinute) },
      schema: {
        body: bankDepositRequestSchema,
        response: { 200: cashierResponses.deposit, ...errorResponses },
      },
    },
    async (request) => {
      const deposit = await startDeposit(db, clock, {
        brand: siteOf(request).brand,
        memberId: accountOf(request).member.id,
        kind: 'bank-transfer',
        ...request.body,
        reference: request.body.reference.trim(),
      });
      return { value: deposit };
    },
  );

  app.get(
    '/wps/transaction/deposit/:depositId',
    {
      config: { access: 'member' },
      schema: {
        params: depositParamsSchema,
        response: { 200: cashierResponses.deposit, ...errorResponses },
      },
    },
    async (request) => {
      const found = await findDeposit(db, siteOf(request).id, request.params.depositId);
      if (!found || found.row.memberId !== accountOf(request).member.id)
        throw apiError('TX_NOT_FOUND', { message: `No deposit ${request.params.depositId}` });
      return { value: found.deposit };
    },
  );

  app.get(
    '/wps/member/limits/deposit',
    {
      config: { access: 'member' },
      schema: { response: { 200: cashierResponses.depositLimits, ...errorResponses } },
    },
    async (request) => ({
      value: await depositLimits(db, clock, siteOf(request).id, accountOf(request).member.id),
    }),
  );

  app.put(
    '/wps/member/limits/deposit',
    {
      config: { access: 'member' },
      schema: {
        body: depositLimitRequestSchema,
        response: { 200: cashierResponses.depositLimits, ...errorResponses },
      },
    },
    async (request) => {
      const memberId = accountOf(request).member.id;
      await setDepositLimit(db, clock, memberId, request.body.period, request.body.limitMinor);
      return { value: await depositLimits(db, clock, siteOf(request).id, memberId) };
    },
  );
}
