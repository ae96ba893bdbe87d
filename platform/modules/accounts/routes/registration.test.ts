import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, outbox } from '../tables.ts';
import { walletBalance } from '../../ledger/index.ts';
import {
  accountFields,
  createAccountsPlatform,
  lastCode,
  lastMessage,
  phE164,
  phMobile,
  seedMember,
  testClient,
  type TestClient,
} from '../../../test/accounts.ts';
import type { TestPlatform } from '../../../test/harness.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createAccountsPlatform();
  await seedMember(t.db, 'casino', { username: 'agent01', isAgent: 1, affiliateCode: 'AGENT01' });
  await seedMember(t.db, 'casino', { username: 'plain01', affiliateCode: 'PLAIN01' });
  await seedMember(t.db, 'echo', { username: 'echoagent', isAgent: 2, affiliateCode: 'ECHO01' });
});
afterAll(async () => {
  await t?.close();
});

const client = (host = 'casino.test') => testClient(t.app, t.db, host);
let numbers = 100;
/** A fresh Philippine number for one test. */
const nextNumber = () => {
  numbers += 1;
  return numbers;
};
const memberCount = async () => (await t.db.select({ n: count() }).from(members))[0]!.n;

/** Sends the registration SMS to `phMobile(n)` and returns the code from the outbox. */
async function registrationCode(c: TestClient, n: number): Promise<string> {
  const response = await c.send('POST', '/wps/verification/sms/register', {
    countryDialingCode: '+63',
    mobileNo: phMobile(n),
    altcha: await c.altcha(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return lastCode(t.db, phE164(n));
}

/** A complete casino registration by username (SMS code and captcha included). */
async function casinoRegistration(c: TestClient, n: number, overrides: object = {}) {
  const code = await registrationCode(c, n);
  const captcha = await c.captcha();
  const payload = {
    username: `player${n}`,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    mobileNum: phMobile(n),
    countryDialingCode: '63',
    verificationCode: code,
    captcha: captcha.answer,
    altcha: await c.altcha(),
    login: true,
    ...overrides,
  };
  return { payload, headers: { cookie: captcha.cookie } };
}

const register = async (c: TestClient, payload: object, headers: Record<string, string> = {}) =>
  c.sendSealed('PUT', '/wps/member/register', payload, headers);

describe('GET /wps/system/setting/register and /countryCodes', () => {
  it('answers the brand field settings', async () => {
    const response = await client().get('/wps/system/setting/register');
    expect(response.statusCode).toBe(200);
    const { fields } = response.json().value;
    expect(fields.username).toEqual(accountFields.username);
    expect(fields.captcha).toEqual(accountFields.captcha);
    expect(Object.keys(fields)).toHaveLength(18);
  });

  it('answers the brand countries, or every country', async () => {
    const echo = (await client('echo.test').get('/wps/system/countryCodes')).json().value;
    expect(echo).toEqual([{ countryCode: 'PH', countryDialingCode: '63' }]);
    const casino = (await client().get('/wps/system/countryCodes')).json().value;
    expect(casino.length).toBeGreaterThan(200);
    expect(casino).toContainEqual({ countryCode: 'SG', countryDialingCode: '65' });
  });
});

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

describe('POST /wps/verification/sms/register', () => {
  it('sends a code to the outbox and answers its lifetime', async () => {
    const c = client();
    const n = nextNumber();
    const response = await c.send('POST', '/wps/verification/sms/register', {
      countryDialingCode: '+63',
      mobileNo: `0${phMobile(n)}`,
      altcha: await c.altcha(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({
      expiredMinutes: 5,
      message: `A verification code was sent to +********${phE164(n).slice(-4)}. It expires in 5 minutes.`,
    });
    const sms = await lastMessage(t.db, phE164(n), 'sms');
    expect(sms).toMatchObject({ channel: 'sms', brandId: 'casino', purpose: 'register' });
    expect(sms?.body).toMatch(/^Casino Test: \d{6} is your registration code\./);
  });

  it('refuses invalid numbers, numbers of other countries where the brand limits them, and taken ones', async () => {
    const c = client();
    const send = async (host: string, countryDialingCode: string, mobileNo: string) =>
      (
        await client(host).send('POST', '/wps/verification/sms/register', {
          countryDialingCode,
          mobileNo,
          altcha: await c.altcha(),
        })
      ).json().error;
    expect(await send('casino.test', '63', '12345')).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { mobileNo: 'invalidPhone' },
    });
    expect((await send('echo.test', '65', '81234567')).fields).toEqual({
      mobileNo: 'invalidPhone',
    });
    await seedMember(t.db, 'casino', { username: 'taken500', mobile: phE164(500) });
    expect((await send('casino.test', '63', phMobile(500))).fields).toEqual({ mobileNo: 'taken' });
  });

  it('validates the body: missing, wrong type, unknown and oversized fields', async () => {
    const c = client();
    const send = async (payload: unknown) =>
      (await c.send('POST', '/wps/verification/sms/register', payload)).json().error;
    expect(await send({})).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { countryDialingCode: 'required', mobileNo: 'required', altcha: 'required' },
    });
    expect(
      (await send({ countryDialingCode: 63, mobileNo: phMobile(1), altcha: 'x', extra: true }))
        .fields,
    ).toEqual({ countryDialingCode: 'invalid', extra: 'unknownField' });
    expect(
      (await send({ countryDialingCode: '63', mobileNo: phMobile(1), altcha: 'x'.repeat(9000) }))
        .fields,
    ).toEqual({ altcha: 'tooLong' });
    expect(
      (await send({ countryDialingCode: '63', mobileNo: phMobile(1), altcha: 'bad' })).code,
    ).toBe('HUMAN_VERIFICATION_FAILED');
  });

  it('is refused where no registration uses SMS', async () => {
    const c = client('delta.test');
    const response = await c.send('POST', '/wps/verification/sms/register', {
      countryDialingCode: '63',
      mobileNo: phMobile(1),
      altcha: await c.altcha(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('PUT /wps/member/register', () => {
  it('creates the member with wallet and referral code, and logs it in', async () => {
    const c = client();
    const n = nextNumber();
    const { payload, headers } = await casinoRegistration(c, n, {
      email: '  someone@example.com ',
      domain: 'casino.test',
    });
    const response = await register(c, payload, headers);
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json().value;
    expect(session).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      account: `player${n}`,
      firstTimeLogin: true,
      passwordExpired: false,
      changePassword: false,
      isAgent: 0,
    });
    const info = await c.get('/wps/member/info', { authorization: `Bearer ${session.token}` });
    expect(info.json().value).toMatchObject({
      account: `player${n}`,
      isAgent: 0,
      toUpline: false,
      passwordKnown: true,
      firstTimeLogin: true,
      mobileNum: phE164(n),
      email: 'someone@example.com',
      referralCode: expect.stringMatching(/^[A-Z2-9]{8}$/),
    });
    const [row] = await t.db
      .select()
      .from(members)
      .where(eq(members.username, `player${n}`));
    expect(row).toMatchObject({ brandId: 'casino', domain: 'casino.test', registerMethod: null });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await walletBalance(t.db, row!.id)).toEqual({ balanceMinor: 0n, currency: 'PHP' });
  });

  it('answers every field problem at once and creates nothing', async () => {
    const c = client();
    const before = await memberCount();
    const send = async (payload: object) => (await register(c, payload)).json().error;
    expect(await send({ altcha: 'x' })).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { username: 'required', password: 'required', confirmPassword: 'required' },
    });
    const base = {
      username: 'fieldcheck',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      mobileNum: phMobile(1),
      countryDialingCode: '63',
      verificationCode: '123456',
      captcha: '1234',
      altcha: 'x',
    };
    expect((await send({ ...base, username: 'u'.repeat(256) })).fields).toEqual({
      username: 'tooLong',
    });
    expect((await send({ ...base, username: 'u'.repeat(17) })).fields).toEqual({
      username: 'length',
    });
    expect((await send({ ...base, username: 12345678 })).fields).toEqual({ username: 'invalid' });
    expect((await send({ ...base, isAdmin: true, '<b>x</b>': 1 })).fields).toEqual({
      isAdmin: 'unknownField',
      '<b>x</b>': 'unknownField',
    });
    expect(
      (
        await send({
          ...base,
          username: '9lives',
          confirmPassword: 'Other123',
          mobileNum: '12345',
          captcha: 'abcd',
          verificationCode: '1',
        })
      ).fields,
    ).toEqual({
      username: 'pattern',
      confirmPassword: 'mismatch',
      mobileNum: 'length',
      captcha: 'pattern',
      verificationCode: 'length',
    });
    expect((await send({ ...base, mobileNum: '1234567' })).fields).toEqual({
      mobileNum: 'invalidPhone',
    });
    expect((await send({ ...base, countryDialingCode: undefined })).fields).toEqual({
      countryDialingCode: 'required',
    });
    expect((await send({ ...base, mobileNum: '', verificationCode: '' })).fields).toEqual({
      mobileNum: 'required',
      verificationCode: 'required',
    });
    expect(await memberCount()).toBe(before);
  });

  it('reports __proto__ and constructor as unknown fields without touching prototypes', async () => {
    const c = client('echo.test');
    const payload: unknown = JSON.parse(
      '{"username":"protouser","password":"Secret123","confirmPassword":"Secret123","altcha":"x","__proto__":{"isAgent":1},"constructor":{"a":1}}',
    );
    const response = await register(c, payload as object);
    expect(response.json().error.fields).toEqual(
      JSON.parse('{"__proto__":"unknownField","constructor":"unknownField"}'),
    );
    expect(({} as Record<string, unknown>).isAgent).toBeUndefined();
  });

  it('trims passwords like the login does, so the password set is the one that works', async () => {
    const c = client('echo.test');
    const response = await register(c, {
      username: '  trimmed1  ',
      password: ' Secret123 ',
      confirmPassword: 'Secret123',
      altcha: await c.altcha(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.account).toBe('trimmed1');
    const login = await c.sendSealed('POST', '/wps/session/login', {
      type: 'username',
      username: 'trimmed1',
      password: 'Secret123',
      altcha: await c.altcha(),
    });
    expect(login.statusCode).toBe(200);
  });

  it('needs a solved ALTCHA payload', async () => {
    const c = client();
    const { payload, headers } = await casinoRegistration(c, nextNumber(), { altcha: 'forged' });
    const response = await register(c, payload, headers);
    expect(response.json().error.code).toBe('HUMAN_VERIFICATION_FAILED');
  });

  it('refuses a wrong captcha and a captcha used once already', async () => {
    const c = client();
    const before = await memberCount();
    const n = nextNumber();
    const { payload, headers } = await casinoRegistration(c, n, { captcha: '0000' });
    const wrong = await register(c, payload, headers);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'CAPTCHA_INVALID',
      fields: { captcha: 'invalid' },
    });
    // The wrong answer used the captcha up: the right one no longer works either.
    const replay = await register(
      c,
      { ...payload, captcha: '4321', altcha: await c.altcha() },
      headers,
    );
    expect(replay.json().error.code).toBe('CAPTCHA_INVALID');
    const none = await register(c, { ...payload, altcha: await c.altcha() });
    expect(none.json().error.code).toBe('CAPTCHA_INVALID');
    expect(await memberCount()).toBe(before);
  });

  it('refuses a wrong, an expired and a replayed SMS code', async () => {
    const c = client();
    const n = nextNumber();
    const wrong = await casinoRegistration(c, n);
    const code = wrong.payload.verificationCode;
    const bad = code === '000000' ? '111111' : '000000';
    const response = await register(c, { ...wrong.payload, verificationCode: bad }, wrong.headers);
    expect(response.json().error).toMatchObject({
      code: 'INVALID_CODE',
      fields: { verificationCode: 'invalidCode' },
    });

    const captcha = await c.captcha();
    const good = await register(
      c,
      { ...wrong.payload, captcha: captcha.answer, altcha: await c.altcha() },
      { cookie: captcha.cookie },
    );
    expect(good.statusCode, good.body).toBe(200);

    // The same code again (for another username): used once, so invalid.
    const again = await c.captcha();
    const replay = await register(
      c,
      { ...wrong.payload, username: `other${n}`, captcha: again.answer, altcha: await c.altcha() },
      { cookie: again.cookie },
    );
    expect(replay.json().error.code).toBe('INVALID_CODE');

    const m = nextNumber();
    const late = await casinoRegistration(c, m);
    t.clock.advance(5 * 60_000 + 1);
    // A fresh captcha and ALTCHA payload: only the code is past its lifetime.
    const fresh = await c.captcha();
    const expired = await register(
      c,
      { ...late.payload, captcha: fresh.answer, altcha: await c.altcha() },
      { cookie: fresh.cookie },
    );
    expect(expired.json().error).toMatchObject({
      code: 'CODE_EXPIRED',
      fields: { verificationCode: 'codeExpired' },
    });
  });

  it('kills a code after five wrong attempts', async () => {
    const c = client();
    const n = nextNumber();
    const { payload } = await casinoRegistration(c, n);
    const bad = payload.verificationCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const captcha = await c.captcha();
      t.clock.advance(1000);
      const response = await register(
        c,
        { ...payload, verificationCode: bad, captcha: captcha.answer, altcha: await c.altcha() },
        { cookie: captcha.cookie },
      );
      expect(response.json().error.code).toBe('INVALID_CODE');
    }
    const captcha = await c.captcha();
    const right = await register(
      c,
      { ...payload, captcha: captcha.answer, altcha: await c.altcha() },
      { cookie: captcha.cookie },
    );
    expect(right.json().error.code).toBe('INVALID_CODE');
  });

  it('refuses a username taken in another case and a taken mobile number', async () => {
    const c = client();
    const n = nextNumber();
    const first = await casinoRegistration(c, n, { username: `CaseUser${n}` });
    expect((await register(c, first.payload, first.headers)).statusCode).toBe(200);
    const before = await memberCount();
    const m = nextNumber();
    const sameName = await casinoRegistration(c, m, { username: `caseuser${n}` });
    const nameTaken = await register(c, sameName.payload, sameName.headers);
    expect(nameTaken.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { username: 'taken' },
    });
    // The number was free when its code was sent, and taken before the registration.
    const k = nextNumber();
    const pending = await casinoRegistration(c, k);
    await seedMember(t.db, 'casino', { username: `holder${k}`, mobile: phE164(k) });
    const numberTaken = await register(c, pending.payload, pending.headers);
    expect(numberTaken.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { mobileNum: 'taken' },
    });
    expect(await memberCount()).toBe(before + 1);
  });

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
    const [agent] = await t.db.select().from(members).where(eq(members.username, 'agent01'));
    const [row] = await t.db
      .select()
      .from(members)
      .where(eq(members.username, `player${n}`));
    expect(row?.uplineId).toBe(agent?.id);
  });

  it('links a known referral code and ignores an unknown one', async () => {
    const c = client();
    const referrer = await seedMember(t.db, 'casino', { username: 'referrer1' });
    const n = nextNumber();
    const known = await casinoRegistration(c, n, {
      referralCode: referrer.referralCode.toLowerCase(),
    });
    expect((await register(c, known.payload, known.headers)).statusCode).toBe(200);
    const m = nextNumber();
    const unknown = await casinoRegistration(c, m, { referralCode: 'ZZZZZZZZ' });
    expect((await register(c, unknown.payload, unknown.headers)).statusCode).toBe(200);
    const rows = await t.db
      .select({ username: members.username, referredById: members.referredById })
      .from(members)
      .where(sql`${members.username} in (${`player${n}`}, ${`player${m}`})`);
    expect(Object.fromEntries(rows.map((r) => [r.username, r.referredById]))).toEqual({
      [`player${n}`]: referrer.id,
      [`player${m}`]: null,
    });
  });

  it('stores script- and SQL-looking text verbatim, as data', async () => {
    const c = client('echo.test');
    const script = '<script>alert("x")</script>';
    const sqlText = "x'); DROP TABLE members; --";
    const response = await register(c, {
      username: 'verbatim1',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      facebook: script,
      wechat: sqlText,
      domain: '"><img src=x onerror=alert(1)>',
      altcha: await c.altcha(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const [row] = await t.db.select().from(members).where(eq(members.username, 'verbatim1'));
    expect(row).toMatchObject({
      facebook: script,
      wechat: sqlText,
      domain: '"><img src=x onerror=alert(1)>',
    });
    expect(await memberCount()).toBeGreaterThan(0);
  });

  it('leaves no account and keeps the SMS code when anything in the transaction fails', async () => {
    const c = client();
    const n = nextNumber();
    const { payload, headers } = await casinoRegistration(c, n);
    // A database failure after the member row was written: the ledger account insert fails.
    await t.db.execute(
      sql.raw(`create function fail_wallet() returns trigger language plpgsql as $$
        begin raise exception 'wallet refused'; end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger fail_wallet before insert on ledger_accounts execute function fail_wallet()',
      ),
    );
    const before = await memberCount();
    try {
      const failed = await register(c, payload, headers);
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ error: { code: 'UNKNOWN', message: 'Unknown error' } });
      expect(await memberCount()).toBe(before);
    } finally {
      await t.db.execute(sql.raw('drop trigger fail_wallet on ledger_accounts'));
      await t.db.execute(sql.raw('drop function fail_wallet()'));
    }
    const captcha = await c.captcha();
    const retried = await register(
      c,
      { ...payload, captcha: captcha.answer, altcha: await c.altcha() },
      { cookie: captcha.cookie },
    );
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await memberCount()).toBe(before + 1);
  });

  it('answers taken when a concurrent registration wins the name inside the transaction', async () => {
    const c = client();
    const n = nextNumber();
    const { payload, headers } = await casinoRegistration(c, n, { username: 'racer01' });
    // Another registration of RACER01 commits between the checks and the insert.
    await t.db.execute(
      sql.raw(`create function race_member() returns trigger language plpgsql as $$
        begin
          insert into members (brand_id, username, nickname, referral_code)
            values (new.brand_id, upper(new.username), 'racer', 'RACE2345');
          return new;
        end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger race_member before insert on members for each row
        when (new.username = 'racer01') execute function race_member()`),
    );
    const before = await memberCount();
    try {
      const response = await register(c, payload, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { username: 'taken' },
      });
    } finally {
      await t.db.execute(sql.raw('drop trigger race_member on members'));
      await t.db.execute(sql.raw('drop function race_member()'));
    }
    expect(await memberCount()).toBe(before);
  });

  it('is refused where username registration is off', async () => {
    const c = client('delta.test');
    const response = await register(c, {
      username: 'nobody99',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      altcha: await c.altcha(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('OPERATION_NOT_ALLOWED');
  });
});

describe('PUT /wps/member/register/mobile', () => {
  const registerMobile = (c: TestClient, payload: object, headers: Record<string, string> = {}) =>
    c.sendSealed('PUT', '/wps/member/register/mobile', payload, headers);

  it('generates the account name and asks for a password where mobileRegPass is on', async () => {
    const c = client();
    const n = nextNumber();
    const code = await registrationCode(c, n);
    const captcha = await c.captcha();
    const base = {
      mobileNum: phMobile(n),
      countryDialingCode: '63',
      verificationCode: code,
      registerMethod: 'WEB',
      registerUrl: 'https://casino.test/register?code=agent01',
      captcha: captcha.answer,
      altcha: 'x',
    };
    expect((await registerMobile(c, base, { cookie: captcha.cookie })).json().error.fields).toEqual(
      {
        password: 'required',
        confirmPassword: 'required',
      },
    );
    const response = await registerMobile(
      c,
      { ...base, password: 'Secret123', confirmPassword: 'Secret123', altcha: await c.altcha() },
      { cookie: captcha.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json().value;
    expect(session.account).toMatch(/^m\d{9}$/);
    const [row] = await t.db.select().from(members).where(eq(members.username, session.account));
    expect(row).toMatchObject({
      mobile: phE164(n),
      registerMethod: 'WEB',
      registerUrl: 'https://casino.test/register?code=agent01',
    });
  });

  it('creates an account without a password where mobileRegPass is off', async () => {
    const c = client('echo.test');
    const n = nextNumber();
    const code = await registrationCode(c, n);
    const response = await registerMobile(c, {
      mobileNum: phMobile(n),
      countryDialingCode: '63',
      verificationCode: code,
      registerMethod: 'WEB',
      password: 'Ignored123',
      altcha: await c.altcha(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const token = response.json().value.token;
    const info = (await c.get('/wps/member/info', { authorization: `Bearer ${token}` })).json();
    expect(info.value).toMatchObject({ passwordKnown: false, mobileNum: phE164(n) });
  });

  it('validates the mobile request', async () => {
    const c = client();
    const error = (
      await registerMobile(c, { mobileNum: phMobile(1), registerMethod: 'APP', altcha: 'x' })
    ).json().error;
    expect(error.fields).toEqual({
      countryDialingCode: 'required',
      verificationCode: 'required',
      registerMethod: 'invalid',
    });
    const long = (
      await registerMobile(c, {
        mobileNum: phMobile(1),
        countryDialingCode: '63',
        verificationCode: '1'.repeat(256),
        registerMethod: 'WEB',
        registerUrl: `https://x/${'a'.repeat(2000)}`,
        altcha: 'x',
      })
    ).json().error;
    expect(long.fields).toEqual({ verificationCode: 'tooLong', registerUrl: 'tooLong' });
  });

  it('is refused where mobile registration is off', async () => {
    const c = client('delta.test');
    const response = await registerMobile(c, {
      mobileNum: phMobile(1),
      countryDialingCode: '63',
      verificationCode: '123456',
      registerMethod: 'WEB',
      altcha: await c.altcha(),
    });
    expect(response.json().error.code).toBe('OPERATION_NOT_ALLOWED');
    expect(
      await t.db.select({ n: count() }).from(outbox).where(eq(outbox.brandId, 'delta')),
    ).toEqual([{ n: 0 }]);
  });
});
