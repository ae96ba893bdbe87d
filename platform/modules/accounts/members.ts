/**
 * Members: lookups, creation (registration, free play and the operator CLI share it), the
 * password state the session flags derive from, and the member info answer.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MemberInfo } from '../../../schemas/api/account.ts';
import type { Brand } from '../../../schemas/brand.ts';
import { isFeatureEnabled, knownFlags } from '../../../engine/core/flags.ts';
import { agentTypes, trialAgentType } from '../../../engine/core/roles.ts';
import type { Database } from '../../kernel/db/client.ts';
import { memberLabels, members, type MemberRow } from './tables.ts';
import { grantDemoCredit, openMemberAccount } from '../ledger/index.ts';
import { clubRank } from './ranks.ts';

/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I/L). */
const codeAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += codeAlphabet[randomInt(0, codeAlphabet.length)];
  return code;
}

/** The member `username` of a brand (names compare case-insensitively). */
export async function memberByUsername(
  db: Database,
  brandId: string,
  username: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        sql`lower(${members.username}) = ${username.toLowerCase()}`,
      ),
    );
  return row;
}

/** The member with mobile number `e164` in a brand. */
export async function memberByMobile(
  db: Database,
  brandId: string,
  e164: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.mobile, e164)));
  return row;
}

/** The member with id `id`. */
export async function memberById(db: Database, id: number): Promise<MemberRow | undefined> {
  const [row] = await db.select().from(members).where(eq(members.id, id));
  return row;
}

/** The agent of a brand whose affiliate (invitation) code is `code`, case-insensitively. */
export async function agentByAffiliateCode(
  db: Database,
  brandId: string,
  code: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(
      and(
        eq(members.brandId, brandId),
        sql`lower(${members.affiliateCode}) = ${code.toLowerCase()}`,
        inArray(members.isAgent, [...agentTypes]),
      ),
    );
  return row;
}

/** The member whose referral code is `code` (codes are upper case; input is not). */
export async function memberByReferralCode(
  db: Database,
  brandId: string,
  code: string,
): Promise<MemberRow | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.brandId, brandId), eq(members.referralCode, code.toUpperCase())));
  return row;
}

async function unusedCode(
  db: Database,
  brandId: string,
  taken: (code: string) => Promise<boolean>,
): Promise<string> {
  // 31^8 codes: a clash is rare, and the unique index is the final guard.
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const code = randomCode(8);
    if (!(await taken(code))) return code;
  }
  throw new Error(`No free code found for brand ${brandId}`);
}

/** A new referral code nobody in the brand has. */
export function newReferralCode(db: Database, brandId: string): Promise<string> {
  return unusedCode(db, brandId, async (code) =>
    Boolean(await memberByReferralCode(db, brandId, code)),
  );
}

/** A new affiliate code no agent in the brand has. */
export function newAffiliateCode(db: Database, brandId: string): Promise<string> {
  return unusedCode(db, brandId, async (code) => {
    const [row] = await db
      .select({ id: members.id })
      .from(members)
      .where(
        and(
          eq(members.brandId, brandId),
          sql`lower(${members.affiliateCode}) = ${code.toLowerCase()}`,
        ),
      );
    return Boolean(row);
  });
}

/**
 * A generated account name: `prefix` and digits (registration by mobile uses `m`, free play
 * `guest`), unused in the brand.
 */
export async function newAccountName(
  db: Database,
  brandId: string,
  prefix: string,
): Promise<string> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const name = `${prefix}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
    if (!(await memberByUsername(db, brandId, name))) return name;
  }
  throw new Error(`No free account name found for brand ${brandId}`);
}

/** What a new member is made of. */
export type NewMember = Omit<
  typeof members.$inferInsert,
  'id' | 'referralCode' | 'nickname' | 'rank'
> & { nickname?: string };

/**
 * Inserts a member with a fresh referral code and a ledger account in the brand's currency, holding
 * the brand's demo credit (`wallet.demoCreditMinor`, booked in the ledger) unless the member is
 * a trial account. A brand given without `wallet` (test seeding) grants nothing. Run it inside
 * a transaction with the rest of what creates the account.
 */
export async function insertMember(
  db: Database,
  brand: Pick<Brand, 'id' | 'currency'> & Partial<Pick<Brand, 'wallet'>>,
  input: NewMember,
): Promise<MemberRow> {
  const referralCode = await newReferralCode(db, brand.id);
  const [row] = await db
    .insert(members)
    .values({ ...input, nickname: input.nickname ?? input.username, referralCode })
    .returning();
  if (!row) throw new Error('The member was not stored');
  await openMemberAccount(db, row, brand.currency.code);
  if (brand.wallet && row.isAgent !== trialAgentType)
    await grantDemoCredit(db, { now: () => row.createdAt }, { wallet: brand.wallet }, row.id);
  return row;
}

/** The database constraint a unique violation broke, or null for any other error. */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/** Field of a registration that a unique index names. */
export function takenField(constraint: string): 'username' | 'mobileNum' | null {
  if (constraint === 'members_username_idx') return 'username';
  if (constraint === 'members_mobile_idx') return 'mobileNum';
  return null;
}

/** Whether a member's password is known and whether it has expired (spec §4). */
export interface PasswordState {
  known: boolean;
  expired: boolean;
}

/**
 * A password expires `passwordMaxAgeDays` after it was set, and only counts as expired while
 * the brand enforces expiry (flag `passwordExpiry`).
 */
export function passwordState(
  member: Pick<MemberRow, 'passwordHash' | 'passwordChangedAt'>,
  brand: Pick<Brand, 'features' | 'accounts'>,
  now: Date,
): PasswordState {
  const known = member.passwordHash !== null;
  if (!known || !isFeatureEnabled(brand.features, knownFlags.passwordExpiry))
    return { known, expired: false };
  const setAt = member.passwordChangedAt?.getTime() ?? 0;
  const maxAge = brand.accounts.passwordMaxAgeDays * 24 * 60 * 60_000;
  return { known, expired: now.getTime() - setAt > maxAge };
}

/** The public customer id of a member: merchant code and the zero-padded member number. */
export function customerId(brand: Pick<Brand, 'merchantCode'>, member: Pick<MemberRow, 'id'>) {
  return `${brand.merchantCode}${String(member.id).padStart(8, '0')}`;
}

/** The `GET /wps/member/info` answer for a member in a session. */
export async function memberInfo(
  db: Database,
  brand: Brand,
  member: MemberRow,
  session: { firstTimeLogin: boolean },
  now: Date,
): Promise<MemberInfo> {
  const labels = await db
    .select({
      text: memberLabels.text,
      color: memberLabels.color,
      backgroundColor: memberLabels.backgroundColor,
    })
    .from(memberLabels)
    .where(eq(memberLabels.memberId, member.id))
    .orderBy(asc(memberLabels.id));
  const rank = clubRank(member.rank);
  const password = passwordState(member, brand, now);
  return {
    id: member.id,
    account: member.username,
    userName: member.username,
    nickname: member.nickname,
    customerId: customerId(brand, member),
    isAgent: member.isAgent,
    toUpline: member.uplineId !== null,
    clubLabel: {
      labelName: rank.labelName,
      color: rank.color,
      color2: rank.color2,
      rankLevel: rank.rankLevel,
    },
    memberLabel: labels,
    currencySymbol: brand.currency.symbol,
    firstTimeLogin: session.firstTimeLogin,
    passwordExpired: password.expired,
    passwordKnown: password.known,
    referralCode: member.referralCode,
    ...(member.mobile ? { mobileNum: member.mobile } : {}),
    ...(member.email ? { email: member.email } : {}),
  };
}
