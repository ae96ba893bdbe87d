/** Registration by username: taken names and numbers, and a transaction that fails or races. */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { phE164, seedMember } from '../../../test/accounts.ts';
import { registrationSuite } from './test-support.ts';

const suite = registrationSuite();
const { client, nextNumber, memberCount, casinoRegistration, register } = suite;

describe('PUT /wps/member/register', () => {
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
    await seedMember(suite.t.db, 'casino', { username: `holder${k}`, mobile: phE164(k) });
    const numberTaken = await register(c, pending.payload, pending.headers);
    expect(numberTaken.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { mobileNum: 'taken' },
    });
    expect(await memberCount()).toBe(before + 1);
  });

  it('leaves no account and keeps the SMS code when anything in the transaction fails', async () => {
    const c = client();
    const n = nextNumber();
    const { payload, headers } = await casinoRegistration(c, n);
    // A database failure after the member row was written: the ledger account insert fails.
    await suite.t.db.execute(
      sql.raw(`create function fail_wallet() returns trigger language plpgsql as $$
        begin raise exception 'wallet refused'; end $$`),
    );
    await suite.t.db.execute(
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
      await suite.t.db.execute(sql.raw('drop trigger fail_wallet on ledger_accounts'));
      await suite.t.db.execute(sql.raw('drop function fail_wallet()'));
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
    await suite.t.db.execute(
      sql.raw(`create function race_member() returns trigger language plpgsql as $$
        begin
          insert into members (brand_id, username, nickname, referral_code)
            values (new.brand_id, upper(new.username), 'racer', 'RACE2345');
          return new;
        end $$`),
    );
    await suite.t.db.execute(
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
      await suite.t.db.execute(sql.raw('drop trigger race_member on members'));
      await suite.t.db.execute(sql.raw('drop function race_member()'));
    }
    expect(await memberCount()).toBe(before);
  });
});
