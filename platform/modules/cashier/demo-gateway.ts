/**
 * The demo payment gateway, so deposits work end to end without a real provider. It stands for
 * one on its own path of the brand's origin:
 * - `GET /demo-gateway/pay/:depositId`: the hosted pay page (pay, decline, or go back unpaid);
 * - `POST /demo-gateway/pay/:depositId`: the player's choice. Pay and decline send the gateway's
 *   report to the callback below, signed as a real gateway would, then take the player back to
 *   the site. Going back sends nothing: the deposit expires unpaid.
 * - `POST /wps/transaction/deposit/callback/demo`: the callback. `X-Timestamp` and `X-Signature`
 *   sign the raw body with the brand's gateway secret (platform/kernel/signed-calls.ts; the
 *   secret is the platform secret `payments:<brand id>:demo-gateway`); a forged, stale or
 *   tampered report is `SIGNATURE_INVALID` and changes nothing, a repeated one answers as the
 *   first did.
 */
import { randomBytes } from 'node:crypto';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  cashierResponses,
  depositParamsSchema,
  payPageQuerySchema,
  gatewayCallbackSchema,
  type GatewayCallback,
} from '../../../schemas/api/cashier.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError } from '../../kernel/errors.ts';
import { perMinute } from '../../kernel/rate-limits.ts';
import { sharedSecret } from '../../kernel/secrets/secrets.ts';
import {
  callTimestamp,
  keepRawJsonBodies,
  openSignedBody,
  signBody,
} from '../../kernel/signed-calls.ts';
import { errorResponses } from '../accounts/index.ts';
import { requestLanguage, siteOf } from '../brands/index.ts';
import { findDeposit, settleDeposit } from './deposits.ts';
import { payPage, payPageCsp, returnUrl, type PayChoice } from './pay-page.ts';

/** The path of the demo gateway's callback. */
export const demoCallbackPath = '/wps/transaction/deposit/callback/demo';

/** The platform secret the demo gateway signs its reports to brand `brandId` with. */
export function demoGatewaySecret(db: Database, brandId: string): Promise<string> {
  return sharedSecret(db, `payments:${brandId}:demo-gateway`);
}

const bodyLimit = 16 * 1024;

/** Registers the demo gateway's pages and callback. */
export function demoGatewayRoutes(
  scope: FastifyInstance,
  options: { db: Database; clock: Clock },
): void {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, clock } = options;

  keepRawJsonBodies(app, bodyLimit);

  const verifySignature = async (request: FastifyRequest): Promise<void> =>
    openSignedBody(request, await demoGatewaySecret(db, siteOf(request).id), clock);

  app.post(
    demoCallbackPath,
    {
      preValidation: verifySignature,
      schema: {
        body: gatewayCallbackSchema,
        response: { 200: cashierResponses.gatewayCallback, ...errorResponses },
      },
    },
    async (request) => {
      const deposit = await settleDeposit(db, clock, siteOf(request).id, request.body);
      return { value: { depositId: deposit.id, status: deposit.status } };
    },
  );

  /** The deposit of a pay page, and the page's language: the site's, passed in `?language=`. */
  const pageOf = async (request: FastifyRequest, depositId: string, language?: string) => {
    const site = siteOf(request);
    const found = await findDeposit(db, site.id, depositId);
    if (!found) throw apiError('TX_NOT_FOUND', { message: `No deposit ${depositId}` });
    return { site, found, language: requestLanguage(request, language) };
  };

  app.get(
    '/demo-gateway/pay/:depositId',
    { schema: { params: depositParamsSchema, querystring: payPageQuerySchema } },
    async (request, reply) => {
      const { site, found, language } = await pageOf(
        request,
        request.params.depositId,
        request.query.language,
      );
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', payPageCsp)
        .header('cache-control', 'no-store')
        .send(payPage(site.brand, found.deposit, language));
    },
  );

  app.post(
    '/demo-gateway/pay/:depositId',
    {
      config: perMinute(30),
      schema: {
        params: depositParamsSchema,
        querystring: payPageQuerySchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['choice'],
          properties: { choice: { type: 'string', enum: ['pay', 'decline', 'back'] } },
        },
      },
    },
    async (request, reply) => {
      const { site, found } = await pageOf(request, request.params.depositId);
      const choice: PayChoice = request.body.choice;
      if (choice !== 'back' && found.deposit.status === 'pending') {
        const report: GatewayCallback = {
          depositId: found.deposit.id,
          gatewayRef: randomBytes(12).toString('base64url'),
          status: choice === 'pay' ? 'PAID' : 'DECLINED',
          amountMinor: found.deposit.payableMinor,
          currency: found.deposit.currency,
        };
        const raw = JSON.stringify(report);
        const timestamp = callTimestamp(clock);
        const answer = await request.server.inject({
          method: 'POST',
          url: demoCallbackPath,
          headers: {
            host: request.host,
            'content-type': 'application/json',
            'x-timestamp': timestamp,
            'x-signature': signBody(await demoGatewaySecret(db, site.id), timestamp, raw),
          },
          payload: raw,
        });
        // An expired deposit refuses the payment: the page shows where it stands.
        if (answer.statusCode !== 200 && answer.statusCode !== 409)
          throw apiError('UNKNOWN', { message: `The callback answered ${answer.statusCode}` });
      }
      return reply.redirect(
        choice === 'back' ? returnUrl(site.brand, found.deposit.id) : request.url,
        303,
      );
    },
  );
}
