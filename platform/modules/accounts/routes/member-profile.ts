/**
 * The member center's profile page (`profile`, issue 14 item 5): the nickname, and binding a new
 * phone number or e-mail address with a code sent to it (contact-binding.ts). The real name is
 * set once by `POST /wps/member/info/realName` (member-security.ts). Members only: a trial
 * account gets `TRIAL_ACCOUNT`.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  bindEmailRequestSchema,
  bindMobileRequestSchema,
  emailCodeRequestSchema,
  mobileCodeRequestSchema,
  nicknameRequestSchema,
  securityResponses,
} from '../../../../schemas/api/account-security.ts';
import type { FieldErrorCode } from '../../../../schemas/api/errors.ts';
import type { Brand } from '../../../../schemas/brand.ts';
import { nicknameProblem, tidyName } from '../../../../engine/core/profile.ts';
import { sendsSmsCodes } from '../../../../engine/core/registration.ts';
import { fieldError } from '../../../kernel/errors.ts';
import { perMinute } from '../../../kernel/rate-limits.ts';
import { siteOf } from '../../brands/index.ts';
import {
  bindContact,
  checkNewEmail,
  checkNewMobile,
  sendBindingCode,
  type NewContact,
} from '../contact-binding.ts';
import { accountOf } from '../guard.ts';
import { members } from '../tables.ts';
import {
  clientIp,
  errorResponses,
  maskEmail,
  maskMobile,
  requireFeature,
  sendLimits,
  type AccountRouteOptions,
} from './context.ts';

/**
 * The contact of a checked request, or throws its field problems, together with those of the
 * code (`required`, `tooLong`) when one is asked for.
 */
function contactOrThrow(
  brand: Pick<Brand, 'constants'>,
  checked: { contact?: NewContact; problems?: Record<string, FieldErrorCode> },
  code?: string,
): NewContact {
  const problems = { ...checked.problems };
  if (code !== undefined) {
    const typed = code.trim();
    if (typed === '') problems.verificationCode = 'required';
    else if (typed.length > brand.constants.verificationCodeMaxLength)
      problems.verificationCode = 'tooLong';
  }
  if (Object.keys(problems).length > 0 || !checked.contact) throw fieldError(problems);
  return checked.contact;
}

/** Registers the profile routes. */
export function memberProfileRoutes(scope: FastifyInstance, options: AccountRouteOptions): void {
  const { db, clock, sender, rateLimits } = options;
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const membersOnly = { access: 'member' } as const;

  app.post(
    '/wps/member/info/nickname',
    {
      config: { ...membersOnly, ...perMinute(rateLimits.password) },
      schema: {
        body: nicknameRequestSchema,
        response: { 200: securityResponses.nickname, ...errorResponses },
      },
    },
    async (request) => {
      const { member } = accountOf(request);
      const problem = nicknameProblem(request.body.nickname);
      if (problem) throw fieldError({ nickname: problem.code });
      const nickname = tidyName(request.body.nickname);
      await db.update(members).set({ nickname }).where(eq(members.id, member.id));
      return { value: { nickname } };
    },
  );

  app.post(
    '/wps/verification/sms/bind',
    {
      config: { ...membersOnly, ...perMinute(rateLimits.sms) },
      schema: {
        body: mobileCodeRequestSchema,
        response: { 200: securityResponses.codeSent, ...errorResponses },
      },
    },
    async (request) => {
      const { brand } = siteOf(request);
      requireFeature(sendsSmsCodes(brand));
      const contact = contactOrThrow(brand, checkNewMobile(brand, request.body));
      const sent = await sendBindingCode(db, clock, sender, {
        brand,
        member: accountOf(request).member,
        contact,
        ip: clientIp(request),
        limits: sendLimits(brand),
      });
      return { value: { ...sent, sentTo: maskMobile(contact.value) } };
    },
  );

  app.post(
    '/wps/member/info/mobile',
    {
      config: { ...membersOnly, ...perMinute(rateLimits.password) },
      schema: {
        body: bindMobileRequestSchema,
        response: { 200: securityResponses.mobileBound, ...errorResponses },
      },
    },
    async (request) => {
      const { brand } = siteOf(request);
      requireFeature(sendsSmsCodes(brand));
      const { verificationCode } = request.body;
      const contact = contactOrThrow(brand, checkNewMobile(brand, request.body), verificationCode);
      await bindContact(db, clock, {
        member: accountOf(request).member,
        contact,
        code: verificationCode.trim(),
      });
      return { value: { mobile: maskMobile(contact.value) } };
    },
  );

  app.post(
    '/wps/verification/email/bind',
    {
      config: { ...membersOnly, ...perMinute(rateLimits.sms) },
      schema: {
        body: emailCodeRequestSchema,
        response: { 200: securityResponses.codeSent, ...errorResponses },
      },
    },
    async (request) => {
      const { brand } = siteOf(request);
      const contact = contactOrThrow(brand, checkNewEmail(brand, request.body.email));
      const sent = await sendBindingCode(db, clock, sender, {
        brand,
        member: accountOf(request).member,
        contact,
        ip: clientIp(request),
        limits: sendLimits(brand),
      });
      return { value: { ...sent, sentTo: maskEmail(contact.value) } };
    },
  );

  app.post(
    '/wps/member/info/email',
    {
      config: { ...membersOnly, ...perMinute(rateLimits.password) },
      schema: {
        body: bindEmailRequestSchema,
        response: { 200: securityResponses.emailBound, ...errorResponses },
      },
    },
    async (request) => {
      const { brand } = siteOf(request);
      const { verificationCode } = request.body;
      const contact = contactOrThrow(
        brand,
        checkNewEmail(brand, request.body.email),
        verificationCode,
      );
      await bindContact(db, clock, {
        member: accountOf(request).member,
        contact,
        code: verificationCode.trim(),
      });
      return { value: { email: maskEmail(contact.value) } };
    },
  );
}
