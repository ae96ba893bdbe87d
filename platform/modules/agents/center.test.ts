/**
 * The agent center's contract calls (issue 16): only agents get in; an upline offers its direct
 * downline agents contracts, which they accept or reject; either side terminates; the income
 * lists every settled period. An agent reaching for a contract or member outside its own reach
 * gets an error and no data.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentContract } from '../../../schemas/api/agent-center.ts';
import type { Brand } from '../../../schemas/brand.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { bearer, call, playMember } from '../../test/play.ts';
import { members, openSession, type MemberRow } from '../accounts/index.ts';
import { playRound } from './agent-test-support.ts';
import { offerContract } from './contracts.ts';
import { settleContracts } from './settlement.ts';

let t: TestPlatform;
let brand: Brand;
interface Caller {
  member: MemberRow;
  token: string;
}
/** top > mid > low > player; stranger heads another tree; plain is a player at the top. */
let top: Caller, mid: Caller, low: Caller, player: Caller, stranger: Caller, plain: Caller;

const host = 'alpha.test';
const get = (who: Caller | null, url: string) =>
  call(t.app, host, 'GET', url, { headers: who ? bearer(who.token) : {} });
const post = (who: Caller, url: string, body: unknown = {}) =>
  call(t.app, host, 'POST', url, { body, headers: bearer(who.token) });

const salary = (...rates: number[]) => ({
  kind: 'dailySalary',
  tiers: rates.map((rateBp, i) => ({ minBaseMinor: i * 100_000, minActiveMembers: i, rateBp })),
});

/** A new session of `member`: its token. */
async function login(member: MemberRow): Promise<string> {
  const session = await openSession(t.db, t.clock, {
    member,
    loginType: 'username',
    changePassword: false,
    ip: '198.51.100.1',
    device: null,
  });
  return session.token;
}

/** `who` offers `username` terms; the contract answered. */
async function offer(who: Caller, username: string, terms = salary(100)): Promise<AgentContract> {
  const answer = await post(who, '/wps/agent/contracts', { username, ...terms });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().value;
}
const answer = (who: Caller, id: number, accept: boolean) =>
  post(who, `/wps/agent/contracts/${id}/answer`, { accept });

beforeAll(async () => {
  // 17:03 on Friday 27 November 2026 in Manila, the brand's time zone.
  t = await createTestPlatform({ clockStart: '2026-11-27T09:03:00.000Z' });
  brand = t.registry.byId('alpha')!.brand;
  const member = async (username: string, isAgent: number, upline: Caller | null) => {
    const caller = await playMember(t, { brandId: 'alpha', username, isAgent, balance: 500_000 });
    if (upline) {
      await t.db
        .update(members)
        .set({ uplineId: upline.member.id })
        .where(eq(members.id, caller.member.id));
      caller.member = { ...caller.member, uplineId: upline.member.id };
    }
    return caller;
  };
  top = await member('topagent', 1, null);
  mid = await member('midagent', 2, top);
  low = await member('lowagent', 41, mid);
  player = await member('teamplayer', 0, low);
  stranger = await member('stranger', 1, null);
  plain = await member('plainplayer', 0, null);
});
afterAll(async () => {
  await t?.close();
});

describe('who gets in', () => {
  it('answers NOT_AGENT to a player and NOT_LOGGED_IN without a token', async () => {
    const refused = await get(plain, '/wps/agent/center');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'NOT_AGENT',
      message: 'Non-agents cannot log in',
    });
    expect((await get(null, '/wps/agent/center')).statusCode).toBe(401);
  });

  it('tells an agent its place, and flags no contract page before it holds a contract', async () => {
    const answer = await get(mid, '/wps/agent/center');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().value).toEqual({
      username: 'midagent',
      isAgent: 2,
      level: 2,
      affiliateCode: null,
      upline: 'topagent',
      flags: { divtypereq: 0, dailysalreqtype: 0, contracthoursalreq: 0, realtimesalreqtype: 0 },
    });
  });
});

