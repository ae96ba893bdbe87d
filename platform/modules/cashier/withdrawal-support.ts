/** What the withdrawal test files share: members ready to withdraw, and their calls. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { phE164, testClient, type TestClient } from '../../test/accounts.ts';
import type { TestPlatform } from '../../test/harness.ts';
import { bearer, playMember } from '../../test/play.ts';
import { hashPassword, members, type MemberRow } from '../accounts/index.ts';
import { host } from './test-support.ts';

/** The real name of every test withdrawer. */
export const realName = 'Juan Dela Cruz';
/** Their withdrawal password. */
export const paymentPassword = '135790';

let seq = 0;

/** A unique request id. */
export const requestId = () => `withdraw-${(seq += 1)}-x`;

/** A member with a session, their client, and calls carrying their token. */
export interface Withdrawer {
  member: MemberRow;
  token: string;
  client: TestClient;
  get(url: string): ReturnType<TestClient['get']>;
  send(method: 'POST' | 'DELETE', url: string, body?: unknown): ReturnType<TestClient['send']>;
  /** Requests a withdrawal (sealed, with the withdrawal password unless given). */
  withdraw(body: Record<string, unknown>): ReturnType<TestClient['send']>;
  /** Binds an account and answers its id. */
  bind(providerId: string, accountNumber: string): Promise<string>;
}

/**
 * A member of the brand at `brandHost` holding `balance`, with a real name, a mobile number and
 * a withdrawal password unless switched off.
 */
export async function withdrawer(
  t: TestPlatform,
  options: {
    balance?: number;
    brandId?: string;
    brandHost?: string;
    realName?: string | null;
    password?: string | null;
  } = {},
): Promise<Withdrawer> {
  const { member, token } = await playMember(t, {
    brandId: options.brandId ?? 'cash',
    balance: options.balance ?? 0,
  });
  const payeeName = options.realName === undefined ? realName : options.realName;
  const password = options.password === undefined ? paymentPassword : options.password;
  await t.db
    .update(members)
    .set({
      payeeName,
      mobile: phE164(member.id),
      paymentPasswordHash: password === null ? null : await hashPassword(password),
    })
    .where(eq(members.id, member.id));
  const [row] = await t.db.select().from(members).where(eq(members.id, member.id));
  const client = testClient(t.app, t.db, options.brandHost ?? host);
  const auth = bearer(token);
  const self: Withdrawer = {
    member: row!,
    token,
    client,
    get: (url) => client.get(url, auth),
    send: (method, url, body) => client.send(method, url, body, auth),
    withdraw: (body) =>
      client.sendSealed('POST', '/wps/transaction/withdraw', { paymentPassword, ...body }, auth),
    async bind(providerId, accountNumber) {
      const answer = await self.send('POST', '/wps/member/payout-accounts', {
        providerId,
        accountNumber,
        holderName: payeeName ?? '',
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().value.id as string;
    },
  };
  return self;
}
