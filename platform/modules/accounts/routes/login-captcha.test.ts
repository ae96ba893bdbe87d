/**
 * Login by username: the captcha asked after failed logins of a name, or of ten times as many
 * from one address (many players may share one behind a carrier NAT).
 */
import { describe, expect, it } from 'vitest';
import { seedMember } from '../../../test/accounts.ts';
import { loginSuite } from './test-support.ts';

const suite = loginSuite();
const { client, unique, loginByName } = suite;

describe('POST /wps/session/login by username', () => {
  it('asks for the captcha after three failures of a name, and accepts a right one', async () => {
    const name = unique('captcha');
    await seedMember(suite.t.db, 'casino', { username: name, password: 'Secret123' });
    const c = client();
    const first = (await loginByName(c, name, 'Wrong1234')).json().error;
    expect(first).not.toHaveProperty('captcha');
    expect((await loginByName(c, name, 'Wrong1234')).json().error).not.toHaveProperty('captcha');
    expect((await loginByName(c, name, 'Wrong1234')).json().error).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      captcha: true,
    });

    // From another address too: the name itself is now under suspicion.
    const other = client();
    const required = await loginByName(other, name, 'Secret123');
    expect(required.statusCode).toBe(400);
    expect(required.json().error).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      captcha: true,
      fields: { captcha: 'required' },
    });
    const wrongCaptcha = await other.captcha('1111');
    const invalid = await loginByName(
      other,
      name,
      'Secret123',
      { captcha: '2222' },
      {
        cookie: wrongCaptcha.cookie,
      },
    );
    expect(invalid.json().error).toMatchObject({ code: 'CAPTCHA_INVALID', captcha: true });

    suite.t.clock.advance(1000);
    const captcha = await other.captcha('5678');
    const badPassword = await loginByName(
      other,
      name,
      'Wrong1234',
      { captcha: '5678' },
      {
        cookie: captcha.cookie,
      },
    );
    expect(badPassword.json().error).toMatchObject({ code: 'INVALID_CREDENTIALS', captcha: true });

    suite.t.clock.advance(1000);
    const again = await other.captcha('9012');
    const ok = await loginByName(
      other,
      name,
      'Secret123',
      { captcha: ' 9012 ' },
      {
        cookie: again.cookie,
      },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    // A success clears the name's failures; the first address's three are far below its own
    // threshold.
    expect((await loginByName(client(), name, 'Secret123')).statusCode).toBe(200);
    expect((await loginByName(c, name, 'Secret123')).statusCode).toBe(200);
  });

  it('lets players behind one address log in after others failed, up to ten times the name threshold', async () => {
    const c = client();
    for (const ghost of ['ghost1', 'ghost2', 'ghost3', 'ghost4'])
      await loginByName(c, unique(ghost), 'Wrong1234');
    const name = unique('innocent');
    await seedMember(suite.t.db, 'casino', { username: name, password: 'Secret123' });
    // Four players mistyped behind one carrier NAT: the next one is not asked for the captcha.
    expect((await loginByName(c, name, 'Secret123')).statusCode).toBe(200);

    // A script trying thirty names from one address is (in two minutes, under the rate limit).
    for (let n = 4; n < 30; n += 1) {
      if (n === 20) suite.t.clock.advance(60_000);
      await loginByName(c, unique(`ghost${n}`), 'Wrong1234');
    }
    expect((await loginByName(c, name, 'Secret123')).json().error.code).toBe('CAPTCHA_REQUIRED');
    suite.t.clock.advance(15 * 60_000);
    expect((await loginByName(c, name, 'Secret123')).statusCode).toBe(200);
  });
});
