/**
 * An agent registers downlines and sends them money from the agent center (issue 16 items 1 and
 * 5): a player or a sub-agent directly under it, by the brand's registration rules and level
 * limit; a transfer to a direct downline (the whole team where the brand allows it), one ledger
 * entry in both members' records.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureCasino, seedMember, testClient, type TestClient } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { balanceOf, bearer, playMember } from '../../test/play.ts';
import {
  hashPassword,
  memberByUsername,
  members,
  openSession,
  type MemberRow,
} from '../accounts/index.ts';
import { agentTreeChanges } from './tables.ts';

/** A brand whose trees hold 2 levels of agents, and whose agents may pay their whole team. */
const shallow = {
  ...fixtureCasino,
  id: 'shallow',
  name: 'Shallow Test',
  merchantCode: 'SHALLOW',
  domains: ['shallow.test'],
  agents: { maxLevels: 2, transfers: 'team' },
};

let t: TestPlatform;
const paymentPassword = '246810';

/** An agent at the top of `brandId` with `balance` and a withdrawal password, and its client. */
async function topAgent(brandId: string, host: string, balance = 0) {
  const { member, token } = await playMember(t, { brandId, isAgent: 1, balance });
  await t.db
    .update(members)
    .set({ paymentPasswordHash: await hashPassword(paymentPassword) })
    .where(eq(members.id, member.id));
  return agentClient(member, token, testClient(t.app, t.db, host));
}

/** The sealed agent center calls of `member`. */
function agentClient(member: MemberRow, token: string, client: TestClient) {
  return {
    member,
    register: (body: Record<string, unknown>) =>
      client.sendSealed(
        'POST',
        '/wps/agent/team/register',
        { password: 'Secret123', confirmPassword: 'Secret123', role: 'player', ...body },
        bearer(token),
      ),
    transfer: (body: Record<string, unknown>) =>
      client.sendSealed(
        'POST',
        '/wps/agent/team/transfer',
        { paymentPassword, requestId: `send-${Math.random().toString(36).slice(2)}`, ...body },
        bearer(token),
      ),
    get: (url: string) => client.get(url, bearer(token)),
  };
}

/** A new session of `member`: its token. */
async function login(member: MemberRow): Promise<string> {
  const opened = await openSession(t.db, t.clock, {
    member,
    loginType: 'username',
    changePassword: false,
    ip: '198.51.100.9',
    device: null,
  });
  return opened.token;
}

const memberNamed = async (brandId: string, username: string) =>
  (await memberByUsername(t.db, brandId, username))!;

beforeAll(async () => {
  t = await createTestPlatform({ extraBrands: { casino: fixtureCasino, shallow } });
});
afterAll(async () => {
  await t?.close();
});

describe('registering a downline', () => {
  it('an agent registers a player and a sub-agent directly under it', async () => {
    const boss = await topAgent('casino', 'casino.test');
    const player = await boss.register({ username: 'downplayer1' });
    expect(player.statusCode, player.body).toBe(200);
    expect(player.json().value).toEqual({
      username: 'downplayer1',
      isAgent: 0,
      affiliateCode: null,
    });
    const stored = await memberNamed('casino', 'downplayer1');
    expect(stored).toMatchObject({ uplineId: boss.member.id, registerMethod: 'AGENT', isAgent: 0 });
    expect(stored.passwordHash).toEqual(expect.any(String));

    const sub = await boss.register({ username: 'downagent1', role: 'agent' });
    expect(sub.json().value).toMatchObject({ username: 'downagent1', isAgent: 1 });
    expect(sub.json().value.affiliateCode).toMatch(/^[A-Z0-9]+$/);
    const subRow = await memberNamed('casino', 'downagent1');
    const [history] = await t.db
      .select()
      .from(agentTreeChanges)
      .where(eq(agentTreeChanges.memberId, subRow.id));
    expect(history).toMatchObject({
      kind: 'made-agent',
      toUplineId: boss.member.id,
      note: `registered by ${boss.member.username} in the agent center`,
    });
  });

  it('refuses bad input field by field, and changes nothing', async () => {
    const boss = await topAgent('casino', 'casino.test');
    await boss.register({ username: 'takenname1' });
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ username: 'takenname1' }, { username: 'taken' }],
      [{ username: '' }, { username: 'required' }],
      [{ username: 'okname99', confirmPassword: 'Other1234' }, { confirmPassword: 'mismatch' }],
      [{ username: 'okname99', password: '', confirmPassword: '' }, { password: 'required' }],
    ];
    for (const [body, fields] of cases) {
      const refused = await boss.register(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    expect(await memberByUsername(t.db, 'casino', 'okname99')).toBeUndefined();
  });

  it('refuses a sub-agent deeper than the brand allows', async () => {
    const boss = await topAgent('shallow', 'shallow.test');
    await boss.register({ username: 'levelTwo1', role: 'agent' });
    const levelTwo = await memberNamed('shallow', 'levelTwo1');
    const sub = agentClient(
      levelTwo,
      await login(levelTwo),
      testClient(t.app, t.db, 'shallow.test'),
    );
    const refused = await sub.register({ username: 'levelThree1', role: 'agent' });
    expect(refused.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { role: 'tooDeep' },
    });
    // A player under it is fine: players are not a level.
    expect((await sub.register({ username: 'levelThreeP' })).statusCode).toBe(200);
  });

  it('only agents, and only sealed bodies', async () => {
    const { member, token } = await playMember(t, { brandId: 'casino' });
    const player = agentClient(member, token, testClient(t.app, t.db, 'casino.test'));
    expect((await player.register({ username: 'sneaky01' })).json().error.code).toBe('NOT_AGENT');
    const agent = await playMember(t, { brandId: 'casino', isAgent: 1 });
    const plain = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/team/register',
      headers: { host: 'casino.test', ...bearer(agent.token) },
      payload: {
        username: 'plainbody1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        role: 'player',
      },
    });
    expect(plain.json().error.code).toBe('ENCRYPTION_INVALID');
  });
});

