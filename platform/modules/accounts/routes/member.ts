/**
 * The member's own account (spec §5 "Change password", "Forgot by email", "Forgot by phone",
 * §7): member info, balance, and the three ways to a new password. Every password change
 * revokes all of the member's sessions; the calls that answer a session open a fresh one. The
 * e-mail reset only sends a temporary password (email-reset.ts): nothing changes until the
 * member logs in with it.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  accountResponses,
  changePasswordRequestSchema,
  forgotByEmailRequestSchema,
  resetByPhoneRequestSchema,
  smsToMobileRequestSchema,
} from '../../../../schemas/api/account.ts';
import type { FieldErrorCode } from '../../../../schemas/api/errors.ts';
import type { Brand } from '../../../../schemas/brand.ts';
import { isFeatureEnabled, knownFlags } from '../../../../engine/core/flags.ts';
import { e164 } from '../../../../engine/core/phone.ts';
import {
  checkField,
  checkNewPassword,
  passwordRule,
} from '../../../../engine/core/registration.ts';
import { trialAgentType } from '../../../../engine/core/roles.ts';
import { accountOf } from '../guard.ts';
import { perMinute } from '../../../kernel/rate-limits.ts';
import { members, type MemberRow } from '../tables.ts';
import { sumBalance } from '../../ledger/index.ts';
import { apiError, fieldError } from '../../../kernel/errors.ts';
import { siteOf } from '../../brands/index.ts';
import { memberByMobile, memberByUsername, memberInfo } from '../members.ts';
import { emailResetRecipient, sendEmailReset } from '../email-reset.ts';
import { checkPassword, hashPassword } from '../passwords.ts';
import { validMobileFor } from '../registration.ts';
import { assertNotLocked } from '../lock.ts';
import { openSession, revokeMemberSessions, sessionAnswer, type LoginType } from '../sessions.ts';
import { checkCode, checkSendLimits, sendCode, useCode } from '../verification-codes.ts';
import { sealedBody, trimmed } from '../../../kernel/validation.ts';
import {
  clientDevice,
  clientIp,
  errorResponses,
  maskEmail,
  requireFeature,
  sendLimits,
  type AccountRouteOptions,
} from './context.ts';

/** Passwords trimmed as the login trims them (spec §5), so the one stored is the one that works. */
function trimPasswords<
  T extends { oldPassword?: string; newPassword: string; confirmNewPassword?: string },
>(input: T): T {
  return {
    ...input,
    newPassword: input.newPassword.trim(),
    ...(input.oldPassword !== undefined ? { oldPassword: input.oldPassword.trim() } : {}),
    ...(input.confirmNewPassword !== undefined
      ? { confirmNewPassword: input.confirmNewPassword.trim() }
      : {}),
  };
}

/**
 * Problems of a new password and its confirmation: the brand's password rule, equality with
 * the confirmation when one is given, and never the brand's default password (logging in with
 * it would ask for a change again).
 */
function newPasswordProblems(
  brand: Brand,
  password: string,
  confirmation: string | undefined,
  names: { password: string; confirmation: string },
): Record<string, FieldErrorCode> {
  const problems: Record<string, FieldErrorCode> = {};
  const check = checkNewPassword(passwordRule(brand), password, confirmation);
  if (check.password) problems[names.password] = check.password.code;
  else if (password === brand.accounts.defaultPassword) problems[names.password] = 'invalid';
  if (check.confirmation) problems[names.confirmation] = check.confirmation.code;
  return problems;
}

/**
 * Stores a new password chosen by the member, ends every session and opens a new one, all in
 * one transaction.
 */
async function replacePassword(
  options: AccountRouteOptions,
  member: MemberRow,
  password: string,
  context: { loginType: LoginType; ip: string; device: string | null; codeId?: number },
) {
  const { db, clock } = options;
  assertNotLocked(member);
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    if (context.codeId !== undefined) await useCode(tx, clock, context.codeId);
    await tx
      .update(members)
      .set({ passwordHash: hash, passwordChangedAt: clock.now(), passwordTemporary: false })
      .where(eq(members.id, member.id));
    await revokeMemberSessions(tx, clock, member.id);
    const opened = await openSession(tx, clock, {
      member,
      loginType: context.loginType,
      changePassword: false,
      ip: context.ip,
      device: context.device,
    });
    return sessionAnswer(opened, member, { changePassword: false, passwordExpired: false });
  });
}

