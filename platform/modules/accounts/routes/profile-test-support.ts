/**
 * What the profile test files share: a member with a session of their own calling the profile
 * routes from an address of their own, and the codes the outbox holds.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { lastMessage, seedMember, type TestClient } from '../../../test/accounts.ts';
import { openSession } from '../sessions.ts';
import { members, type MemberRow } from '../tables.ts';
import type { AccountsSuite } from './test-support.ts';

const hosts: Record<string, string> = {
  casino: 'casino.test',
  echo: 'echo.test',
  delta: 'delta.test',
};

let seq = 0;

/** A member of `brandId` logged in, and their calls. */
export interface ProfileCaller {
  member: MemberRow;
  client: TestClient;
  /** Posts `body` to `url` with the member's token. */
  post(url: string, body: object): ReturnType<TestClient['send']>;
  /** Gets `url` with the member's token. */
  get(url: string): ReturnType<TestClient['get']>;
  /** The member's stored row now. */
  stored(): Promise<MemberRow>;
  /** `GET /wps/member/security`'s value. */
  overview(): Promise<Record<string, unknown>>;
}

/** Seeds a member of `brandId` (with `fields`) and opens a session for them. */
export async function profileCaller(
  s: AccountsSuite,
  brandId = 'casino',
  fields: Partial<Pick<MemberRow, 'mobile' | 'email' | 'payeeName' | 'isAgent'>> = {},
): Promise<ProfileCaller> {
  seq += 1;
  const member = await seedMember(s.t.db, brandId, { username: `profile${seq}`, ...fields });
  const client = s.client(hosts[brandId]);
  const { token } = await openSession(s.t.db, s.t.clock, {
    member,
    loginType: 'username',
    changePassword: false,
    ip: client.ip,
    device: null,
  });
  const authorization = `Bearer ${token}`;
  return {
    member,
    client,
    post: (url, body) => client.send('POST', url, body, { authorization }),
    get: (url) => client.get(url, { authorization }),
    stored: async () => (await s.t.db.select().from(members).where(eq(members.id, member.id)))[0]!,
    async overview() {
      const response = await client.get('/wps/member/security', { authorization });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value;
    },
  };
}

/** The error of a failed answer. */
export const errorOf = (answer: { json(): { error: Record<string, unknown> } }) =>
  answer.json().error;

/** The six-digit code of the newest e-mail to `address`. */
export async function lastEmailCode(s: AccountsSuite, address: string): Promise<string> {
  const body = (await lastMessage(s.t.db, address, 'email'))?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`No code was e-mailed to ${address}`);
  return code;
}

/** A code that is not `code` (to type a wrong one). */
export function otherCode(code: string): string {
  return code === '000000' ? '111111' : '000000';
}
