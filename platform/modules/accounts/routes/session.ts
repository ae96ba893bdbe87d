/**
 * Logging in and out (spec §4 "Login state", §5 "Login", §7): by username and password or by
 * mobile and SMS code, free play, and logout. Failed logins are counted per username (or
 * number) and per address; past the brand's `captchaAfterFailures` for the account (ten times
 * that for the address, see login-failures.ts) the answers carry `captcha: true` and further
 * logins need the image captcha. A login with the temporary password of an e-mail reset
 * completes that reset. A locked account (lock.ts) cannot log in. Remember me and the exchange
 * of its token are in remember-tokens.ts and remember.ts.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import {
  accountResponses,
  freePlayRequestSchema,
  loginRequestSchema,
  smsToMobileRequestSchema,
  type LoginRequest,
} from '../../../../schemas/api/account.ts';
import type { FieldErrorCode } from '../../../../schemas/api/errors.ts';
import type { Brand } from '../../../../schemas/brand.ts';
import { isFeatureEnabled, knownFlags } from '../../../../engine/core/flags.ts';
import { e164 } from '../../../../engine/core/phone.ts';
import { trialAgentType } from '../../../../engine/core/roles.ts';
import { accountOf } from '../guard.ts';
import type { MemberRow } from '../tables.ts';
import { perMinute } from '../../../kernel/rate-limits.ts';
import { apiError, fieldError, PlatformError } from '../../../kernel/errors.ts';
import { siteOf } from '../../brands/index.ts';
import { captchaCookie, checkCaptcha } from '../captcha.ts';
import {
  addressSubject,
  captchaDue,
  clearFailures,
  mobileSubject,
  recentFailures,
  recordFailure,
  userSubject,
} from '../login-failures.ts';
import {
  insertMember,
  memberByMobile,
  memberByUsername,
  newAccountName,
  passwordState,
} from '../members.ts';
import { redeemEmailReset } from '../email-reset.ts';
import { checkPassword } from '../passwords.ts';
import { validMobileFor } from '../registration.ts';
import { assertNotLocked } from '../lock.ts';
import {
  applyRememberChoice,
  clearRememberCookie,
  rememberTokenOf,
  revokeDeviceRememberToken,
} from '../remember-tokens.ts';
import { openSession, revokeSession, sessionAnswer } from '../sessions.ts';
import { checkCode, checkSendLimits, sendCode, useCode } from '../verification-codes.ts';
import { sealedBody, trimmed } from '../../../kernel/validation.ts';
import {
  clientDevice,
  clientIp,
  errorResponses,
  maskMobile,
  requireFeature,
  sendLimits,
  type AccountRouteOptions,
} from './context.ts';

/** The checked credentials of a login request. */
type Credentials =
  | { type: 'username'; username: string; password: string }
  | { type: 'sms'; mobile: string; code: string };

function credentialsOf(brand: Brand, input: LoginRequest): Credentials {
  const problems: Record<string, FieldErrorCode> = {};
  if (input.type === 'username') {
    // Spec §5: username and password are trimmed at login.
    const username = trimmed(input.username);
    const password = trimmed(input.password);
    if (!username) problems.username = 'required';
    if (!password) problems.password = 'required';
    if (Object.keys(problems).length > 0) throw fieldError(problems);
    return { type: 'username', username, password };
  }
  const mobileNum = trimmed(input.mobileNum);
  const dialingCode = trimmed(input.countryDialingCode);
  const code = trimmed(input.verificationCode);
  if (!mobileNum) problems.mobileNum = 'required';
  if (!dialingCode) problems.countryDialingCode = 'required';
  if (!code) problems.verificationCode = 'required';
  else if (code.length > brand.constants.verificationCodeMaxLength)
    problems.verificationCode = 'tooLong';
  if (mobileNum && dialingCode && !validMobileFor(brand, dialingCode, mobileNum))
    problems.mobileNum = 'invalidPhone';
  if (Object.keys(problems).length > 0) throw fieldError(problems);
  return { type: 'sms', mobile: e164(dialingCode, mobileNum), code };
}

