import { inflateSync } from 'node:zlib';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountResponses } from '../../../../schemas/api/account.ts';
import {
  encryptPayload,
  fromBase64,
  generateKeyPair,
  importPublicKey,
  toBase64,
  type EncryptedBody,
} from '../../../../engine/core/crypto.ts';
import { encryptionKeys } from '../../../kernel/secrets/tables.ts';
import {
  createAccountsPlatform,
  seedMember,
  testClient,
  type TestClient,
} from '../../../test/accounts.ts';
import type { TestPlatform } from '../../../test/harness.ts';

let t: TestPlatform;
let casino: TestClient;
beforeAll(async () => {
  t = await createAccountsPlatform({ rateLimits: { captcha: 8 } });
  casino = testClient(t.app, t.db, 'casino.test');
});
afterAll(async () => {
  await t?.close();
});

/** A login payload that fails only at the credentials (or earlier). */
const login = (altcha: string) => ({
  type: 'username',
  username: 'nobody1',
  password: 'Secret123',
  altcha,
});

describe('GET /wps/system/publicKey', () => {
  it('answers one stored RSA key, the same on every instance sharing the database', async () => {
    const first = await casino.get('/wps/system/publicKey');
    expect(first.statusCode).toBe(200);
    const value = first.json().value;
    expect(value).toMatchObject({ algorithm: 'RSA-OAEP-256+A256GCM' });
    expect(value.keyId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    await expect(importPublicKey(value.spki)).resolves.toBeDefined();
    const other = t.rebuild({});
    const second = await other.inject({
      url: '/wps/system/publicKey',
      headers: { host: 'echo.test' },
    });
    expect(second.json().value).toEqual(value);
    expect(await t.db.select().from(encryptionKeys)).toHaveLength(1);
  });
});

describe('enc bodies', () => {
  const flip = (text: string, at = 5) => {
    const bytes = fromBase64(text);
    bytes[at % bytes.length]! ^= 0x01;
    return toBase64(bytes);
  };
  let sealed: EncryptedBody;
  beforeAll(async () => {
    sealed = await casino.seal(login('x'));
  });
  const expectUnreadable = async (body: unknown) => {
    const response = await casino.send('POST', '/wps/session/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'ENCRYPTION_INVALID',
        message: 'The request could not be read, please try again',
      },
    });
  };

  it('opens an intact envelope (the payload then fails only on its content)', async () => {
    const response = await casino.send('POST', '/wps/session/login', sealed);
    expect(response.json().error.code).toBe('HUMAN_VERIFICATION_FAILED');
  });

  it('refuses an envelope with one flipped byte of data, key or iv', async () => {
    await expectUnreadable({ enc: { ...sealed.enc, data: flip(sealed.enc.data) } });
    await expectUnreadable({ enc: { ...sealed.enc, key: flip(sealed.enc.key, 100) } });
    await expectUnreadable({ enc: { ...sealed.enc, iv: flip(sealed.enc.iv) } });
  });

  it('refuses a changed or unknown key id, and an envelope under another key', async () => {
    await expectUnreadable({ enc: { ...sealed.enc, keyId: 'someOtherKey' } });
    const foreignKey = await importPublicKey((await generateKeyPair()).publicKey);
    const foreign = await encryptPayload(foreignKey, sealed.enc.keyId, login('x'));
    await expectUnreadable(foreign);
  });

  it('applies to every enc route', async () => {
    const member = await seedMember(t.db, 'casino', { username: 'sealed01' });
    const session = await casino.sendSealed('POST', '/wps/session/login', {
      type: 'username',
      username: member.username,
      password: 'Secret123',
      altcha: await casino.altcha(),
    });
    const auth = { authorization: `Bearer ${session.json().value.token}` };
    const tampered = { enc: { ...sealed.enc, data: flip(sealed.enc.data, 9) } };
    const routes: ['PUT' | 'POST', string][] = [
      ['PUT', '/wps/member/register'],
      ['PUT', '/wps/member/register/mobile'],
      ['POST', '/wps/session/login'],
      ['POST', '/wps/member/password'],
      ['POST', '/wps/member/password/verification'],
    ];
    for (const [method, url] of routes) {
      const response = await casino.send(method, url, tampered, auth);
      expect(response.json().error.code, url).toBe('ENCRYPTION_INVALID');
    }
  });

  it('refuses plain JSON and malformed envelopes', async () => {
    await expectUnreadable(login('x'));
    await expectUnreadable({ enc: { ...sealed.enc, iv: 'short' } });
    await expectUnreadable({ enc: sealed.enc, extra: 1 });
    await expectUnreadable([sealed]);
  });

  it('answers BAD_REQUEST for a sealed payload that is not an object', async () => {
    const response = await casino.send('POST', '/wps/session/login', await casino.seal(['x']));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });
});

