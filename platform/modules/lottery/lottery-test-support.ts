/** What the lottery's test files share: a platform whose brands sell lottery, and players. */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../kernel/db/client.ts';
import { accountBrands, fixtureEcho } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { bearer, call, playMember } from '../../test/play.ts';
import { lotteryDraws } from './tables.ts';

/** A brand that voids a missed draw, allows no cancellation, and caps a draw's win at 15.00. */
export const fixtureStrict = {
  ...fixtureEcho,
  id: 'strict',
  name: 'Strict Lottery',
  merchantCode: 'STRICT',
  domains: ['strict.test'],
  lottery: { missedDraw: 'void', allowCancel: false, limits: { maxPayoutPerDrawMinor: 1_500 } },
};

/** A test platform with the account brands and the strict lottery brand. */
export function createLotteryPlatform(
  clockStart = '2026-11-27T09:00:30.000Z',
): Promise<TestPlatform> {
  return createTestPlatform({
    extraBrands: { ...accountBrands, strict: fixtureStrict },
    clockStart,
  });
}

/** A member with money and their calls. */
export interface Player {
  memberId: number;
  get(url: string): ReturnType<typeof call>;
  post(url: string, body?: unknown): ReturnType<typeof call>;
  /** Buys a slip (a fresh slip id unless given). */
  buy(body: { drawKeys: string[]; bets: unknown[]; slipId?: string }): ReturnType<typeof call>;
}

/** A member of `brandId` (host `<brand>.test`) holding `balance` minor units. */
export async function player(
  t: TestPlatform,
  brandId = 'casino',
  balance = 100_000,
): Promise<Player> {
  const { member, token } = await playMember(t, { brandId, balance });
  const host = `${brandId}.test`;
  const headers = bearer(token);
  const post = (url: string, body?: unknown) => call(t.app, host, 'POST', url, { body, headers });
  return {
    memberId: member.id,
    get: (url) => call(t.app, host, 'GET', url, { headers }),
    post,
    buy: ({ slipId, ...body }) =>
      post('/wps/lottery/slips', { slipId: slipId ?? randomUUID(), ...body }),
  };
}

/**
 * The brand's draw of `drawKey`. Every brand selling a game has a draw of the same key (the
 * game and its time), each with its own seed, so a draw is found by brand and key.
 */
export async function drawRow(db: Database, brandId: string, drawKey: string) {
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.brandId, brandId), eq(lotteryDraws.drawKey, drawKey)));
  if (!row) throw new Error(`No draw ${drawKey} of ${brandId}`);
  return row;
}
