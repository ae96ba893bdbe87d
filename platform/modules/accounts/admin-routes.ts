/**
 * Operator API for accounts: the message outbox, and members (create, show, label, rank,
 * revoke-sessions, lock, unlock).
 * Errors explain themselves in words, since an operator reads them on the CLI.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import { operatorAccountResponses } from '../../../schemas/api/operator-account-responses.ts';
import type { OperatorAnswerOptions } from '../../../schemas/api/operator-responses.ts';
import {
  memberCreateBodySchema,
  memberLabelBodySchema,
  memberQuerySchema,
  memberRankBodySchema,
} from '../../../schemas/api/operator.ts';
import type { Brand } from '../../../schemas/brand.ts';
import { checkField, passwordRule } from '../../../engine/core/registration.ts';
import { agentTypes } from '../../../engine/core/roles.ts';
import { operatorBrandId } from '../operator/index.ts';
import type { BrandRegistry } from '../brands/index.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { memberLabels, members, sessions, type MemberRow } from './tables.ts';
import { walletBalance } from '../ledger/index.ts';
import { apiError, validationError } from '../../kernel/errors.ts';
import { listOutbox, messageChannels } from './messaging.ts';
import {
  agentByAffiliateCode,
  customerId,
  insertMember,
  memberById,
  memberByMobile,
  memberByUsername,
  newAffiliateCode,
  uniqueViolation,
} from './members.ts';
import { setMemberLock } from './lock.ts';
import { namedMember, servedBrand } from './operator-lookup.ts';
import { checkPassword, hashPassword } from './passwords.ts';
import { clubRank, clubRanks, topRank } from './ranks.ts';
import { validMobileFor } from './registration.ts';
import { revokeMemberSessions } from './sessions.ts';

/** What the account operator routes need. */
export interface AccountAdminOptions {
  db: Database;
  clock: Clock;
  registry: BrandRegistry;
}

/** Most outbox messages one listing shows. */
export const maxOutboxListing = 500;

/** `GET /outbox` query: the newest messages, filtered by brand, recipient and channel. */
const outboxQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    brand: { type: 'string' },
    to: { type: 'string' },
    channel: { type: 'string', enum: messageChannels },
    last: {
      type: 'integer',
      minimum: 1,
      maximum: maxOutboxListing,
      description: `must be from 1 to ${maxOutboxListing}`,
    },
  },
} as const;

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
type Provider = JsonSchemaToTsProvider<{ SerializerSchemaOptions: OperatorAnswerOptions }>;
const memberAnswer = { 200: operatorAccountResponses.member, ...errors } as const;

/** Each route's schemas: its input, and its answer (which Fastify serialises through it). */
const routes = {
  outbox: {
    schema: {
      querystring: outboxQuerySchema,
      response: { 200: operatorAccountResponses.outbox, ...errors },
    },
  },
  createMember: { schema: { body: memberCreateBodySchema, response: memberAnswer } },
  member: { schema: { querystring: memberQuerySchema, response: memberAnswer } },
  label: { schema: { body: memberLabelBodySchema, response: memberAnswer } },
  rank: { schema: { body: memberRankBodySchema, response: memberAnswer } },
  revokeSessions: {
    schema: {
      body: memberQuerySchema,
      response: { 200: operatorAccountResponses.sessionsRevoked, ...errors },
    },
  },
  lock: { schema: { body: memberQuerySchema, response: memberAnswer } },
} as const;

/** An outbox recipient as stored: E.164 for numbers (`+` added), e-mail addresses as typed. */
export function outboxRecipient(to: string): string {
  const text = to.trim();
  if (text.includes('@')) return text;
  return `+${text.replace(/[^0-9]/g, '')}`;
}

function ruleText(rule: { patternId: number; minLength: number; maxLength: number }): string {
  return `pattern ${rule.patternId}, ${rule.minLength}-${rule.maxLength} characters`;
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
    lockedAt: member.lockedAt,
    registerMethod: member.registerMethod,
    createdAt: member.createdAt,
  };
}

/** Registers the outbox and member routes on the operator API. */
export function accountAdminRoutes(scope: FastifyInstance, options: AccountAdminOptions): void {
  const app = scope.withTypeProvider<Provider>();
  const { db, clock, registry } = options;

  app.get('/outbox', routes.outbox, async (request) => {
    const { brand, to, channel, last } = request.query;
    return {
      value: await listOutbox(db, {
        brandId: brand === undefined ? undefined : operatorBrandId(registry, brand),
        recipient: to === undefined ? undefined : outboxRecipient(to),
        channel,
        last,
      }),
    };
  });

  app.post('/members', routes.createMember, async (request) => {
    const { body } = request;
    const brand = servedBrand(registry, operatorBrandId(registry, body.brand));
    const rules = brand.registration.fields;
    const problems: Record<string, string> = {};

    const username = body.username.trim();
    if (checkField(username, rules.username, true))
      problems.username = `does not follow the brand's username rule (${ruleText(rules.username)})`;

    const given = body.password;
    const password = given ?? brand.accounts.defaultPassword;
    if (password === undefined)
      problems.password =
        'is required: the brand has no default password (accounts.defaultPassword)';
    else if (given !== undefined && checkField(given, passwordRule(brand), true))
      problems.password = `does not follow the brand's password rule (${ruleText(passwordRule(brand))})`;

    const agent = body.agent ?? 0;
    if (agent !== 0 && !agentTypes.includes(agent))
      problems.agent = `must be one of ${agentTypes.join(', ')}`;

    const affiliate = body.affiliate?.trim();
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

    const mobileText = body.mobile?.trim();
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

  app.get('/members', routes.member, async (request) => {
    const { brand, member } = await namedMember(db, registry, request.query);
    return { value: await memberReport(db, clock, brand, member) };
  });

  app.post('/members/label', routes.label, async (request) => {
    const { body } = request;
    const { brand, member } = await namedMember(db, registry, body);
    const text = body.text.trim();
    const color = body.color.trim();
    const backgroundColor = body.background.trim();
    // Counted in characters as the player sees them, which a schema's maxLength does not.
    if (text === '' || [...text].length > 40)
      throw validationError({ text: 'must be 1 to 40 characters' });
    await db
      .insert(memberLabels)
      .values({ memberId: member.id, text, color, backgroundColor, createdAt: clock.now() });
    return { value: await memberReport(db, clock, brand, member) };
  });

  app.post('/members/rank', routes.rank, async (request) => {
    const { body } = request;
    const { brand, member } = await namedMember(db, registry, body);
    const { rank } = body;
    if (rank < 0 || rank > topRank)
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

  // Ends every session (and so its game launches) and every remember token of the member.
  app.post('/members/revoke-sessions', routes.revokeSessions, async (request) => {
    const { member } = await namedMember(db, registry, request.body);
    const endedSessions = await db.transaction((tx) => revokeMemberSessions(tx, clock, member.id));
    return { value: { brandId: member.brandId, username: member.username, endedSessions } };
  });

  for (const [path, locked] of [
    ['/members/lock', true],
    ['/members/unlock', false],
  ] as const) {
    app.post(path, routes.lock, async (request) => {
      const { brand, member } = await namedMember(db, registry, request.body);
      const updated = await setMemberLock(db, clock, member, locked);
      return { value: await memberReport(db, clock, brand, updated) };
    });
  }
}
