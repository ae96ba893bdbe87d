/**
 * The captcha after failed logins is a brand's own (issue 13): failures on one brand, by the
 * same name, the same number or the same address, never make another brand ask for it.
 */
import { describe, expect, it } from 'vitest';
import {
  lastCode,
  phE164,
  phMobile,
  seedMember,
  testClient,
  type TestClient,
} from '../../../test/accounts.ts';
import { loginBySms, loginSuite } from './test-support.ts';

const suite = loginSuite();
const { client, unique, loginByName } = suite;

/** A client of `host` calling from the address of `other`. */
const sameAddress = (other: TestClient, host: string) =>
  testClient(suite.t.app, suite.t.db, host, other.ip);

describe('failed logins per brand', () => {
  it('a name failing on one brand is not asked for the captcha on another', async () => {
    const name = unique('twobrands');
    await seedMember(suite.t.db, 'casino', { username: name, password: 'Secret123' });
    await seedMember(suite.t.db, 'echo', { username: name, password: 'Secret123' });
    const casino = client('casino.test');
    for (let n = 0; n < 3; n += 1) await loginByName(casino, name, 'Wrong1234');
    expect((await loginByName(casino, name, 'Secret123')).json().error.code).toBe(
      'CAPTCHA_REQUIRED',
    );
    const echo = await loginByName(sameAddress(casino, 'echo.test'), name, 'Secret123');
    expect(echo.statusCode, echo.body).toBe(200);
  });

  it('a number failing its SMS codes on one brand logs in by SMS on another without it', async () => {
    await seedMember(suite.t.db, 'casino', { username: unique('smscasino'), mobile: phE164(7301) });
    await seedMember(suite.t.db, 'echo', { username: unique('smsecho'), mobile: phE164(7301) });
    const casino = client('casino.test');
    for (let n = 0; n < 3; n += 1) await loginBySms(casino, 7301, '000000');
    expect((await loginBySms(casino, 7301, '123456')).json().error.code).toBe('CAPTCHA_REQUIRED');

    const echo = sameAddress(casino, 'echo.test');
    const sent = await echo.send('POST', '/wps/verification/sms/noLogin', {
      countryDialingCode: '63',
      mobileNum: phMobile(7301),
      altcha: await echo.altcha(),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const ok = await loginBySms(echo, 7301, await lastCode(suite.t.db, phE164(7301)));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('an address failing on one brand past its threshold is not asked on another', async () => {
    const casino = client('casino.test');
    // Thirty names from one address (ten times the name threshold), under the rate limit.
    for (let n = 0; n < 30; n += 1) {
      if (n === 20) suite.t.clock.advance(60_000);
      await loginByName(casino, unique('ghost'), 'Wrong1234');
    }
    const name = unique('neighbour');
    await seedMember(suite.t.db, 'casino', { username: name, password: 'Secret123' });
    await seedMember(suite.t.db, 'echo', { username: name, password: 'Secret123' });
    expect((await loginByName(casino, name, 'Secret123')).json().error.code).toBe(
      'CAPTCHA_REQUIRED',
    );
    const echo = await loginByName(sameAddress(casino, 'echo.test'), name, 'Secret123');
    expect(echo.statusCode, echo.body).toBe(200);
  });
});
