/**
 * A team's figures for a contract period (issue 16), from the ledger's rounds: bet amount,
 * valid bet, the players' result and the active members, only for the team and the period.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { periodAt } from '../../../engine/core/agents/periods.ts';
import { fundedMember } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import type { MemberRow } from '../accounts/index.ts';
import { teamFigures } from '../ledger/index.ts';
import { playRound } from './agent-test-support.ts';
import { teamOf } from './tree.ts';

let t: TestPlatform;
let agent: MemberRow, sub: MemberRow, one: MemberRow, two: MemberRow, outsider: MemberRow;
const round = (member: MemberRow, stake: bigint, win: bigint, refund = false) =>
  playRound(t, member, stake, win, refund);

beforeAll(async () => {
  // 10:00 on 27 November 2026 in Manila.
  t = await createTestPlatform({ clockStart: '2026-11-27T02:00:00.000Z' });
  const member = (username: string, isAgent: number, upline: MemberRow | null) =>
    fundedMember(
      t,
      'alpha',
      { username, isAgent, uplineId: upline?.id ?? null, password: null },
      1_000_000,
    );
  agent = await member('agent', 1, null);
  sub = await member('subagent', 1, agent);
  one = await member('playerone', 0, agent);
  two = await member('playertwo', 0, sub);
  outsider = await member('outsider', 0, null);
});
afterAll(async () => {
  await t?.close();
});

it("sums the team's rounds of the period, and nobody else's", async () => {
  // The day before: not in the period.
  t.clock.set('2026-11-26T15:59:00.000Z');
  await round(one, 50_000n, 0n);
  t.clock.set('2026-11-27T02:00:00.000Z');
  await round(one, 10_000n, 25_000n); // won 15,000
  await round(one, 20_000n, 0n); // lost 20,000
  await round(two, 30_000n, 0n); // lost 30,000
  await round(two, 5_000n, 0n, true); // refunded: bet, but no valid bet
  await round(sub, 1_000n, 0n, true); // only a refunded round: not active
  await round(outsider, 99_000n, 0n); // not in the team
  const day = periodAt('daily', t.clock.now(), 'Asia/Manila');
  const team = [agent.id, ...(await teamOf(t.db, agent.id)).map((member) => member.id)];
  expect(await teamFigures(t.db, team, day.start, day.end)).toEqual({
    betAmountMinor: 66_000n,
    validBetMinor: 60_000n,
    profitLossMinor: -35_000n,
    activeMembers: 2,
  });
  // The sub-agent's team alone.
  const subTeam = [sub.id, two.id];
  expect(await teamFigures(t.db, subTeam, day.start, day.end)).toEqual({
    betAmountMinor: 36_000n,
    validBetMinor: 30_000n,
    profitLossMinor: -30_000n,
    activeMembers: 1,
  });
  expect(await teamFigures(t.db, [], day.start, day.end)).toMatchObject({ activeMembers: 0 });
});