describe('GET /wps/altcha/challenge and human verification', () => {
  it('answers the bare v2 challenge the altcha 3 widget solves, bound to the brand', async () => {
    const response = await casino.get('/wps/altcha/challenge');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const challenge = response.json();
    expect(challenge).not.toHaveProperty('value');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters).toMatchObject({
      algorithm: 'SHA-256',
      cost: 1,
      keyLength: 32,
      data: { brand: 'casino' },
    });
    expect(challenge.parameters.nonce).toMatch(/^[0-9a-f]+$/);
    expect(challenge.parameters.keyPrefix).toMatch(/^[0-9a-f]+$/);
    expect(challenge.parameters.expiresAt).toBe(Math.floor(t.clock.now().getTime() / 1000) + 300);
  });

  it('makes the default challenge cheap enough for a phone', async () => {
    const app = t.rebuild({ altcha: undefined });
    const challenge = (
      await app.inject({ url: '/wps/altcha/challenge', headers: { host: 'casino.test' } })
    ).json() as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution?.counter).toBeGreaterThanOrEqual(2000);
    expect(solution?.counter).toBeLessThanOrEqual(8000);
  });

  const loginWith = async (altcha: string) =>
    (await casino.sendSealed('POST', '/wps/session/login', login(altcha))).json().error;

  it('accepts a solved payload once: a replay is refused', async () => {
    const altcha = await casino.altcha();
    expect((await loginWith(altcha)).code).toBe('INVALID_CREDENTIALS');
    expect((await loginWith(altcha)).code).toBe('HUMAN_VERIFICATION_FAILED');
  });

  it('refuses garbage, the widget test mode, a wrong solution, a forged and a foreign payload', async () => {
    const expectRefused = async (altcha: string) =>
      expect((await loginWith(altcha)).code).toBe('HUMAN_VERIFICATION_FAILED');
    await expectRefused('not base64 json');
    await expectRefused(
      Buffer.from(JSON.stringify({ challenge: null, solution: null, test: true })).toString(
        'base64',
      ),
    );
    const decode = (payload: string) =>
      JSON.parse(Buffer.from(payload, 'base64').toString()) as {
        challenge: Challenge;
        solution: { counter: number; derivedKey: string };
      };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const wrong = decode(await casino.altcha());
    wrong.solution.counter += 1;
    wrong.solution.derivedKey = '00'.repeat(32);
    await expectRefused(encode(wrong));
    const forged = decode(await casino.altcha());
    forged.challenge.parameters.expiresAt = (forged.challenge.parameters.expiresAt ?? 0) + 3600;
    await expectRefused(encode(forged));
    const echo = testClient(t.app, t.db, 'echo.test');
    await expectRefused(await echo.altcha());
  });

  it('refuses a payload whose challenge expired on the platform clock', async () => {
    const altcha = await casino.altcha();
    t.clock.advance(301_000);
    expect((await loginWith(altcha)).code).toBe('HUMAN_VERIFICATION_FAILED');
  });
});

describe('GET /wps/captcha', () => {
  it('answers a PNG data URL and sets an httpOnly, SameSite=Strict cookie', async () => {
    const response = await casino.get('/wps/captcha');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { value } = response.json();
    expect(value).toMatch(new RegExp(accountResponses.captchaImage.properties.value.pattern));
    const png = Buffer.from(value.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([120, 44]);
    // The pixels inflate to 44 rows of a filter byte and 120 RGB pixels.
    const idat = png.indexOf('IDAT');
    const length = png.readUInt32BE(idat - 4);
    expect(inflateSync(png.subarray(idat + 4, idat + 4 + length))).toHaveLength(44 * (1 + 360));
    const cookie = response.cookies.find((c) => c.name === 'wps_captcha');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/wps', maxAge: 300 });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('draws a new picture at most once per second per client', async () => {
    const { cookie } = await casino.captcha();
    const again = await casino.get('/wps/captcha', { cookie });
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 1 });
    t.clock.advance(1000);
    expect((await casino.get('/wps/captcha', { cookie })).statusCode).toBe(200);
  });

  it('is rate limited per address', async () => {
    const app = t.rebuild({ rateLimits: { captcha: 2 } });
    const get = () =>
      app.inject({
        url: '/wps/captcha',
        headers: { host: 'casino.test' },
        remoteAddress: '203.0.113.50',
      });
    expect((await get()).statusCode).toBe(200);
    expect((await get()).statusCode).toBe(200);
    const limited = await get();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(limited.json().error.retryAfterSeconds).toBeGreaterThan(0);
  });
});
