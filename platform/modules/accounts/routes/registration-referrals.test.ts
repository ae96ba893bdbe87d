/** Affiliate codes (the check and the upline they give) and referral codes at registration. */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../tables.ts';
import { seedMember } from '../../../test/accounts.ts';
import { registrationSuite } from './test-support.ts';

const suite = registrationSuite(async (t) => {
  await seedMember(t.db, 'casino', { username: 'agent01', isAgent: 1, affiliateCode: 'AGENT01' });
  await seedMember(t.db, 'casino', { username: 'plain01', affiliateCode: 'PLAIN01' });
  await seedMember(t.db, 'echo', { username: 'echoagent', isAgent: 2, affiliateCode: 'ECHO01' });
});
const { client, nextNumber, memberCount, casinoRegistration, register } = suite;

describe('GET /wps/agent/affiliate', () => {
  const check = (query: string, host = 'casino.test') =>
    client(host).get(`/wps/agent/affiliate${query}`);

  it("is valid for an agent's code of this brand, in any case", async () => {
    expect((await check('?code=agent01&domain=casino.test')).json()).toEqual({
      value: { valid: true },
    });
    expect((await check('?code=AGENT01')).json().value.valid).toBe(true);
  });

  it('is not valid for unknown codes, a member code or another brand', async () => {
    expect((await check('?code=NOPE99')).json().value.valid).toBe(false);
    expect((await check('?code=PLAIN01')).json().value.valid).toBe(false);
    expect((await check('?code=ECHO01')).json().value.valid).toBe(false);
    expect((await check('?code=ECHO01', 'echo.test')).json().value.valid).toBe(true);
  });

  it('asks for a code of sane length', async () => {
    const missing = await check('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { code: 'required' },
    });
    expect((await check(`?code=${'A'.repeat(65)}`)).json().error.fields).toEqual({
      code: 'tooLong',
    });
    expect((await check(`?code=AGENT01&domain=${'d'.repeat(254)}`)).json().error.fields).toEqual({
      domain: 'tooLong',
    });
  });
});

describe('PUT /wps/member/register', () => {
  it('links the upline of a valid affiliate code and refuses an invalid one without an account', async () => {
    const c = client();
    const before = await memberCount();
    const bad = await casinoRegistration(c, nextNumber(), { affiliateCode: 'NOPE99' });
    const refused = await register(c, bad.payload, bad.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'INVALID_INVITATION_CODE',
      message: 'Invalid invitation code',
    });
    expect(await memberCount()).toBe(before);

    const n = nextNumber();
    const good = await casinoRegistration(c, n, { affiliateCode: 'agent01' });
    const session = (await register(c, good.payload, good.headers)).json().value;
    const info = await c.get('/wps/member/info', { authorization: `Bearer ${session.token}` });
    expect(info.json().value.toUpline).toBe(true);
    const [agent] = await suite.t.db.select().from(members).where(eq(members.username, 'agent01'));
    const [row] = await suite.t.db
      .select()
      .from(members)
      .where(eq(members.username, `player${n}`));
    expect(row?.uplineId).toBe(agent?.id);
  });

  it('links a known referral code and ignores an unknown one', async () => {
    const c = client();
    const referrer = await seedMember(suite.t.db, 'casino', { username: 'referrer1' });
    const n = nextNumber();
    const known = await casinoRegistration(c, n, {
      referralCode: referrer.referralCode.toLowerCase(),
    });
    expect((await register(c, known.payload, known.headers)).statusCode).toBe(200);
    const m = nextNumber();
    const unknown = await casinoRegistration(c, m, { referralCode: 'ZZZZZZZZ' });
    expect((await register(c, unknown.payload, unknown.headers)).statusCode).toBe(200);
    const rows = await suite.t.db
      .select({ username: members.username, referredById: members.referredById })
      .from(members)
      .where(sql`${members.username} in (${`player${n}`}, ${`player${m}`})`);
    expect(Object.fromEntries(rows.map((r) => [r.username, r.referredById]))).toEqual({
      [`player${n}`]: referrer.id,
      [`player${m}`]: null,
    });
  });
});