/** Registers the member routes. */
export function memberRoutes(scope: FastifyInstance, options: AccountRouteOptions): void {
  const { db, clock, keys, human, sender, rateLimits } = options;
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const sealed = sealedBody(keys);

  app.get(
    '/wps/member/info',
    {
      config: { access: 'session' },
      schema: { response: { 200: accountResponses.memberInfo, ...errorResponses } },
    },
    async (request) => {
      const { member, session } = accountOf(request);
      const value = await memberInfo(db, siteOf(request).brand, member, session, clock.now());
      return { value };
    },
  );

  app.get(
    '/wps/v2/wallets/balance',
    {
      config: { access: 'session' },
      schema: { response: { 200: accountResponses.balance, ...errorResponses } },
    },
    async (request) => {
      const balance = await sumBalance(db, accountOf(request).member.id);
      if (balance > BigInt(Number.MAX_SAFE_INTEGER))
        throw apiError('UNKNOWN', { message: 'The balance is too large to answer exactly' });
      return {
        value: { sumBalance: Number(balance), currency: siteOf(request).brand.currency.code },
      };
    },
  );

  app.post(
    '/wps/member/password',
    {
      config: { access: 'member', ...perMinute(rateLimits.password) },
      preValidation: sealed,
      schema: {
        body: changePasswordRequestSchema,
        response: { 200: accountResponses.session, ...errorResponses },
      },
    },
    async (request) => {
      const { brand } = siteOf(request);
      const { member } = accountOf(request);
      const input = trimPasswords(request.body);
      const known = member.passwordHash !== null;
      const problems = newPasswordProblems(brand, input.newPassword, input.confirmNewPassword, {
        password: 'newPassword',
        confirmation: 'confirmNewPassword',
      });
      if (known && !input.oldPassword) problems.oldPassword = 'required';
      if (Object.keys(problems).length > 0) throw fieldError(problems);
      if (known && !(await checkPassword(member.passwordHash, input.oldPassword ?? '')))
        throw apiError('WRONG_PASSWORD', { fields: { oldPassword: 'wrongPassword' } });
      const value = await replacePassword(options, member, input.newPassword, {
        loginType: 'password',
        ip: clientIp(request),
        device: clientDevice(request),
      });
      return { value };
    },
  );

  app.post(
    '/wps/member/password/email',
    {
      config: perMinute(rateLimits.password),
      schema: {
        body: forgotByEmailRequestSchema,
        response: { 200: accountResponses.forgotByEmailSent, ...errorResponses },
      },
    },
    async (request) => {
      const site = siteOf(request);
      const { brand } = site;
      requireFeature(isFeatureEnabled(brand.features, knownFlags.forgotByEmail));
      const input = request.body;
      const username = input.username.trim();
      const email = input.email.trim();
      const problems: Record<string, FieldErrorCode> = {};
      const rules = brand.registration.fields;
      const usernameProblem = checkField(username, rules.username, true);
      const emailProblem = checkField(email, rules.email, true);
      if (usernameProblem) problems.username = usernameProblem.code;
      if (emailProblem) problems.email = emailProblem.code;
      if (Object.keys(problems).length > 0) throw fieldError(problems);
      await human.verify(site.id, input.altcha);
      const member = await memberByUsername(db, site.id, username);
      if (
        !member ||
        member.isAgent === trialAgentType ||
        member.email === null ||
        member.email.toLowerCase() !== email.toLowerCase()
      )
        throw apiError('USER_NOT_FOUND');
      const ip = clientIp(request);
      await checkSendLimits(db, clock, {
        recipient: emailResetRecipient(member.id),
        ip,
        limits: sendLimits(brand),
      });
      await sendEmailReset(db, clock, sender, {
        brand,
        member: { ...member, email: member.email },
        ip,
      });
      return { value: { sentTo: maskEmail(member.email) } };
    },
  );

  app.post(
    '/wps/verification/sms/forgot',
    {
      config: perMinute(rateLimits.sms),
      schema: {
        body: smsToMobileRequestSchema,
        response: { 200: accountResponses.smsForgotSent, ...errorResponses },
      },
    },
    async (request) => {
      const site = siteOf(request);
      const { brand } = site;
      requireFeature(isFeatureEnabled(brand.features, knownFlags.forgotByPhone));
      const input = request.body;
      if (!validMobileFor(brand, input.countryDialingCode, input.mobileNum))
        throw fieldError({ mobileNum: 'invalidPhone' });
      await human.verify(site.id, input.altcha);
      const recipient = e164(input.countryDialingCode, input.mobileNum);
      const member = await memberByMobile(db, site.id, recipient);
      if (!member || member.isAgent === trialAgentType) throw apiError('USER_NOT_FOUND');
      const ip = clientIp(request);
      await checkSendLimits(db, clock, { recipient, ip, limits: sendLimits(brand) });
      const minutes = brand.accounts.resetCodeMinutes;
      const sent = await sendCode(db, clock, sender, {
        brandId: site.id,
        purpose: 'forgot',
        recipient,
        ip,
        validMinutes: minutes,
        text: (code) =>
          `${brand.name}: ${code} is your password reset code. It expires in ${minutes} minutes. Do not share it.`,
      });
      return { value: { expirationTime: sent.expiresAt.toISOString() } };
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      config: perMinute(rateLimits.password),
      preValidation: sealed,
      schema: {
        body: resetByPhoneRequestSchema,
        response: { 200: accountResponses.session, ...errorResponses },
      },
    },
    async (request) => {
      const site = siteOf(request);
      const { brand } = site;
      requireFeature(isFeatureEnabled(brand.features, knownFlags.forgotByPhone));
      const input = trimPasswords(request.body);
      const code = trimmed(input.verificationCode);
      const problems = newPasswordProblems(brand, input.newPassword, input.confirmNewPassword, {
        password: 'newPassword',
        confirmation: 'confirmNewPassword',
      });
      if (!validMobileFor(brand, input.countryDialingCode, input.mobileNum))
        problems.mobileNum = 'invalidPhone';
      if (!code) problems.verificationCode = 'required';
      else if (code.length > brand.constants.verificationCodeMaxLength)
        problems.verificationCode = 'tooLong';
      if (Object.keys(problems).length > 0) throw fieldError(problems);
      const recipient = e164(input.countryDialingCode, input.mobileNum);
      const member = await memberByMobile(db, site.id, recipient);
      if (!member || member.isAgent === trialAgentType) throw apiError('USER_NOT_FOUND');
      const { id: codeId } = await checkCode(db, clock, {
        brandId: site.id,
        purpose: 'forgot',
        recipient,
        code,
      });
      const value = await replacePassword(options, member, input.newPassword, {
        loginType: 'password',
        ip: clientIp(request),
        device: clientDevice(request),
        codeId,
      });
      return { value };
    },
  );
}
