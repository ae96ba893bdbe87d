/**
 * The shared secrets of the seamless-wallet contract (docs/decisions/0014-seamless-wallet-authentication.md).
 * Each vendor signs its calls to one brand with the secret of that (brand, vendor) pair:
 * `X-Timestamp` is the time of the call in whole seconds since the epoch, and `X-Signature` is
 * the lower-case hex HMAC-SHA256 of `<X-Timestamp>.<raw request body>`, keyed with the UTF-8
 * bytes of the secret text. The secret is a platform secret named
 * `seamless:<brand id>:<VASSALAGE>`, created on first use; operators read it with
 * `npm run operator -- seamless secret VASSALAGE --brand ID` and hand it to the vendor.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { sharedSecret } from '../../kernel/secrets/secrets.ts';

/** How far a call's `X-Timestamp` may be from the platform's clock, either way. */
export const replayWindowSeconds = 5 * 60;

/** The platform secret name of a vendor's seamless-wallet key for one brand. */
export function vendorSecretName(brandId: string, vassalage: string): string {
  return `seamless:${brandId}:${vassalage}`;
}

/** The vendor's secret for the brand `brandId`, created when it does not exist yet. */
export function vendorSecret(db: Database, brandId: string, vassalage: string): Promise<string> {
  return sharedSecret(db, vendorSecretName(brandId, vassalage));
}

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
