/**
 * What the seamless-wallet tests share besides the signed vendor calls (`vendorCall` in
 * platform/test/play.ts): members with a live launch of a vendor's game to name in them.
 */
import type { TestPlatform } from '../../test/harness.ts';
import { launchToken, playMember } from '../../test/play.ts';

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
