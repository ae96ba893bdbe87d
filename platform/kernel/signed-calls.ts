/**
 * Signed server-to-server calls: the caller signs `<X-Timestamp>.<raw request body>` with a
 * shared secret, as the lower-case hex HMAC-SHA256 in `X-Signature`; `X-Timestamp` is the time
 * of the call in whole seconds since the epoch, and a call outside the replay window is refused.
 * Vendors' seamless-wallet calls (docs/decisions/0014-seamless-wallet-authentication.md) and
 * payment gateways' deposit callbacks use it.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from './clock.ts';
import { apiError, badRequest } from './errors.ts';

/** How far a call's `X-Timestamp` may be from the platform's clock, either way. */
export const replayWindowSeconds = 5 * 60;

/** The signature of a call sent at `timestamp` (seconds) with `body` (hex HMAC-SHA256). */
export function signBody(
  secret: string,
  timestamp: string | number,
  body: string | Buffer,
): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** True when `signature` is the signature of `timestamp` and `body`, compared in constant time. */
export function signatureMatches(
  secret: string,
  timestamp: string,
  body: Buffer,
  signature: string,
): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, timestamp, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/** The `X-Timestamp` of a call made now on `clock` (whole seconds since the epoch). */
export function callTimestamp(clock: Clock): string {
  return String(Math.floor(clock.now().getTime() / 1000));
}

/** True when `timestamp` (whole seconds) is within the replay window around `clock`'s now. */
export function timestampFresh(clock: Clock, timestamp: string): boolean {
  if (!/^[0-9]{1,12}$/.test(timestamp)) return false;
  const skew = Math.abs(clock.now().getTime() / 1000 - Number(timestamp));
  return skew <= replayWindowSeconds;
}

/**
 * Keeps JSON bodies of the routes of `scope` as raw bytes (the signature covers the exact
 * bytes); `openSignedBody` parses them once the signature is checked.
 */
export function keepRawJsonBodies(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit },
    (_r, body, done) => done(null, body),
  );
}

/**
 * Checks the `X-Timestamp` and `X-Signature` of a call against its raw body and `secret`, then
 * puts the parsed JSON in the body's place, so Fastify validates it against the route's body
 * schema. Run it before validation (`preValidation`), so an unsigned or badly signed call gets
 * `SIGNATURE_INVALID` and never a validation answer.
 */
export function openSignedBody(request: FastifyRequest, secret: string, clock: Clock): void {
  const timestamp = request.headers['x-timestamp'];
  const signature = request.headers['x-signature'];
  if (
    typeof timestamp !== 'string' ||
    typeof signature !== 'string' ||
    !Buffer.isBuffer(request.body)
  )
    throw apiError('SIGNATURE_INVALID');
  if (!signatureMatches(secret, timestamp.trim(), request.body, signature.trim()))
    throw apiError('SIGNATURE_INVALID');
  if (!timestampFresh(clock, timestamp.trim()))
    throw apiError('SIGNATURE_INVALID', {
      message: 'X-Timestamp is outside the replay window of the platform clock',
    });
  try {
    request.body = JSON.parse(request.body.toString('utf8')) as unknown;
  } catch {
    throw badRequest('The body is not valid JSON');
  }
}
