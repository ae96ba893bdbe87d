/**
 * The shared secrets of the seamless-wallet contract. Each vendor signs its calls with its own
 * secret: `X-Signature` is the lower-case hex HMAC-SHA256 of the raw request body, keyed with
 * the UTF-8 bytes of the secret text. The secret is a platform secret named
 * `seamless:<VASSALAGE>`, created on first use; operators read it with
 * `npm run operator -- seamless secret VASSALAGE` and hand it to the vendor.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../kernel/db/client.ts';
import { sharedSecret } from '../../kernel/secrets/secrets.ts';

/** The platform secret name of a vendor's seamless-wallet key. */
export function vendorSecretName(vassalage: string): string {
  return `seamless:${vassalage}`;
}

/** The vendor's secret, created when it does not exist yet. */
export function vendorSecret(db: Database, vassalage: string): Promise<string> {
  return sharedSecret(db, vendorSecretName(vassalage));
}

/** The signature of `body` with `secret` (hex HMAC-SHA256). */
export function signBody(secret: string, body: string | Buffer): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** True when `signature` is the signature of `body`, compared in constant time. */
export function signatureMatches(secret: string, body: Buffer, signature: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signBody(secret, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
