/**
 * What account tests share: brands with account features, and a client that does what the
 * storefront does (solve the ALTCHA challenge, seal `enc` bodies, fetch a captcha, read SMS
 * codes from the outbox).
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { encryptPayload, importPublicKey, type EncryptedBody } from '../../engine/core/crypto.ts';
import type { Database } from '../kernel/db/client.ts';
import {
  captchas,
  outbox,
  type MemberRow,
  captchaAnswerHash,
  insertMember,
  type NewMember,
  hashPassword,
} from '../modules/accounts/index.ts';
import { grant } from '../modules/ledger/index.ts';
import { createTestPlatform, type TestPlatform, type TestPlatformOptions } from './harness.ts';

const node = (modId: string, enabled = true) => ({ modId, enabled, childrenNodes: [] });

/** The feature tree of the real base brand, with password expiry on. */
export const accountFeatures = [
  {
    modId: 'REGISTRATION',
    enabled: true,
    childrenNodes: [
      node('usernameEnabled'),
      node('mobileReg'),
      node('mobileRegPass'),
      node('smsEnabled'),
      node('MOBILENUMREG3'),
    ],
  },
  {
    modId: 'LOGIN',
    enabled: true,
    childrenNodes: [node('MOBILEVERCODELOGIN3'), node('freePlay')],
  },
  {
    modId: 'PASSWORD',
    enabled: true,
    childrenNodes: [node('CHNGPASSMAIL3'), node('CHNGPASSVERIF3'), node('passwordExpiry')],
  },
];

const rule = (
  enabled: boolean,
  required: boolean,
  patternId: number,
  minLength: number,
  maxLength: number,
) => ({ enabled, required, patternId, minLength, maxLength });

/** Registration rules of the real base brand, with e-mail enabled (optional). */
export const accountFields = {
  username: rule(true, true, 1, 6, 16),
  password: rule(true, true, 5, 6, 20),
  confirmPassword: rule(true, true, 5, 6, 20),
  payeeName: rule(false, false, 19, 2, 50),
  email: rule(true, false, 3, 6, 64),
  qqNum: rule(false, false, 6, 5, 12),
  mobileNum: rule(true, false, 6, 7, 15),
  recommenderId: rule(false, false, 4, 4, 16),
  captcha: rule(true, true, 6, 4, 4),
  verificationCode: rule(true, true, 6, 6, 6),
  affiliateCode: rule(true, false, 4, 4, 16),
  paymentPassword: rule(false, false, 6, 6, 6),
  line: rule(false, false, 9, 4, 30),
  whatsapp: rule(false, false, 6, 8, 15),
  zalo: rule(false, false, 6, 8, 15),
  facebook: rule(false, false, 0, 1, 100),
  wechat: rule(false, false, 0, 1, 100),
  idNumber: rule(false, false, 0, 4, 30),
};

/** The brand's default password (spec §9). */
export const defaultPassword = 'Welcome2025';

/**
 * "casino": every account feature on, as the real brands: username registration asks for the
 * mobile number, its SMS code and the captcha.
 */
export const fixtureCasino = {
  extends: 'base',
  id: 'casino',
  name: 'Casino Test',
  merchantCode: 'CASINO',
  domains: ['casino.test'],
  features: accountFeatures,
  registration: { fields: accountFields },
  // The brand check asks every brand that registers players for the terms the form links to.
  routes: {
    '/help': { page: 'home', title: 'Help', description: 'Help and terms.' },
  },
  help: {
    topics: { term: { title: 'Terms', body: 'Players must be 18 or over.' } },
    order: ['term'],
  },
  accounts: {
    defaultPassword,
    passwordMaxAgeDays: 90,
    smsCodeMinutes: 5,
    resetCodeMinutes: 10,
    sessionHours: 24,
    captchaAfterFailures: 3,
  },
};

/**
 * "echo": a lighter form (no SMS in username mode, no captcha field, free-text facebook and
 * wechat), mobile registration without a password, only Philippine numbers, no password
 * expiry.
 */
export const fixtureEcho = {
  ...fixtureCasino,
  id: 'echo',
  name: 'Echo Test',
  merchantCode: 'ECHO',
  domains: ['echo.test'],
  flags: { smsEnabled: false, mobileRegPass: false, passwordExpiry: false },
  registration: {
    countries: ['PH'],
    fields: {
      ...accountFields,
      captcha: rule(false, false, 6, 4, 4),
      payeeName: rule(true, false, 19, 2, 50),
      qqNum: rule(true, false, 6, 5, 12),
      facebook: rule(true, false, 0, 1, 100),
      wechat: rule(true, false, 0, 1, 100),
    },
  },
};

/** "delta": every optional account feature off. */
export const fixtureDelta = {
  ...fixtureCasino,
  id: 'delta',
  name: 'Delta Test',
  merchantCode: 'DELTA',
  domains: ['delta.test'],
  flags: {
    usernameEnabled: false,
    mobileReg: false,
    MOBILEVERCODELOGIN3: false,
    CHNGPASSMAIL3: false,
    CHNGPASSVERIF3: false,
    freePlay: false,
    passwordExpiry: false,
  },
};

