/**
 * Operator API for accounts: the message outbox, and members (create, show, label, rank).
 * Errors explain themselves in words, since an operator reads them on the CLI.
 */
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import type { Brand } from '../schemas/brand.ts';
import { checkField, passwordRule } from '../engine/core/registration.ts';
import { agentTypes } from '../engine/core/roles.ts';
import { bodyOf, operatorBrandId, optionalText, requiredText, type Body } from './admin-input.ts';
import type { BrandRegistry } from './brands/registry.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import { memberLabels, members, sessions, type MemberRow } from './db/schema.ts';
import { walletBalance } from './modules/ledger/index.ts';
import { apiError, notFound, validationError } from './errors.ts';
import { listOutbox, messageChannels, type MessageChannel } from './services/messaging.ts';
import {
  agentByAffiliateCode,
  customerId,
  insertMember,
  memberById,
  memberByMobile,
  memberByUsername,
  newAffiliateCode,
  uniqueViolation,
} from './services/members.ts';
import { checkPassword, hashPassword } from './services/passwords.ts';
import { clubRank, clubRanks, topRank } from './services/ranks.ts';
import { validMobileFor } from './services/registration.ts';

/** What the account operator routes need. */
export interface AccountAdminOptions {
  db: Database;
  clock: Clock;
  registry: BrandRegistry;
}

/** Most outbox messages one listing shows. */
export const maxOutboxListing = 500;

const colourPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** An outbox recipient as stored: E.164 for numbers (`+` added), e-mail addresses as typed. */
export function outboxRecipient(to: string): string {
  const text = to.trim();
  if (text.includes('@')) return text;
  return `+${text.replace(/[^0-9]/g, '')}`;
}

function ruleText(rule: { patternId: number; minLength: number; maxLength: number }): string {
  return `pattern ${rule.patternId}, ${rule.minLength}-${rule.maxLength} characters`;
}

/** The served brand `id` (member operations need its rules). */
function servedBrand(registry: BrandRegistry, id: string): Brand {
  const site = registry.byId(id);
  if (!site)
    throw validationError({
      brand: `brand "${id}" has errors and is not served; fix it first (npm run brand:check)`,
    });
  return site.brand;
}

function integerField(body: Body, name: string): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  const number = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isSafeInteger(number))
    throw validationError({ [name]: 'must be a whole number' });
  return number;
}

/** The member a request names by brand and username. */
async function namedMember(
  db: Database,
  registry: BrandRegistry,
  body: Body,
): Promise<{ brand: Brand; member: MemberRow }> {
  const brand = servedBrand(registry, operatorBrandId(registry, optionalText(body, 'brand')));
  const username = requiredText(body, 'username').trim();
  const member = await memberByUsername(db, brand.id, username);
  if (!member) throw notFound(`Brand ${brand.id} has no member "${username}"`);
  return { brand, member };
}

/** A member as an operator sees it. */
async function memberReport(db: Database, clock: Clock, brand: Brand, member: MemberRow) {
  const wallet = await walletBalance(db, member.id);
  const labels = await db
    .select({
      text: memberLabels.text,
      color: memberLabels.color,
      backgroundColor: memberLabels.backgroundColor,
    })
    .from(memberLabels)
    .where(eq(memberLabels.memberId, member.id))
    .orderBy(asc(memberLabels.id));
  const upline = member.uplineId === null ? undefined : await memberById(db, member.uplineId);
  const referrer =
    member.referredById === null ? undefined : await memberById(db, member.referredById);
  const idleLimit = new Date(clock.now().getTime() - brand.accounts.sessionHours * 60 * 60_000);
  const [live] = await db
    .select({ n: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, member.id),
        isNull(sessions.revokedAt),
        gt(sessions.lastSeenAt, idleLimit),
      ),
    );
  const defaultPassword = brand.accounts.defaultPassword;
  return {
    id: member.id,
    brandId: member.brandId,
    username: member.username,
    customerId: customerId(brand, member),
    isAgent: member.isAgent,
    mobile: member.mobile,
    email: member.email,
    rank: member.rank,
    rankLabel: clubRank(member.rank).labelName,
    labels,
    referralCode: member.referralCode,
    affiliateCode: member.affiliateCode,
    upline: upline?.username ?? null,
    referredBy: referrer?.username ?? null,
    hasPassword: member.passwordHash !== null,
    usesDefaultPassword:
      defaultPassword !== undefined && (await checkPassword(member.passwordHash, defaultPassword)),
    temporaryPassword: member.passwordTemporary,
    passwordChangedAt: member.passwordChangedAt,
    balanceMinor: String(wallet.balanceMinor),
    currency: wallet.currency,
    liveSessions: live?.n ?? 0,
    registerMethod: member.registerMethod,
    createdAt: member.createdAt,
  };
}

