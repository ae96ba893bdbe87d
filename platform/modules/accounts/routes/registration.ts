/**
 * Registration (spec §4 "Registration", §5, §7): the field settings and countries the form is
 * built from, the affiliate check, the registration SMS, and the two registration calls. Both
 * registrations log the new member in and run in one transaction: a failure leaves no account.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accountResponses,
  affiliateCheckQuerySchema,
  registerMobileRequestSchema,
  registerRequestSchema,
  registrationTextFields,
  smsRegisterRequestSchema,
  type CountryCodes,
  type RegisterMobileRequest,
  type RegisterRequest,
  type Session,
} from '../../../../schemas/api/account.ts';
import type { FieldErrorCode } from '../../../../schemas/api/errors.ts';
import { countryDialingCodes, e164 } from '../../../../engine/core/phone.ts';
import {
  registrationModes,
  sendsSmsCodes,
  type RegistrationMode,
} from '../../../../engine/core/registration.ts';
import { perMinute } from '../../../kernel/rate-limits.ts';
import { apiError, fieldError } from '../../../kernel/errors.ts';
import { siteOf } from '../../brands/index.ts';
import { checkCaptcha, captchaCookie } from '../captcha.ts';
import {
  agentByAffiliateCode,
  insertMember,
  memberByMobile,
  memberByReferralCode,
  memberByUsername,
  newAccountName,
  takenField,
  uniqueViolation,
} from '../members.ts';
import { hashPassword } from '../passwords.ts';
import { checkRegistrationForm, formValues, validMobileFor } from '../registration.ts';
import { openSession, sessionAnswer } from '../sessions.ts';
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

/** Registers the registration routes. */
export function registrationRoutes(scope: FastifyInstance, options: AccountRouteOptions): void {
  const { db, clock, keys, human, sender, rateLimits } = options;
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();

  app.get(
    '/wps/system/setting/register',
    { schema: { response: { 200: accountResponses.registerSettings, ...errorResponses } } },
    async (request) => ({ value: { fields: siteOf(request).brand.registration.fields } }),
  );

  app.get(
    '/wps/system/countryCodes',
    { schema: { response: { 200: accountResponses.countryCodes, ...errorResponses } } },
    async (request) => {
      const value: CountryCodes = countryDialingCodes(siteOf(request).brand.registration.countries);
      return { value };
    },
  );

  app.get(
    '/wps/agent/affiliate',
    {
      config: perMinute(rateLimits.lookup),
      schema: {
        querystring: affiliateCheckQuerySchema,
        response: { 200: accountResponses.affiliateCheck, ...errorResponses },
      },
    },
    async (request) => {
      const code = request.query.code.trim();
      const agent = await agentByAffiliateCode(db, siteOf(request).id, code);
      return { value: { valid: agent !== undefined } };
    },
  );

  app.post(
    '/wps/verification/sms/register',
    {
      config: perMinute(rateLimits.sms),
      schema: {
        body: smsRegisterRequestSchema,
        response: { 200: accountResponses.smsSent, ...errorResponses },
      },
    },
    async (request) => {
      const site = siteOf(request);
      const { brand } = site;
      // Codes are needed by mobile registration, or by username registration with SMS on.
      requireFeature(sendsSmsCodes(brand));
      const input = request.body;
      if (!validMobileFor(brand, input.countryDialingCode, input.mobileNo))
        throw fieldError({ mobileNo: 'invalidPhone' });
      await human.verify(site.id, input.altcha);
      const recipient = e164(input.countryDialingCode, input.mobileNo);
      if (await memberByMobile(db, site.id, recipient)) throw fieldError({ mobileNo: 'taken' });
      const ip = clientIp(request);
      await checkSendLimits(db, clock, { recipient, ip, limits: sendLimits(brand) });
      const minutes = brand.accounts.smsCodeMinutes;
      await sendCode(db, clock, sender, {
        brandId: site.id,
        purpose: 'register',
        recipient,
        ip,
        validMinutes: minutes,
        text: (code) =>
          `${brand.name}: ${code} is your registration code. It expires in ${minutes} minutes. Do not share it.`,
      });
      return {
        value: {
          expiredMinutes: minutes,
          message: `A verification code was sent to ${maskMobile(recipient)}. It expires in ${minutes} minutes.`,
        },
      };
    },
  );

  const register = async (
    request: FastifyRequest,
    mode: RegistrationMode,
    input: RegisterRequest | RegisterMobileRequest,
  ): Promise<Session> => {
    const site = siteOf(request);
    const { brand } = site;
    const texts: Partial<Record<(typeof registrationTextFields)[number], string>> = {};
    for (const name of registrationTextFields) {
      const value = input[name];
      if (value !== undefined) texts[name] = value;
    }
    const values = formValues(texts);
    const form = checkRegistrationForm(brand, mode, values, input.countryDialingCode);
    const code = values.verificationCode ?? '';
    if (
      form.has('verificationCode') &&
      form.problems.verificationCode === undefined &&
      code.length > brand.constants.verificationCodeMaxLength
    )
      form.problems.verificationCode = 'tooLong';
    if (Object.keys(form.problems).length > 0) throw fieldError(form.problems);

    await human.verify(site.id, input.altcha);
    if (form.has('captcha')) {
      await checkCaptcha(db, clock, {
        brandId: site.id,
        id: request.cookies[captchaCookie],
        answer: values.captcha ?? '',
      });
    }
    let codeId: number | null = null;
    if (form.has('verificationCode')) {
      // The form makes the mobile number required whenever it asks for a code.
      if (form.mobile === null) throw fieldError({ mobileNum: 'required' });
      ({ id: codeId } = await checkCode(db, clock, {
        brandId: site.id,
        purpose: 'register',
        recipient: form.mobile,
        code,
      }));
    }

    const affiliateCode = trimmed(input.affiliateCode);
    const upline = affiliateCode ? await agentByAffiliateCode(db, site.id, affiliateCode) : null;
    if (upline === undefined) throw apiError('INVALID_INVITATION_CODE');
    const referralCode = trimmed(input.referralCode);
    // An unknown referral code is ignored: it only credits a referrer when one exists.
    const referrer = referralCode ? await memberByReferralCode(db, site.id, referralCode) : null;

    // Friendly answers for the common case; the unique indexes decide under races.
    const taken: Record<string, FieldErrorCode> = {};
    if (mode === 'register' && (await memberByUsername(db, site.id, values.username ?? '')))
      taken.username = 'taken';
    if (form.mobile !== null && (await memberByMobile(db, site.id, form.mobile)))
      taken.mobileNum = 'taken';
    if (Object.keys(taken).length > 0) throw fieldError(taken);

    const password = form.has('password') ? (values.password ?? '') : '';
    const paymentPassword = form.has('paymentPassword') ? (values.paymentPassword ?? '') : '';
    const passwordHash = password ? await hashPassword(password) : null;
    const paymentPasswordHash = paymentPassword ? await hashPassword(paymentPassword) : null;
    const optional = (name: keyof typeof values) =>
      form.has(name) && values[name] ? values[name] : null;
    const now = clock.now();
    const changePassword = password !== '' && password === brand.accounts.defaultPassword;
    try {
      return await db.transaction(async (tx) => {
        if (codeId !== null) await useCode(tx, clock, codeId);
        const username =
          mode === 'register' ? (values.username ?? '') : await newAccountName(tx, site.id, 'm');
        const member = await insertMember(tx, brand, {
          brandId: site.id,
          username,
          passwordHash,
          passwordChangedAt: passwordHash ? now : null,
          mobile: form.mobile,
          email: optional('email'),
          payeeName: optional('payeeName'),
          paymentPasswordHash,
          qqNum: optional('qqNum'),
          line: optional('line'),
          whatsapp: optional('whatsapp'),
          zalo: optional('zalo'),
          facebook: optional('facebook'),
          wechat: optional('wechat'),
          idNumber: optional('idNumber'),
          recommenderId: optional('recommenderId'),
          uplineId: upline?.id ?? null,
          referredById: referrer?.id ?? null,
          domain: trimmed(input.domain) || null,
          registerUrl: 'registerUrl' in input ? trimmed(input.registerUrl) || null : null,
          registerMethod: 'registerMethod' in input ? (input.registerMethod ?? null) : null,
          registerIp: clientIp(request),
          createdAt: now,
        });
        const opened = await openSession(tx, clock, {
          member,
          loginType: 'register',
          changePassword,
          ip: clientIp(request),
          device: clientDevice(request),
        });
        return sessionAnswer(opened, member, { changePassword, passwordExpired: false });
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      const field = constraint === null ? null : takenField(constraint);
      if (field) throw fieldError({ [field]: 'taken' });
      throw error;
    }
  };

  const routeOptions = <Body extends object>(body: Body) => ({
    config: perMinute(rateLimits.register),
    preValidation: sealedBody(keys),
    schema: { body, response: { 200: accountResponses.session, ...errorResponses } },
  });
  app.put('/wps/member/register', routeOptions(registerRequestSchema), async (request) => {
    requireFeature(registrationModes(siteOf(request).brand).includes('register'));
    return { value: await register(request, 'register', request.body) };
  });
  app.put(
    '/wps/member/register/mobile',
    routeOptions(registerMobileRequestSchema),
    async (request) => {
      requireFeature(registrationModes(siteOf(request).brand).includes('registerMobile'));
      return { value: await register(request, 'registerMobile', request.body) };
    },
  );
}
