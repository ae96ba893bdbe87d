/**
 * What the registration and login test files of this folder share: one accounts platform per
 * file (started before its tests, closed after them), storefront-like clients of it, and the
 * steps of a registration and of a login that several files take.
 */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { members } from '../tables.ts';
import {
  createAccountsPlatform,
  lastCode,
  phE164,
  phMobile,
  testClient,
  type TestClient,
} from '../../../test/accounts.ts';
import type { TestPlatform } from '../../../test/harness.ts';

/** The platform of one test file and its clients. */
export interface AccountsSuite {
  /** The running platform; there is one only inside tests and hooks. */
  readonly t: TestPlatform;
  /** A client of `host` calling from a fresh address. */
  client(host?: string): TestClient;
}

/**
 * Starts an accounts platform before the calling file's tests (and runs `seed` on it), and
 * closes it after them.
 */
export function accountsSuite(
  seed: (t: TestPlatform) => Promise<void> = async () => {},
): AccountsSuite {
  let platform: TestPlatform | undefined;
  beforeAll(async () => {
    platform = await createAccountsPlatform();
    await seed(platform);
  });
  afterAll(async () => {
    await platform?.close();
  });
  const suite: AccountsSuite = {
    get t() {
      if (!platform) throw new Error('The test platform runs only inside tests and hooks.');
      return platform;
    },
    client: (host = 'casino.test') => testClient(suite.t.app, suite.t.db, host),
  };
  return suite;
}

/** An accounts platform and the steps of a registration; `seed` as for `accountsSuite`. */
export function registrationSuite(seed?: (t: TestPlatform) => Promise<void>) {
  const suite = accountsSuite(seed);
  let numbers = 100;

  /** Sends the registration SMS to `phMobile(n)` and returns the code from the outbox. */
  async function registrationCode(c: TestClient, n: number): Promise<string> {
    const response = await c.send('POST', '/wps/verification/sms/register', {
      countryDialingCode: '+63',
      mobileNo: phMobile(n),
      altcha: await c.altcha(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return lastCode(suite.t.db, phE164(n));
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

  return {
    get t() {
      return suite.t;
    },
    client: suite.client,
    /** A fresh Philippine number for one test. */
    nextNumber() {
      numbers += 1;
      return numbers;
    },
    /** How many members there are, of every brand. */
    memberCount: async () => (await suite.t.db.select({ n: count() }).from(members))[0]!.n,
    registrationCode,
    casinoRegistration,
    /** Registers by username with a sealed payload. */
    register: async (c: TestClient, payload: object, headers: Record<string, string> = {}) =>
      c.sendSealed('PUT', '/wps/member/register', payload, headers),
  };
}

/** Asks for an SMS login code for the Philippine test number `n`. */
export async function sendLoginCode(c: TestClient, n: number) {
  return c.send('POST', '/wps/verification/sms/noLogin', {
    countryDialingCode: '63',
    mobileNum: phMobile(n),
    altcha: await c.altcha(),
  });
}

/** Logs in with the SMS `code` sent to the Philippine test number `n`. */
export async function loginBySms(c: TestClient, n: number, code: string) {
  return c.sendSealed('POST', '/wps/session/login', {
    type: 'sms',
    mobileNum: phMobile(n),
    countryDialingCode: '+63',
    verificationCode: code,
    altcha: await c.altcha(),
  });
}

/** An accounts platform and a login by username; `seed` as for `accountsSuite`. */
export function loginSuite(seed?: (t: TestPlatform) => Promise<void>) {
  const suite = accountsSuite(seed);
  let seq = 0;

  /** Logs in by username; extra fields (captcha) merge into the payload. */
  async function loginByName(
    c: TestClient,
    username: string,
    password: string,
    extra: object = {},
    headers: Record<string, string> = {},
  ) {
    return c.sendSealed(
      'POST',
      '/wps/session/login',
      { type: 'username', username, password, altcha: await c.altcha(), ...extra },
      headers,
    );
  }

  return {
    get t() {
      return suite.t;
    },
    client: suite.client,
    /** `prefix` and a number no other call of this file got: a fresh username. */
    unique(prefix: string) {
      seq += 1;
      return `${prefix}${seq}`;
    },
    loginByName,
  };
}