describe('sending money down the tree', () => {
  it('moves money to a direct downline once, in both records', async () => {
    const boss = await topAgent('casino', 'casino.test', 50_000);
    await boss.register({ username: 'payee00001' });
    const payee = await memberNamed('casino', 'payee00001');
    const body = { username: 'payee00001', amountMinor: 12_000, requestId: 'downline-send-1' };
    const sent = await boss.transfer(body);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toEqual({
      username: 'payee00001',
      amountMinor: 12_000,
      balanceMinor: 38_000,
    });
    expect((await boss.transfer(body)).json().value.balanceMinor).toBe(38_000);
    expect(await balanceOf(t.db, payee.id)).toBe(12_000n);
    expect(await balanceOf(t.db, boss.member.id)).toBe(38_000n);
    const day = t.clock.now().toISOString().slice(0, 10);
    const records = await boss.get(
      `/wps/member/records/transactions?from=${day}&to=${day}&type=transfer`,
    );
    expect(records.json().value.list).toMatchObject([
      {
        type: 'transfer',
        amountMinor: -12_000,
        reference: `Transfer from agent ${boss.member.username} to payee00001`,
      },
    ]);
  });

  it('refuses a member beyond its direct downlines, a wrong password and too much', async () => {
    const boss = await topAgent('casino', 'casino.test', 10_000);
    await boss.register({ username: 'subboss001', role: 'agent' });
    const sub = await memberNamed('casino', 'subboss001');
    await seedMember(t.db, 'casino', { username: 'deepplayer1', uplineId: sub.id, password: null });
    for (const username of ['deepplayer1', 'nobody0000']) {
      const refused = await boss.transfer({ username, amountMinor: 100 });
      expect(refused.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { username: 'notDownline' },
      });
    }
    const wrong = await boss.transfer({
      username: 'subboss001',
      amountMinor: 100,
      paymentPassword: '999999',
    });
    expect(wrong.json().error.code).toBe('WRONG_PAYMENT_PASSWORD');
    const tooMuch = await boss.transfer({ username: 'subboss001', amountMinor: 10_001 });
    expect(tooMuch.json().error).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      fields: { amountMinor: 'tooLarge' },
    });
    expect(await balanceOf(t.db, boss.member.id)).toBe(10_000n);
  });

  it("reaches the whole team where the brand's agents.transfers is team", async () => {
    const boss = await topAgent('shallow', 'shallow.test', 5_000);
    await boss.register({ username: 'teamsub001', role: 'agent' });
    const sub = await memberNamed('shallow', 'teamsub001');
    await seedMember(t.db, 'shallow', { username: 'teamdeep01', uplineId: sub.id, password: null });
    const sent = await boss.transfer({ username: 'teamdeep01', amountMinor: 1_000 });
    expect(sent.statusCode, sent.body).toBe(200);
  });
});
