/** Free play: the trial session and what it may not do. */
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../../../test/accounts.ts';
import { bearer } from '../../../test/play.ts';
import { loginSuite } from './test-support.ts';

const { client, loginByName } = loginSuite();

describe('POST /wps/session/login/freeplay', () => {
  const freePlay = (
    c: TestClient,
    payload: object = { os: 'Android', platform: 'W', gatewayVersion: 3 },
  ) => c.send('POST', '/wps/session/login/freeplay', payload);

  it('opens a trial session that sees its info and balance but no account actions', async () => {
    const c = client();
    const response = await freePlay(c);
    expect(response.statusCode, response.body).toBe(200);
    const session = response.json().value;
    expect(session).toMatchObject({
      account: expect.stringMatching(/^guest\d{9}$/),
      isAgent: 4,
      firstTimeLogin: true,
      changePassword: false,
    });
    const info = await c.get('/wps/member/info', bearer(session.token));
    expect(info.json().value).toMatchObject({ isAgent: 4, passwordKnown: false });
    const balance = await c.get('/wps/v2/wallets/balance', bearer(session.token));
    expect(balance.json()).toEqual({ value: { sumBalance: 0, currency: 'PHP' } });
    const change = await c.sendSealed(
      'POST',
      '/wps/member/password',
      { newPassword: 'Secret123', confirmNewPassword: 'Secret123' },
      bearer(session.token),
    );
    expect(change.statusCode).toBe(403);
    expect(change.json().error).toEqual({
      code: 'TRIAL_ACCOUNT',
      message: 'Please Register An Account First',
    });
    // A trial account has no password to log in with.
    expect((await loginByName(c, session.account, '')).json().error.code).toBe('VALIDATION_FAILED');
    expect((await loginByName(c, session.account, 'x')).json().error.code).toBe(
      'INVALID_CREDENTIALS',
    );
    const out = await c.send('DELETE', '/wps/session/logout', undefined, bearer(session.token));
    expect(out.json()).toEqual({ value: { loggedOut: true } });
  });

  it('validates its payload and is refused where free play is off', async () => {
    const c = client();
    expect(
      (await freePlay(c, { platform: 'X', gatewayVersion: 2, os: 'o'.repeat(41) })).json().error
        .fields,
    ).toEqual({
      platform: 'invalid',
      gatewayVersion: 'invalid',
      os: 'tooLong',
    });
    const off = await freePlay(client('delta.test'));
    expect(off.statusCode).toBe(403);
    expect(off.json().error.code).toBe('FREE_PLAY_DISABLED');
  });
});