describe('contracts', () => {
  it('the brand offers the top agent a contract; it accepts, and the page applies', async () => {
    const offered = await offerContract(t.db, t.clock, brand, {
      agent: top.member,
      by: null,
      terms: {
        kind: 'dailySalary',
        tiers: [{ minBaseMinor: 0n, minActiveMembers: 0, rateBp: 150 }],
        capMinor: null,
      },
    });
    const accepted = await answer(top, offered.id, true);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().value).toMatchObject({
      status: 'active',
      agent: 'topagent',
      offeredBy: null,
      period: 'daily',
      startsAt: '2026-11-27T16:00:00.000Z',
    });
    expect((await get(top, '/wps/agent/center')).json().value.flags).toEqual({
      divtypereq: 0,
      dailysalreqtype: 1,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
  });

  it('an upline offers its direct downline; the downline rejects, then accepts a new offer', async () => {
    const first = await offer(top, 'midagent', salary(100, 120));
    expect(first).toMatchObject({ status: 'offered', agent: 'midagent', offeredBy: 'topagent' });
    const mine = (await get(mid, '/wps/agent/contracts?kind=dailySalary')).json().value;
    expect(mine).toEqual({ mine: [first], offered: [] });
    expect((await answer(mid, first.id, false)).json().value.status).toBe('rejected');
    const second = await offer(top, 'midagent', salary(90));
    expect((await answer(mid, second.id, true)).json().value.status).toBe('active');
    const offeredByTop = (await get(top, '/wps/agent/contracts?kind=dailySalary')).json().value;
    expect(offeredByTop.offered.map((c: AgentContract) => [c.id, c.status])).toEqual([
      [second.id, 'active'],
      [first.id, 'rejected'],
    ]);
  });

  it('refuses rates above the upline and reaches outside its own downlines, naming the field', async () => {
    const tooHigh = await post(top, '/wps/agent/contracts', {
      username: 'midagent',
      ...salary(151),
    });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().error.fields).toHaveProperty('tiers');
    for (const [who, username] of [
      [top, 'lowagent'], // not a direct downline
      [stranger, 'midagent'], // another tree
      [top, 'nobodyhere'], // no such member
    ] as const) {
      const refused = await post(who, '/wps/agent/contracts', { username, ...salary(10) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        error: expect.objectContaining({
          code: 'VALIDATION_FAILED',
          fields: { username: 'notDownline' },
        }),
      });
    }
  });

  it("an agent can neither answer nor end a contract that is not its own, nor read another's", async () => {
    const [contract] = (await get(mid, '/wps/agent/contracts?kind=dailySalary')).json().value.mine;
    for (const who of [stranger, low]) {
      const answered = await answer(who, contract.id, true);
      expect(answered.statusCode).toBe(404);
      expect(answered.json().error.code).toBe('NOT_FOUND');
      expect(answered.body).not.toContain('midagent');
      const ended = await post(who, `/wps/agent/contracts/${contract.id}/terminate`);
      expect(ended.statusCode).toBe(404);
    }
    // Each agent lists only its own and those it offered.
    expect((await get(stranger, '/wps/agent/contracts?kind=dailySalary')).json().value).toEqual({
      mine: [],
      offered: [],
    });
  });

  it('bad input answers the error envelope', async () => {
    expect((await get(top, '/wps/agent/contracts?kind=weekly')).statusCode).toBe(400);
    expect((await answer(top, 0, true)).statusCode).toBe(400);
    const noTiers = await post(top, '/wps/agent/contracts', {
      username: 'midagent',
      kind: 'dividend',
      tiers: [],
    });
    expect(noTiers.statusCode).toBe(400);
    expect(noTiers.json().error.code).toBe('VALIDATION_FAILED');
  });
});

describe('income', () => {
  it('lists every settled period of the agent, zero records included, with the total paid', async () => {
    t.clock.set('2026-11-28T04:00:00.000Z');
    await playRound(t, player.member, 200_000n, 0n);
    t.clock.set('2026-11-29T16:05:00.000Z');
    await settleContracts(t.db, t.clock, brand, 'dailySalary');
    // Two days on, the sessions have lapsed: log in again.
    for (const caller of [top, mid, stranger]) caller.token = await login(caller.member);
    const income = await get(top, '/wps/agent/income?from=2026-11-28&to=2026-11-29');
    expect(income.statusCode, income.body).toBe(200);
    // top 1.5 % of 200,000 = 3,000, passing mid's 0.9 % (1,800) down.
    expect(income.json().value).toMatchObject({
      list: [
        { periodKey: '2026-11-29', payoutMinor: 0, grossMinor: 0 },
        {
          periodKey: '2026-11-28',
          baseMinor: 200_000,
          rateBp: 150,
          grossMinor: 3_000,
          passedDownMinor: 1_800,
          payoutMinor: 1_200,
        },
      ],
      totalPages: 1,
      totalPayoutMinor: 1_200,
    });
    const keysIn = async (order: string) =>
      (await get(top, `/wps/agent/income?from=2026-11-28&to=2026-11-29&order=${order}`))
        .json()
        .value.list.map((row: { periodKey: string }) => row.periodKey);
    expect(await keysIn('oldest')).toEqual(['2026-11-28', '2026-11-29']);
    expect(await keysIn('paidMost')).toEqual(['2026-11-28', '2026-11-29']);
    expect(await keysIn('paidLeast')).toEqual(['2026-11-29', '2026-11-28']);
    const badOrder = await get(top, '/wps/agent/income?from=2026-11-28&to=2026-11-29&order=paid');
    expect(badOrder.statusCode).toBe(400);
    expect(badOrder.json().error.code).toBe('VALIDATION_FAILED');
    const midIncome = (await get(mid, '/wps/agent/income?from=2026-11-28&to=2026-11-28')).json()
      .value;
    expect(midIncome.totalPayoutMinor).toBe(1_800);
    expect(
      (await get(stranger, '/wps/agent/income?from=2026-11-28&to=2026-11-29')).json().value,
    ).toEqual({
      list: [],
      totalPages: 0,
      totalPayoutMinor: 0,
    });
  });

  it('either side terminates: the upline ends its downline contract from the next period', async () => {
    const [contract] = (await get(mid, '/wps/agent/contracts?kind=dailySalary')).json().value.mine;
    const ended = await post(top, `/wps/agent/contracts/${contract.id}/terminate`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().value).toMatchObject({
      status: 'terminated',
      endedBy: 'upline',
      endsAt: '2026-11-30T16:00:00.000Z',
    });
    const again = await post(mid, `/wps/agent/contracts/${contract.id}/terminate`);
    expect(again.json().error).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a contract kind the brand does not use', async () => {
    const noDividends = {
      ...brand,
      agents: { ...brand.agents, contracts: ['dailySalary' as const] },
    };
    await expect(
      offerContract(t.db, t.clock, noDividends, {
        agent: stranger.member,
        by: null,
        terms: {
          kind: 'dividend',
          tiers: [{ minBaseMinor: 0n, minActiveMembers: 0, rateBp: 100 }],
          capMinor: null,
        },
      }),
    ).rejects.toMatchObject({ fields: { kind: 'brand alpha offers no dividend contracts' } });
  });
});
