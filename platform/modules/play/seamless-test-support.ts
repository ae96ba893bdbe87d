/**
 * What the seamless-wallet tests share: signed vendor calls (docs/games.md "Seamless-wallet
 * contract for vendors") and members with a live launch of a vendor's game to name in them.
 */
import type { TestPlatform } from '../../test/harness.ts';
import { launchToken, playMember } from '../../test/play.ts';
import { callTimestamp, signBody, vendorSecret } from './vendor-secrets.ts';

/** The brand ids of the test hosts. */
const brandOfHost: Readonly<Record<string, string>> = {
  'casino.test': 'casino',
  'echo.test': 'echo',
  'wallet.test': 'wallet',
};

/** How a test call is signed; each field left out is the honest value. */
export interface VendorCallOptions {
  host?: string;
  vendor?: string;
  /** The secret to sign with (default: the host brand's secret for `vendor`). */
  secret?: string;
  /** The X-Timestamp header (default: the platform clock's now). */
  timestamp?: string;
  /** The X-Signature header (default: the signature of the timestamp and body). */
  signature?: string;
}

/** A signed vendor call to `/wps/seamless/wallet/<action>` (ALPHA on casino.test by default). */
export async function vendorCall(
  t: TestPlatform,
  action: string,
  body: unknown,
  options: VendorCallOptions = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const host = options.host ?? 'casino.test';
  const vendor = options.vendor ?? 'ALPHA';
  const secret = options.secret ?? (await vendorSecret(t.db, brandOfHost[host] ?? host, vendor));
  const timestamp = options.timestamp ?? callTimestamp(t.clock);
  return t.app.inject({
    method: 'POST',
    url: `/wps/seamless/wallet/${action}`,
    headers: {
      host,
      'content-type': 'application/json',
      'x-vendor': vendor,
      'x-timestamp': timestamp,
      'x-signature': options.signature ?? signBody(secret, timestamp, raw),
    },
    payload: raw,
  });
}

/**
 * A member with `balance` on `brandId` (casino), a live session and a launch of the game
 * `nodeId` (ALPHA-1001): `launch` is the token a vendor names in its debits and credits.
 */
export async function launchedMember(
  t: TestPlatform,
  options: { balance?: number; brandId?: string; nodeId?: string } = {},
) {
  const brandId = options.brandId ?? 'casino';
  const { member, token } = await playMember(t, { balance: options.balance, brandId });
  const host = `${brandId}.test`;
  const launch = await launchToken(t.app, host, options.nodeId ?? 'ALPHA-1001', token);
  return { member, token, launch, base: { username: member.username, currency: 'PHP' } };
}
