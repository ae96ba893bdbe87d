/** Sessions: the token check, logout, the idle lifetime and the first session. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members } from '../tables.ts';
import { seedMember } from '../../../test/accounts.ts';
import { bearer } from '../../../test/play.ts';
import { loginSuite } from './test-support.ts';

const suite = loginSuite();
const { client, unique, loginByName } = suite;

describe('sessions', () => {
  async function loggedIn(host = 'casino.test') {
    const name = unique('sess');
    await seedMember(suite.t.db, host.split('.')[0]!, { username: name });
    const c = client(host);
    const token = (await loginByName(c, name, 'Secret123')).json().value.token as string;
    return { c, name, token };
  }

  it('needs a live token of this brand', async () => {
    const { c, token } = await loggedIn();
    expect((await c.get('/wps/member/info', bearer(token))).statusCode).toBe(200);
    const expected = {
      error: { code: 'NOT_LOGGED_IN', message: 'You are not logged in, please login' },
    };
    for (const headers of [
      {},
      { authorization: token },
      { authorization: 'Bearer short' },
      bearer(`${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
    ]) {
      const response = await c.get('/wps/member/info', headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(expected);
    }
    const elsewhere = await client('echo.test').get('/wps/member/info', bearer(token));
    expect(elsewhere.json()).toEqual(expected);
  });

  it('ends on logout, leaving the other sessions of the member alive', async () => {
    const { c, name, token } = await loggedIn();
    const other = (await loginByName(c, name, 'Secret123')).json().value.token;
    const out = await c.send('DELETE', '/wps/session/logout', undefined, bearer(token));
    expect(out.statusCode).toBe(200);
    expect((await c.get('/wps/member/info', bearer(token))).json().error.code).toBe(
      'NOT_LOGGED_IN',
    );
    expect(
      (await c.send('DELETE', '/wps/session/logout', undefined, bearer(token))).statusCode,
    ).toBe(401);
    expect((await c.get('/wps/member/info', bearer(other))).statusCode).toBe(200);
  });

  it('lasts sessionHours after its last use', async () => {
    const { c, token } = await loggedIn();
    const almost = 24 * 60 * 60_000 - 60_000;
    suite.t.clock.advance(almost);
    expect((await c.get('/wps/v2/wallets/balance', bearer(token))).statusCode).toBe(200);
    suite.t.clock.advance(almost);
    expect((await c.get('/wps/v2/wallets/balance', bearer(token))).statusCode).toBe(200);
    suite.t.clock.advance(24 * 60 * 60_000);
    expect((await c.get('/wps/v2/wallets/balance', bearer(token))).statusCode).toBe(401);
  });

  it('reports the first session of a member in member info', async () => {
    const { c, name, token } = await loggedIn();
    expect((await c.get('/wps/member/info', bearer(token))).json().value.firstTimeLogin).toBe(true);
    const second = (await loginByName(c, name, 'Secret123')).json().value.token;
    expect((await c.get('/wps/member/info', bearer(second))).json().value.firstTimeLogin).toBe(
      false,
    );
    const [row] = await suite.t.db.select().from(members).where(eq(members.username, name));
    expect(row?.id).toBeGreaterThan(0);
  });
});
