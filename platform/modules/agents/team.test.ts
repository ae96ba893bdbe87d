/**
 * The agent center's team calls (issue 16): the overview, team management, team betting and
 * user loss, computed from real rounds and deposits, reconciling with the members' own records,
 * and never reaching outside the caller's team.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { bearer, call, playMember } from '../../test/play.ts';
import { members, type MemberRow } from '../accounts/index.ts';
import { postPending, reserve } from '../ledger/index.ts';
import { playRound } from './agent-test-support.ts';

let t: TestPlatform;
interface Caller {
  member: MemberRow;
  token: string;
}
/** boss > sub (agent) > p2, boss > p1; rival > r1 is another tree. */
let boss: Caller, sub: Caller, p1: Caller, p2: Caller, rival: Caller, r1: Caller;

const host = 'alpha.test';
const get = (who: Caller, url: string) =>
  call(t.app, host, 'GET', url, { headers: bearer(who.token) });
const day = '2026-11-27';
const range = `from=${day}&to=${day}`;

/** A deposit of `amount` paid to `member`, through the ledger's two-phase transfer. */
async function deposit(member: MemberRow, amount: bigint, id: string) {
  const key = `deposit:${id}`;
  await reserve(t.db, t.clock, {
    brandId: 'alpha',
    currency: 'PHP',
    key,
    debit: { house: 'payments_clearing' },
    credit: { memberId: member.id },
    amountMinor: amount,
    expiresAt: new Date(t.clock.now().getTime() + 3_600_000),
  });
  await postPending(t.db, t.clock, { brandId: 'alpha', key: `${key}:paid`, pendingKey: key });
}

beforeAll(async () => {
  // 10:00 on 27 November 2026 in Manila, the brand's time zone.
  t = await createTestPlatform({ clockStart: '2026-11-27T02:00:00.000Z' });
  const member = async (username: string, isAgent: number, upline: Caller | null) => {
    const caller = await playMember(t, { brandId: 'alpha', username, isAgent, balance: 100_000 });
    // Registered on the test clock's day, under its upline.
    await t.db
      .update(members)
      .set({ uplineId: upline?.member.id ?? null, createdAt: t.clock.now() })
      .where(eq(members.id, caller.member.id));
    return caller;
  };
  boss = await member('bossagent', 1, null);
  sub = await member('subagent', 2, boss);
  p1 = await member('playerone', 0, boss);
  p2 = await member('playertwo', 0, sub);
  rival = await member('rivalagent', 1, null);
  r1 = await member('rivalplayer', 0, rival);
  await playRound(t, p1.member, 10_000n, 4_000n); // lost 6,000
  await playRound(t, p2.member, 30_000n, 0n); // lost 30,000
  await playRound(t, p2.member, 5_000n, 20_000n); // won 15,000
  await playRound(t, sub.member, 2_000n, 0n, true); // refunded: no valid bet
  await playRound(t, r1.member, 50_000n, 0n); // another tree
  await deposit(p2.member, 25_000n, 'team-deposit-1');
  await deposit(r1.member, 99_000n, 'rival-deposit-1');
});
afterAll(async () => {
  await t?.close();
});