/** The account brands by id, for `createTestPlatform({ extraBrands })`. */
export const accountBrands = { casino: fixtureCasino, echo: fixtureEcho, delta: fixtureDelta };

/**
 * A platform with the account brands. Its clock starts at the real time because altcha-lib
 * also checks challenge expiry against the system clock; tests only move it forward. The
 * proof of work is made trivial so tests stay fast.
 */
export function createAccountsPlatform(
  server: TestPlatformOptions['server'] = {},
): Promise<TestPlatform> {
  return createTestPlatform({
    extraBrands: accountBrands,
    clockStart: new Date(),
    server: { altcha: { counterMin: 1, counterMax: 50, lifetimeSeconds: 300 }, ...server },
  });
}

/** A Philippine mobile number: `0917` and seven digits from `n`. */
export function phMobile(n: number): string {
  return `917${String(n).padStart(7, '0')}`;
}

/** The E.164 form of `phMobile(n)`. */
export function phE164(n: number): string {
  return `+63${phMobile(n)}`;
}

let clients = 0;
/** A new documentation-range address (TEST-NET-2), one per client. */
export function nextAddress(): string {
  clients += 1;
  return `198.51.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
}

/** A storefront-like client of one brand host, calling from its own address. */
export interface TestClient {
  host: string;
  ip: string;
  /** A fresh solved ALTCHA payload. */
  altcha(): Promise<string>;
  /** Seals a payload for the platform's current public key. */
  seal(payload: unknown): Promise<EncryptedBody>;
  /** A new captcha whose answer is `answer`: the cookie header to send with it. */
  captcha(answer?: string): Promise<{ cookie: string; answer: string; id: string }>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  send(
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** Seals `payload` and sends it. */
  sendSealed(
    method: 'POST' | 'PUT',
    url: string,
    payload: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

/**
 * A client of `host` on `app` calling from `ip` (a fresh address by default, so per-address
 * limits of one test do not leak into another); `db` lets it give captchas known answers.
 */
export function testClient(
  app: FastifyInstance,
  db: Database,
  host: string,
  ip = nextAddress(),
): TestClient {
  const get: TestClient['get'] = (url, headers = {}) =>
    app.inject({ method: 'GET', url, headers: { host, ...headers }, remoteAddress: ip });
  const send: TestClient['send'] = (method, url, payload, headers = {}) =>
    app.inject({
      method,
      url,
      headers: { host, ...headers },
      remoteAddress: ip,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const seal: TestClient['seal'] = async (payload) => {
    const key = (await get('/wps/system/publicKey')).json().value;
    return encryptPayload(await importPublicKey(key.spki), key.keyId, payload);
  };
  return {
    host,
    ip,
    get,
    send,
    seal,
    async altcha() {
      const challenge = (await get('/wps/altcha/challenge')).json() as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error('The ALTCHA challenge was not solved');
      return Buffer.from(
        JSON.stringify({
          challenge: { parameters: challenge.parameters, signature: challenge.signature },
          solution,
        }),
      ).toString('base64');
    },
    async captcha(answer = '4321') {
      const response = await get('/wps/captcha');
      const cookie = response.cookies.find((c) => c.name === 'wps_captcha');
      if (!cookie) throw new Error('No captcha cookie was set');
      await db
        .update(captchas)
        .set({ answerHash: captchaAnswerHash(cookie.value, answer) })
        .where(eq(captchas.id, cookie.value));
      return { cookie: `wps_captcha=${cookie.value}`, answer, id: cookie.value };
    },
    async sendSealed(method, url, payload, headers) {
      return send(method, url, await seal(payload), headers);
    },
  };
}

/** The newest message of the outbox sent to `recipient`. */
export async function lastMessage(db: Database, recipient: string, channel: 'sms' | 'email') {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.channel, channel)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

/** The six-digit code of the newest SMS to `recipient`. */
export async function lastCode(db: Database, recipient: string): Promise<string> {
  const body = (await lastMessage(db, recipient, 'sms'))?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`No SMS code was sent to ${recipient}`);
  return code;
}

/** Stores a member directly (with `password` hashed), for tests that need one to exist. */
export async function seedMember(
  db: Database,
  brandId: string,
  fields: Partial<NewMember> & { username: string; password?: string | null },
): Promise<MemberRow> {
  const { password = 'Secret123', ...rest } = fields;
  return insertMember(
    db,
    { id: brandId, currency: { code: 'PHP', symbol: '₱', decimals: 2 } },
    {
      brandId,
      passwordHash: password === null ? null : await hashPassword(password),
      passwordChangedAt: password === null ? null : new Date(),
      ...rest,
    },
  );
}

/** A member of `brandId` holding `balance` minor units, granted through the ledger. */
export async function fundedMember(
  t: Pick<TestPlatform, 'db' | 'clock'>,
  brandId: string,
  fields: Partial<NewMember> & { username: string; password?: string | null },
  balance: number,
): Promise<MemberRow> {
  const member = await seedMember(t.db, brandId, fields);
  if (balance > 0)
    await grant(t.db, t.clock, {
      memberId: member.id,
      vendor: 'PLATFORM',
      txId: `seed:${member.id}`,
      amountMinor: BigInt(balance),
    });
  return member;
}
