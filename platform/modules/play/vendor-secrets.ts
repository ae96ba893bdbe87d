/**
 * The shared secrets of the seamless-wallet contract (docs/decisions/0014-seamless-wallet-authentication.md).
 * Each vendor signs its calls to one brand with the secret of that (brand, vendor) pair:
 * `X-Timestamp` is the time of the call in whole seconds since the epoch, and `X-Signature` is
 * the lower-case hex HMAC-SHA256 of `<X-Timestamp>.<raw request body>`, keyed with the UTF-8
 * bytes of the secret text (platform/kernel/signed-calls.ts). The secret is a platform secret named
 * `seamless:<brand id>:<VASSALAGE>`, created on first use; operators read it with
 * `npm run operator -- seamless secret VASSALAGE --brand ID` and hand it to the vendor.
 */
import type { Database } from '../../kernel/db/client.ts';
import { sharedSecret } from '../../kernel/secrets/secrets.ts';

/** The platform secret name of a vendor's seamless-wallet key for one brand. */
export function vendorSecretName(brandId: string, vassalage: string): string {
  return `seamless:${brandId}:${vassalage}`;
}

/** The vendor's secret for the brand `brandId`, created when it does not exist yet. */
export function vendorSecret(db: Database, brandId: string, vassalage: string): Promise<string> {
  return sharedSecret(db, vendorSecretName(brandId, vassalage));
}