/** Registers the session routes. */
export function sessionRoutes(scope: FastifyInstance, options: AccountRouteOptions): void {
  const { db, clock, keys, human, sender, rateLimits } = options;
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();

  app.post(
    '/wps/verification/sms/noLogin',
    {
      config: perMinute(rateLimits.sms),
      schema: {
        body: smsToMobileRequestSchema,
        response: { 200: accountResponses.smsSent, ...errorResponses },
      },
    },
    async (request) => {
      const site = siteOf(request);
      const { brand } = site;
      requireFeature(isFeatureEnabled(brand.features, knownFlags.smsLogin));
      const input = request.body;
      if (!validMobileFor(brand, input.countryDialingCode, input.mobileNum))
        throw fieldError({ mobileNum: 'invalidPhone' });
      await human.verify(site.id, input.altcha);
      const recipient = e164(input.countryDialingCode, input.mobileNum);
      if (!(await memberByMobile(db, site.id, recipient))) throw apiError('USER_NOT_FOUND');
      const ip = clientIp(request);
      await checkSendLimits(db, clock, { recipient, ip, limits: sendLimits(brand) });
      const minutes = brand.accounts.smsCodeMinutes;
      await sendCode(db, clock, sender, {
        brandId: site.id,
        purpose: 'login',
        recipient,
        ip,
        validMinutes: minutes,
        text: (code) =>
          `${brand.name}: ${code} is your login code. It expires in ${minutes} minutes. Do not share it.`,
      });
      return {
        value: {
          expiredMinutes: minutes,
          message: `A login code was sent to ${maskMobile(recipient)}. It expires in ${minutes} minutes.`,
        },
      };
    },
  );

  app.post(
    '/wps/session/login',
    {
      config: perMinute(rateLimits.login),
      preValidation: sealedBody(keys),
      schema: {
        body: loginRequestSchema,
        response: { 200: accountResponses.session, ...errorResponses },
      },
    },
    async (request, reply) => {
      const site = siteOf(request);
      const { brand } = site;
      const input = request.body;
      if (input.type === 'sms')
        requireFeature(isFeatureEnabled(brand.features, knownFlags.smsLogin));
      const credentials = credentialsOf(brand, input);
      await human.verify(site.id, input.altcha);

      const principal =
        credentials.type === 'username'
          ? userSubject(credentials.username)
          : mobileSubject(credentials.mobile);
      const subjects = { account: principal, address: addressSubject(clientIp(request)) };
      const threshold = brand.accounts.captchaAfterFailures;
      if (captchaDue(await recentFailures(db, clock, site.id, subjects), threshold)) {
        const answer = trimmed(input.captcha);
        if (!answer)
          throw apiError('CAPTCHA_REQUIRED', { fields: { captcha: 'required' }, captcha: true });
        await checkCaptcha(db, clock, {
          brandId: site.id,
          id: request.cookies[captchaCookie],
          answer,
          captchaFlag: true,
        });
      }
      const failed = async (error: PlatformError): Promise<PlatformError> => {
        const failures = await recordFailure(db, clock, site.id, subjects);
        if (!captchaDue(failures, threshold)) return error;
        return apiError(error.code, { fields: error.fields, captcha: true });
      };

      let member: MemberRow | undefined;
      if (credentials.type === 'username') {
        member = await memberByUsername(db, site.id, credentials.username);
        // Trial accounts have no password; an unknown name costs the time of a real check.
        const known = member && member.isAgent !== trialAgentType ? member : undefined;
        let ok = await checkPassword(known?.passwordHash ?? null, credentials.password);
        // A locked account's e-mail reset waits for the unlock (lock.ts).
        if (!ok && known && known.lockedAt === null) {
          // The temporary password of an e-mail reset completes the reset (email-reset.ts).
          const reset = await redeemEmailReset(db, clock, known, credentials.password);
          if (reset) [member, ok] = [reset, true];
        }
        if (!ok || !member) throw await failed(apiError('INVALID_CREDENTIALS'));
      } else {
        let codeId: number;
        try {
          ({ id: codeId } = await checkCode(db, clock, {
            brandId: site.id,
            purpose: 'login',
            recipient: credentials.mobile,
            code: credentials.code,
          }));
        } catch (error) {
          if (error instanceof PlatformError) throw await failed(error);
          throw error;
        }
        member = await memberByMobile(db, site.id, credentials.mobile);
        if (!member) throw await failed(apiError('INVALID_CREDENTIALS'));
        await useCode(db, clock, codeId);
      }
      await clearFailures(db, site.id, [principal]);
      assertNotLocked(member);

      const password = passwordState(member, brand, clock.now());
      // Spec §4: an SMS login never opens the change-password modal.
      const changePassword =
        credentials.type === 'username' &&
        (credentials.password === brand.accounts.defaultPassword ||
          member.passwordTemporary ||
          password.expired);
      const opened = await openSession(db, clock, {
        member,
        loginType: credentials.type,
        changePassword,
        ip: clientIp(request),
        device: clientDevice(request),
      });
      await applyRememberChoice(
        db,
        clock,
        { request, reply },
        {
          remember: input.remember,
          member,
          sessionToken: opened.token,
          days: brand.constants.rememberMeDays,
        },
      );
      return {
        value: sessionAnswer(opened, member, { changePassword, passwordExpired: password.expired }),
      };
    },
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      config: perMinute(rateLimits.freePlay),
      schema: {
        body: freePlayRequestSchema,
        response: { 200: accountResponses.session, ...errorResponses },
      },
    },
    async (request) => {
      const site = siteOf(request);
      if (!isFeatureEnabled(site.brand.features, knownFlags.freePlay))
        throw apiError('FREE_PLAY_DISABLED');
      const value = await db.transaction(async (tx) => {
        const member = await insertMember(tx, site.brand, {
          brandId: site.id,
          username: await newAccountName(tx, site.id, 'guest'),
          isAgent: trialAgentType,
          registerMethod: 'FREEPLAY',
          registerIp: clientIp(request),
          createdAt: clock.now(),
        });
        const opened = await openSession(tx, clock, {
          member,
          loginType: 'freeplay',
          changePassword: false,
          ip: clientIp(request),
          device: clientDevice(request),
        });
        return sessionAnswer(opened, member, { changePassword: false, passwordExpired: false });
      });
      return { value };
    },
  );

  app.delete(
    '/wps/session/logout',
    {
      config: { access: 'session' },
      schema: { response: { 200: accountResponses.logout, ...errorResponses } },
    },
    async (request, reply) => {
      const { tokenHash } = accountOf(request).session;
      await revokeSession(db, clock, tokenHash);
      // This device's remember token ends too; the member's other devices keep theirs.
      await revokeDeviceRememberToken(db, clock, {
        sessionHash: tokenHash,
        token: rememberTokenOf(request),
      });
      clearRememberCookie(request, reply);
      return { value: { loggedOut: true as const } };
    },
  );
}
