/**
 * `PUT /wps/transaction/deposit/:depositId/receipt` (token): the receipt image of the member's
 * own pending bank transfer (deposit-receipts.ts). The body is the image itself, sent with its
 * type (`Content-Type: image/png` or `image/jpeg`), not JSON: only this route reads those types,
 * as raw bytes of at most 5 MB. Its problems are `VALIDATION_FAILED` on the `receipt` field:
 * `required` (empty), `invalid` (another type, or bytes that are not the image the type says;
 * 415 when the Content-Type itself is not an image type) and `tooLarge` (over 5 MB, 413).
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyError, FastifyInstance } from 'fastify';
import {
  cashierResponses,
  depositParamsSchema,
  depositReceiptMaxBytes,
  depositReceiptTypes,
} from '../../../schemas/api/cashier.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { perMinute } from '../../kernel/rate-limits.ts';
import { accountOf, errorResponses } from '../accounts/index.ts';
import { siteOf } from '../brands/index.ts';
import { receiptProblem, saveDepositReceipt } from './deposit-receipts.ts';

/** Receipt uploads a client address may send per minute (as many as deposits it may start). */
export const receiptsPerMinute = 20;

/** Fastify's own refusals of a body, as the receipt field's problems. */
function bodyRefusal(error: unknown): Error | null {
  const code = (error as Partial<FastifyError> | null)?.code;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return receiptProblem('tooLarge', 'The receipt is larger than 5 MB', 413);
  if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
    return receiptProblem(
      'invalid',
      `Send the receipt as ${depositReceiptTypes.join(' or ')}, not another type`,
      415,
    );
  return null;
}

/**
 * Registers the receipt upload in its own scope of `scope`, where image bodies are read as
 * bytes (the other cashier routes keep refusing them).
 */
export function depositReceiptRoutes(
  scope: FastifyInstance,
  options: { db: Database; clock: Clock },
): void {
  const { db, clock } = options;
  void scope.register(async (images) => {
    images.addContentTypeParser(
      [...depositReceiptTypes],
      { parseAs: 'buffer', bodyLimit: depositReceiptMaxBytes },
      (_request, body, done) => done(null, body),
    );
    images.withTypeProvider<JsonSchemaToTsProvider>().put(
      '/wps/transaction/deposit/:depositId/receipt',
      {
        config: { access: 'member', ...perMinute(receiptsPerMinute) },
        bodyLimit: depositReceiptMaxBytes,
        // The body is an image, which no JSON Schema describes: the service checks its bytes.
        schema: {
          params: depositParamsSchema,
          response: { 200: cashierResponses.deposit, ...errorResponses },
        },
        errorHandler: (error) => {
          throw bodyRefusal(error) ?? error;
        },
      },
      async (request) => {
        const { member } = accountOf(request);
        const deposit = await saveDepositReceipt(db, clock, {
          brandId: siteOf(request).id,
          memberId: member.id,
          depositId: request.params.depositId,
          contentType: (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase(),
          body: request.body,
        });
        return { value: deposit };
      },
    );
  });
}
