/** QR Ph deposits: a code to scan, paid through the demo gateway acting as the acquirer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountBrands } from '../../test/accounts.ts';
import { createTestPlatform, type TestPlatform } from '../../test/harness.ts';
import { balanceOf, bearer, call, playMember } from '../../test/play.ts';
import { fixtureCash, host } from './test-support.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform({ extraBrands: { ...accountBrands, cash: fixtureCash } });
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
const start = (token: string, body: object) =>
  call(t.app, host, 'POST', '/wps/transaction/deposit/qr', {
    body: { channelId: 'scan', requestId: `qrdeposit-${(seq += 1)}`, ...body },
    headers: bearer(token),
  });

describe('a QR Ph deposit', () => {
  it('gives a code to scan, and credits the member once the acquirer reports it paid', async () => {
    const { member, token } = await playMember(t, { brandId: 'cash' });
    const started = await start(token, { amountMinor: 25_050 });
    expect(started.statusCode, started.body).toBe(200);
    const d = started.json().value;
    expect(d).toMatchObject({
      kind: 'qr',
      status: 'pending',
      qrUrl: `/wps/transaction/deposit/${d.id}/qr.svg`,
      payUrl: `/demo-gateway/pay/${d.id}`,
    });
    // The code is an image any page can show: its id is the capability, no token needed.
    const image = await t.app.inject({ method: 'GET', url: d.qrUrl, headers: { host } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(image.body).toMatch(/^<svg [^>]*viewBox=/);
    // The demo acquirer pays it as a banking app would.
    const pay = await t.app.inject({
      method: 'POST',
      url: d.payUrl,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'choice=pay',
    });
    expect(pay.statusCode).toBe(303);
    expect(await balanceOf(t.db, member.id)).toBe(25_050n);
  });

  it('refuses other channels, and has no code for other deposits', async () => {
    const { token } = await playMember(t, { brandId: 'cash' });
    const gateway = await start(token, { channelId: 'free', amountMinor: 500 });
    expect(gateway.json().error.code).toBe('CHANNEL_UNAVAILABLE');
    expect((await start(token, { amountMinor: 100_001 })).json().error.fields).toEqual({
      amountMinor: 'tooLarge',
    });
    const other = (
      await call(t.app, host, 'POST', '/wps/transaction/deposit/pg', {
        body: { channelId: 'free', amountMinor: 500, requestId: 'qr-other-1' },
        headers: bearer(token),
      })
    ).json().value;
    expect(other.qrUrl).toBeNull();
    const none = await t.app.inject({
      method: 'GET',
      url: `/wps/transaction/deposit/${other.id}/qr.svg`,
      headers: { host },
    });
    expect([none.statusCode, none.json().error.code]).toEqual([404, 'TX_NOT_FOUND']);
  });
});