/** Registers the outbox and member routes on the operator API. */
export function accountAdminRoutes(app: FastifyInstance, options: AccountAdminOptions): void {
  const { db, clock, registry } = options;

  app.get('/outbox', async (request) => {
    const query = bodyOf(request.query);
    const brand = optionalText(query, 'brand');
    const to = optionalText(query, 'to');
    const channel = optionalText(query, 'channel');
    if (channel !== undefined && !(messageChannels as readonly string[]).includes(channel))
      throw validationError({ channel: `must be one of ${messageChannels.join(', ')}` });
    const last = integerField(query, 'last');
    if (last !== undefined && (last < 1 || last > maxOutboxListing))
      throw validationError({ last: `must be from 1 to ${maxOutboxListing}` });
    return {
      value: await listOutbox(db, {
        brandId: brand === undefined ? undefined : operatorBrandId(registry, brand),
        recipient: to === undefined ? undefined : outboxRecipient(to),
        channel: channel as MessageChannel | undefined,
        last,
      }),
    };
  });

  app.post('/members', async (request) => {
    const body = bodyOf(request.body);
    const brand = servedBrand(registry, operatorBrandId(registry, optionalText(body, 'brand')));
    const rules = brand.registration.fields;
    const problems: Record<string, string> = {};

    const username = requiredText(body, 'username').trim();
    if (checkField(username, rules.username, true))
      problems.username = `does not follow the brand's username rule (${ruleText(rules.username)})`;

    const given = optionalText(body, 'password');
    const password = given ?? brand.accounts.defaultPassword;
    if (password === undefined)
      problems.password =
        'is required: the brand has no default password (accounts.defaultPassword)';
    else if (given !== undefined && checkField(given, passwordRule(brand), true))
      problems.password = `does not follow the brand's password rule (${ruleText(passwordRule(brand))})`;

    const agent = integerField(body, 'agent') ?? 0;
    if (agent !== 0 && !agentTypes.includes(agent))
      problems.agent = `must be one of ${agentTypes.join(', ')}`;

    const affiliate = optionalText(body, 'affiliate')?.trim();
    let uplineId: number | null = null;
    if (affiliate !== undefined && agent !== 0) {
      if (checkField(affiliate, rules.affiliateCode, true))
        problems.affiliate = `does not follow the brand's affiliate code rule (${ruleText(rules.affiliateCode)})`;
      else if (await agentByAffiliateCode(db, brand.id, affiliate))
        problems.affiliate = `"${affiliate}" is already the code of another agent`;
    } else if (affiliate !== undefined) {
      const upline = await agentByAffiliateCode(db, brand.id, affiliate);
      if (upline) uplineId = upline.id;
      else
        problems.affiliate = `"${affiliate}" is not the affiliate code of an agent of ${brand.id}`;
    }

    const mobileText = optionalText(body, 'mobile')?.trim();
    let mobile: string | null = null;
    if (mobileText !== undefined) {
      const parsed = parsePhoneNumberFromString(mobileText);
      if (
        !mobileText.startsWith('+') ||
        !parsed ||
        !validMobileFor(brand, parsed.countryCallingCode, parsed.nationalNumber)
      ) {
        problems.mobile = `"${mobileText}" is not a valid mobile number in E.164 form (+63...) for this brand`;
      } else {
        mobile = parsed.number;
        if (await memberByMobile(db, brand.id, mobile)) problems.mobile = `${mobile} is taken`;
      }
    }
    if (!problems.username && (await memberByUsername(db, brand.id, username)))
      problems.username = `"${username}" is taken`;
    if (Object.keys(problems).length > 0 || password === undefined) throw validationError(problems);

    const passwordHash = await hashPassword(password);
    const now = clock.now();
    let created: MemberRow;
    try {
      created = await db.transaction(async (tx) =>
        insertMember(tx, brand, {
          brandId: brand.id,
          username,
          passwordHash,
          passwordChangedAt: now,
          isAgent: agent,
          mobile,
          affiliateCode: agent === 0 ? null : (affiliate ?? (await newAffiliateCode(tx, brand.id))),
          uplineId,
          registerMethod: 'OPERATOR',
          createdAt: now,
        }),
      );
    } catch (error) {
      if (uniqueViolation(error) !== null)
        throw validationError({ username: 'was taken by a registration at the same moment' });
      throw error;
    }
    return { value: await memberReport(db, clock, brand, created) };
  });

  app.get('/members', async (request) => {
    const { brand, member } = await namedMember(db, registry, bodyOf(request.query));
    return { value: await memberReport(db, clock, brand, member) };
  });

  app.post('/members/label', async (request) => {
    const body = bodyOf(request.body);
    const { brand, member } = await namedMember(db, registry, body);
    const text = requiredText(body, 'text').trim();
    const color = requiredText(body, 'color').trim();
    const backgroundColor = requiredText(body, 'background').trim();
    const problems: Record<string, string> = {};
    if (text === '' || [...text].length > 40) problems.text = 'must be 1 to 40 characters';
    if (!colourPattern.test(color)) problems.color = 'must be a hex colour such as #ffffff';
    if (!colourPattern.test(backgroundColor))
      problems.background = 'must be a hex colour such as #7c3aed';
    if (Object.keys(problems).length > 0) throw validationError(problems);
    await db
      .insert(memberLabels)
      .values({ memberId: member.id, text, color, backgroundColor, createdAt: clock.now() });
    return { value: await memberReport(db, clock, brand, member) };
  });

  app.post('/members/rank', async (request) => {
    const body = bodyOf(request.body);
    const { brand, member } = await namedMember(db, registry, body);
    const rank = integerField(body, 'rank');
    if (rank === undefined || rank < 0 || rank > topRank)
      throw validationError({
        rank: `must be a rank from 0 to ${topRank} (${clubRanks.map((r) => `${r.rankLevel} ${r.labelName}`).join(', ')})`,
      });
    const [updated] = await db
      .update(members)
      .set({ rank })
      .where(eq(members.id, member.id))
      .returning();
    if (!updated) throw apiError('UNKNOWN', { message: 'The member could not be updated' });
    return { value: await memberReport(db, clock, brand, updated) };
  });
}
