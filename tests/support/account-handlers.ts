import { http, HttpResponse, type JsonBodyType } from 'msw';
import type { MemberInfo, Session } from '../../schemas/api/account.ts';
import type { Brand } from '../../schemas/brand.ts';
import {
  decryptPayload,
  generateKeyPair,
  importPrivateKey,
  type EncryptedBody,
} from '../../engine/core/crypto.ts';
import { countryDialingCodes } from '../../engine/core/phone.ts';

const keys = await generateKeyPair();
const privateKey = await importPrivateKey(keys.privateKey);

/** The key id the handlers publish; requests sealed for it decrypt here. */
export const testKeyId = 'test-key';

/** Opens an `enc` request body the storefront sealed for the test key. */
export async function openBody(request: Request): Promise<Record<string, unknown>> {
  return (await decryptPayload(privateKey, (await request.json()) as EncryptedBody)) as Record<
    string,
    unknown
  >;
}

/** A session as the platform answers it. */
export function sessionFor(account: string, overrides: Partial<Session> = {}): Session {
  return {
    token: `token-${account}-0123456789abcdef`,
    account,
    firstTimeLogin: false,
    passwordExpired: false,
    changePassword: false,
    isAgent: 0,
    ...overrides,
  };
}

/** Member info of a demo member. */
export function memberFor(account: string, overrides: Partial<MemberInfo> = {}): MemberInfo {
  return {
    id: 1,
    account,
    userName: account,
    nickname: account,
    customerId: 'C0001',
    isAgent: 0,
    toUpline: false,
    clubLabel: { labelName: 'Gold', color: '#b45309', color2: '#f59e0b', rankLevel: 3 },
    memberLabel: [{ text: 'VIP', color: '#ffffff', backgroundColor: '#7c3aed' }],
    currencySymbol: '₱',
    firstTimeLogin: false,
    passwordExpired: false,
    passwordKnown: true,
    referralCode: 'REF123',
    ...overrides,
  };
}

/** A 1x1 PNG, enough for an <img>. */
export const tinyPng =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const value = (body: JsonBodyType) => HttpResponse.json({ value: body });
const failure = (status: number, code: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ error: { code, message: code, ...extra } }, { status });

/** The demo credentials the login handler accepts. */
/** The platform's answer to a wrong SMS code: `INVALID_CODE` on the code field. */
export function wrongSmsCodeAnswer() {
  return HttpResponse.json(
    { error: { code: 'INVALID_CODE', message: 'x', fields: { verificationCode: 'invalidCode' } } },
    { status: 400 },
  );
}

export const demoLogin = { username: 'juan123', password: 'secret123' };

/**
 * Handlers answering the account calls like the platform would, for stories and UI tests.
 * Tests override them with `server.use` to capture requests or force errors.
 */
export function accountHandlers(brandOf: (request: Request) => Brand) {
  return [
    http.get('*/wps/system/publicKey', () =>
      value({ keyId: testKeyId, spki: keys.publicKey, algorithm: 'RSA-OAEP-256+A256GCM' }),
    ),
    http.get('*/wps/system/setting/register', ({ request }) =>
      value({ fields: brandOf(request).registration.fields }),
    ),
    http.get('*/wps/system/countryCodes', ({ request }) =>
      value(countryDialingCodes(brandOf(request).registration.countries)),
    ),
    http.get('*/wps/captcha', () => value(tinyPng)),
    http.get('*/wps/agent/affiliate', ({ request }) =>
      value({ valid: new URL(request.url).searchParams.get('code') === 'AGENT1' }),
    ),
    http.post('*/wps/verification/sms/register', () =>
      value({ expiredMinutes: 5, message: 'sent' }),
    ),
    http.post('*/wps/verification/sms/noLogin', () =>
      value({ expiredMinutes: 5, message: 'sent' }),
    ),
    http.post('*/wps/verification/sms/forgot', () =>
      value({ expirationTime: new Date(Date.now() + 600_000).toISOString() }),
    ),
    http.post('*/wps/session/login', async ({ request }) => {
      const body = await openBody(request);
      if (body.type === 'sms') return value(sessionFor('m10000001'));
      if (body.username === demoLogin.username && body.password === demoLogin.password)
        return value(sessionFor(demoLogin.username));
      return failure(401, 'INVALID_CREDENTIALS');
    }),
    http.post('*/wps/session/login/freeplay', () => value(sessionFor('trial001', { isAgent: 4 }))),
    http.put('*/wps/member/register', async ({ request }) => {
      const body = await openBody(request);
      return value(sessionFor(String(body.username), { firstTimeLogin: true }));
    }),
    http.put('*/wps/member/register/mobile', () =>
      value(sessionFor('m10000001', { firstTimeLogin: true })),
    ),
    http.get('*/wps/member/info', ({ request }) => {
      const token = request.headers.get('Authorization') ?? '';
      if (!token) return failure(401, 'NOT_LOGGED_IN');
      const account = /token-(.+)-0123456789abcdef/.exec(token)?.[1] ?? 'juan123';
      // Trial accounts (trial001) are trial accounts, `_agent` accounts agents (maria_agent).
      if (account.startsWith('trial'))
        return value(memberFor(account, { isAgent: 4, memberLabel: [] }));
      return value(memberFor(account, account.endsWith('_agent') ? { isAgent: 1 } : {}));
    }),
    http.get('*/wps/v2/wallets/balance', () => value({ sumBalance: 123456, currency: 'PHP' })),
    http.post('*/wps/member/password', () => value(sessionFor(demoLogin.username))),
    http.post('*/wps/member/password/email', () => value({ sentTo: 'j***@example.com' })),
    http.post('*/wps/member/password/verification', () => value(sessionFor('m10000001'))),
    http.delete('*/wps/session/logout', () => value({ loggedOut: true })),
  ];
}
