/**
 * What the wallet and play tests share: a platform with the account brands, a brand that
 * grants the demo credit, the test catalog, and members with a known balance and a session.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../kernel/db/client.ts';
import { type MemberRow, openSession } from '../modules/accounts/index.ts';
import { memberStatement, walletBalance } from '../modules/ledger/index.ts';
import { callTimestamp, signBody } from '../kernel/signed-calls.ts';
import { vendorSecret } from '../modules/play/index.ts';
import { accountBrands, fixtureEcho, fundedMember } from './accounts.ts';
import { insertTestCatalog } from './catalog.ts';
import { createTestPlatform, type TestPlatform } from './harness.ts';

/**
 * "wallet": the light echo form (username registration without SMS or captcha) with the base
 * brand's demo credit and trial play money.
 */
export const fixtureWallet = {
  ...fixtureEcho,
  id: 'wallet',
  name: 'Wallet Test',
  merchantCode: 'WALLET',
  domains: ['wallet.test'],
  wallet: { demoCreditMinor: 500_000, trialCreditMinor: 200_000 },
};

/**
 * A platform with the account brands, the wallet brand and the test catalog. The clock starts
 * at the real time (ALTCHA checks challenge expiry against the system clock).
 */
export async function createPlayPlatform(): Promise<TestPlatform> {
  const t = await createTestPlatform({
    extraBrands: { ...accountBrands, wallet: fixtureWallet },
    clockStart: new Date(),
    server: { altcha: { counterMin: 1, counterMax: 50, lifetimeSeconds: 300 } },
  });
  await insertTestCatalog(t.db);
  return t;
}

let seq = 0;

/** A member with `balance` minor units (booked as a grant) and a live session token. */
export async function playMember(
  t: TestPlatform,
  options: { brandId?: string; balance?: number; isAgent?: number; username?: string } = {},
): Promise<{ member: MemberRow; token: string }> {
  seq += 1;
  const brandId = options.brandId ?? 'casino';
  const member = await fundedMember(
    t,
    brandId,
    {
      username: options.username ?? `player${String(seq).padStart(3, '0')}x`,
      isAgent: options.isAgent ?? 0,
      // The session is opened directly: no password to hash.
      password: null,
    },
    options.balance ?? 0,
  );
  const opened = await openSession(t.db, t.clock, {
    member,
    loginType: 'username',
    changePassword: false,
    ip: '198.51.100.1',
    device: null,
  });
  return { member, token: opened.token };
}

/** The Authorization header of a token. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A JSON call to `app` on `host`. */
export function call(
  app: FastifyInstance,
  host: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    headers: { host, ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** Launches `nodeId` for the token's member (or a trial without one) and returns the token. */
export async function launchToken(
  app: FastifyInstance,
  host: string,
  nodeId: string,
  token?: string,
): Promise<string> {
  const response = await call(app, host, 'POST', '/wps/game/launchGame', {
    body: { action: 'getLaunchAddressV2', nodeId, accountType: token ? 1 : 0 },
    headers: token ? bearer(token) : {},
  });
  if (response.statusCode !== 200) throw new Error(`Launch failed: ${response.body}`);
  const url = new URL(response.json().value.game_url, 'http://x');
  const launch = url.searchParams.get('launch');
  if (!launch) throw new Error(`No launch token in ${url.href}`);
  return launch;
}

/**
 * A member's ledger lines, oldest first: each entry on the member's account with its signed
 * amount there and the balance after it.
 */
export async function ledgerLines(db: Database, memberId: number) {
  return (await memberStatement(db, memberId)).rows;
}

/** The wallet balance of a member, from the database. */
export async function balanceOf(db: Database, memberId: number): Promise<bigint> {
  return (await walletBalance(db, memberId)).balanceMinor;
}

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

/**
 * A signed vendor call to `/wps/seamless/wallet/<action>` (docs/games.md "Seamless-wallet
 * contract for vendors"), ALPHA on casino.test by default; test hosts are `<brand id>.test`.
 */
export async function vendorCall(
  t: TestPlatform,
  action: string,
  body: unknown,
  options: VendorCallOptions = {},
) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const host = options.host ?? 'casino.test';
  const vendor = options.vendor ?? 'ALPHA';
  const secret = options.secret ?? (await vendorSecret(t.db, host.split('.')[0]!, vendor));
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
 * Expects the launches `slot` (built-in slot) and `vendor` (ALPHA) of `member` to be dead: a
 * spin and an ALPHA debit get `LAUNCH_EXPIRED`, and the balance does not move.
 */
export async function expectLaunchesDead(
  t: TestPlatform,
  host: string,
  member: { id: number; username: string },
  launches: { slot: string; vendor: string },
): Promise<void> {
  const before = await balanceOf(t.db, member.id);
  const spun = await call(t.app, host, 'POST', '/play/api/spin', {
    body: { launch: launches.slot, roundId: randomUUID(), bet: 100 },
  });
  expect(spun.statusCode, spun.body).toBe(410);
  expect(spun.json().error.code).toBe('LAUNCH_EXPIRED');
  const debit = await vendorCall(
    t,
    'debit',
    {
      username: member.username,
      currency: 'PHP',
      txId: `dead-${randomUUID()}`,
      amount: 500,
      token: launches.vendor,
    },
    { host },
  );
  expect(debit.statusCode, debit.body).toBe(410);
  expect(debit.json().error.code).toBe('LAUNCH_EXPIRED');
  expect(await balanceOf(t.db, member.id)).toBe(before);
}