describe('team overview', () => {
  it("sums the agent's and its team's day, and nobody else's", async () => {
    const answer = await get(boss, `/wps/agent/team/overview?${range}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const value = answer.json().value;
    expect(value).toMatchObject({
      members: 3,
      newMembers: 3,
      activeMembers: 2,
      depositMinor: 25_000,
      withdrawalMinor: 0,
      betMinor: 47_000,
      validBetMinor: 45_000,
      winMinor: 24_000,
      profitMinor: -21_000,
    });
    expect(value.days).toEqual([
      {
        day,
        rounds: 4,
        betMinor: 47_000,
        validBetMinor: 45_000,
        winMinor: 24_000,
        profitMinor: -21_000,
      },
    ]);
  });

  it("reconciles with the members' own records", async () => {
    let profit = 0;
    for (const who of [boss, sub, p1, p2]) {
      const own = await get(who, `/wps/member/records/profit?${range}`);
      profit += own.json().value.totals.profitMinor;
    }
    const team = (await get(boss, `/wps/agent/team/overview?${range}`)).json().value;
    expect(team.profitMinor).toBe(profit);
  });

  it('a sub-agent sees its own part only', async () => {
    const value = (await get(sub, `/wps/agent/team/overview?${range}`)).json().value;
    expect(value).toMatchObject({ members: 1, activeMembers: 1, betMinor: 37_000 });
  });

  it('refuses a range that is not one, field by field', async () => {
    const answer = await get(boss, '/wps/agent/team/overview?from=2026-11-27&to=2026-11-01');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { from: 'tooLarge' },
    });
  });
});

describe('team management', () => {
  it('lists direct downlines with level, balance and team size; drills into a sub-agent', async () => {
    const top = (await get(boss, '/wps/agent/team/members?sort=username&order=asc')).json().value;
    expect(top.parent).toBe('bossagent');
    expect(top.list.map((m: { username: string }) => m.username)).toEqual([
      'playerone',
      'subagent',
    ]);
    expect(top.list[1]).toMatchObject({ isAgent: 2, level: 1, teamSize: 1, status: 'active' });
    expect(top.list[0]).toMatchObject({ balanceMinor: 94_000, teamSize: 0 });
    expect(top.list[0].lastLoginAt).toEqual(expect.any(String));
    const below = (await get(boss, '/wps/agent/team/members?parent=subagent')).json().value;
    expect(below).toMatchObject({ parent: 'subagent', totalPages: 1 });
    expect(below.list).toMatchObject([{ username: 'playertwo', level: 2 }]);
  });

  it('searches the whole team by part of a username', async () => {
    const found = (await get(boss, '/wps/agent/team/members?search=TWO')).json().value;
    expect(found.parent).toBeNull();
    expect(found.list.map((m: { username: string }) => m.username)).toEqual(['playertwo']);
    expect((await get(boss, '/wps/agent/team/members?search=rival')).json().value.list).toEqual([]);
  });

  it("answers NOT_FOUND, and no data, for another agent's member or team", async () => {
    for (const [who, parent] of [
      [rival, 'subagent'],
      [sub, 'bossagent'],
      [boss, 'rivalagent'],
    ] as const) {
      const answer = await get(who, `/wps/agent/team/members?parent=${parent}`);
      expect(answer.statusCode).toBe(404);
      expect(Object.keys(answer.json())).toEqual(['error']);
    }
  });
});

describe('team betting and user loss', () => {
  it("lists the team's rounds with who played them, and filters one member", async () => {
    const all = (await get(boss, `/wps/agent/team/bets?${range}`)).json().value;
    expect(all.totals).toMatchObject({ rounds: 4, betMinor: 47_000, profitMinor: -21_000 });
    expect(new Set(all.list.map((r: { username: string }) => r.username))).toEqual(
      new Set(['playerone', 'playertwo', 'subagent']),
    );
    const one = (await get(boss, `/wps/agent/team/bets?${range}&username=playerone`)).json().value;
    expect(one.list).toMatchObject([
      { username: 'playerone', betMinor: 10_000, profitMinor: -6_000 },
    ]);
    const outside = await get(boss, `/wps/agent/team/bets?${range}&username=rivalplayer`);
    expect(outside.statusCode).toBe(404);
    expect(outside.body).not.toContain('50000');
  });

  it('lists each member who played, the biggest loss first, with the totals', async () => {
    const losses = (await get(boss, `/wps/agent/team/losses?${range}`)).json().value;
    expect(losses.list).toEqual([
      expect.objectContaining({ username: 'playertwo', level: 2, rounds: 2, profitMinor: -15_000 }),
      expect.objectContaining({ username: 'playerone', level: 1, rounds: 1, profitMinor: -6_000 }),
      expect.objectContaining({ username: 'subagent', level: 1, rounds: 1, profitMinor: 0 }),
    ]);
    expect(losses.totals).toMatchObject({ profitMinor: -21_000 });
    const rivals = (await get(rival, `/wps/agent/team/losses?${range}`)).json().value;
    expect(rivals.list.map((r: { username: string }) => r.username)).toEqual(['rivalplayer']);
  });

  it('only agents get in', async () => {
    const answer = await get(p1, `/wps/agent/team/losses?${range}`);
    expect(answer.json().error.code).toBe('NOT_AGENT');
  });
});
