/**
 * The member's security settings that the cashier relies on (issue 14 items 3 and 5): an SMS
 * code to the member's own phone, the withdrawal password (set once, changed with the old one
 * or an SMS code) and the real name (set once; payout accounts are held in it).
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  memberSmsRequestSchema,
  paymentPasswordRequestSchema,
  realNameRequestSchema,
  withdrawalResponses,
} from '../../../../schemas/api/withdrawals.ts';
import type { Brand } from '../../../../schemas/brand.ts';
import { isFeatureEnabled, knownFlags } from '../../../../engine/core/flags.ts';
import { tidyName } from '../../../../engine/core/profile.ts';
import { checkField } from '../../../../engine/core/registration.ts';
import { apiError, fieldError } from '../../../kernel/errors.ts';
import { perMinute } from '../../../kernel/rate-limits.ts';
import { sealedBody } from '../../../kernel/validation.ts';
import { siteOf } from '../../brands/index.ts';
import { accountOf } from '../guard.ts';
import {
  assertNoProblems,
  checkPaymentPassword,
  newPaymentPasswordProblems,
  storePaymentPassword,
} from '../payment-password.ts';
import { members, type MemberRow } from '../tables.ts';
import {
  checkCode,
  checkSendLimits,
  sendCode,
  useCode,
  type CodePurpose,
} from '../verification-codes.ts';
import { clientIp, errorResponses, sendLimits, type AccountRouteOptions } from './context.ts';

/**
 * Whether changes to the member's money settings need an SMS code to their phone: the brand
 * sends SMS and the member has a number.
 */
export function smsGuarded(brand: Pick<Brand, 'features'>, member: Pick<MemberRow, 'mobile'>) {
  return isFeatureEnabled(brand.features, knownFlags.smsEnabled) && member.mobile !== null;
}

/**
 * Checks the SMS code for `purpose` sent to the member's phone, answering its id to use up in
 * the transaction of the change; `verificationCode: required` when none was given.
 */
export async function checkMemberCode(
  options: Pick<AccountRouteOptions, 'db' | 'clock'>,
  brandId: string,
  member: Pick<MemberRow, 'mobile'>,
  purpose: CodePurpose,
  code: string | undefined,
): Promise<number> {
  const typed = code?.trim();
  if (!typed) throw fieldError({ verificationCode: 'required' });
  if (!member.mobile) throw apiError('MISSING_PHONE');
  const { id } = await checkCode(options.db, options.clock, {
    brandId,
    purpose,
    recipient: member.mobile,
    code: typed,
  });
  return id;
}

/** Registers the member's security routes. */
export function memberSecurityRoutes(scope: FastifyInstance, options: AccountRouteOptions): void {
  const { db, clock, keys, sender, rateLimits } = options;
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();

  app.post(
    '/wps/verification/sms/member',
    {
      config: { access: 'member', ...perMinute(rateLimits.sms) },
      schema: {
        body: memberSmsRequestSchema,
        response: { 200: withdrawalResponses.smsSent, ...errorResponses },
      },
    },
    async (request) => {
      const site = siteOf(request);
      const { member } = accountOf(request);
      if (!isFeatureEnabled(site.brand.features, knownFlags.smsEnabled))
        throw apiError('OPERATION_NOT_ALLOWED');
      if (!member.mobile) throw apiError('MISSING_PHONE');
      const ip = clientIp(request);
      const recipient = member.mobile;
      await checkSendLimits(db, clock, { recipient, ip, limits: sendLimits(site.brand) });
      const minutes = site.brand.accounts.smsCodeMinutes;
      const what =
        request.body.purpose === 'payoutAccount'
          ? 'to bind a payout account'
          : 'to change your withdrawal password';
      await sendCode(db, clock, sender, {
        brandId: site.id,
        purpose: request.body.purpose,
        recipient,
        ip,
        validMinutes: minutes,
        text: (code) =>
          `${site.brand.name}: ${code} is your code ${what}. It expires in ${minutes} minutes. Do not share it.`,
      });
      return { value: { expiredMinutes: minutes } };
    },
  );

  app.post(
    '/wps/member/password/payment',
    {
      config: { access: 'member', ...perMinute(rateLimits.password) },
      preValidation: sealedBody(keys),
      schema: {
        body: paymentPasswordRequestSchema,
        response: { 200: withdrawalResponses.done, ...errorResponses },
      },
    },
    async (request) => {
      const site = siteOf(request);
      const { member } = accountOf(request);
      const input = request.body;
      const newPassword = input.newPassword.trim();
      assertNoProblems(
        newPaymentPasswordProblems(site.brand, newPassword, input.confirmNewPassword.trim()),
      );
      let codeId: number | undefined;
      if (member.paymentPasswordHash !== null) {
        if (input.oldPassword?.trim())
          await checkPaymentPassword(db, clock, member.id, input.oldPassword.trim(), 'oldPassword');
        else if (input.verificationCode !== undefined && smsGuarded(site.brand, member))
          codeId = await checkMemberCode(
            options,
            site.id,
            member,
            'paymentPassword',
            input.verificationCode,
          );
        else throw fieldError({ oldPassword: 'required' });
      }
      await db.transaction(async (tx) => {
        if (codeId !== undefined) await useCode(tx, clock, codeId);
        await storePaymentPassword(tx, member.id, newPassword);
      });
      return { value: true as const };
    },
  );

  app.post(
    '/wps/member/info/realName',
    {
      config: { access: 'member', ...perMinute(rateLimits.password) },
      schema: {
        body: realNameRequestSchema,
        response: { 200: withdrawalResponses.done, ...errorResponses },
      },
    },
    async (request) => {
      const { brand } = siteOf(request);
      const { member } = accountOf(request);
      const name = tidyName(request.body.payeeName);
      if (!name) throw fieldError({ payeeName: 'required' });
      const problem = checkField(name, brand.registration.fields.payeeName, true);
      if (problem) throw fieldError({ payeeName: problem.code });
      const updated = await db
        .update(members)
        .set({ payeeName: name })
        .where(and(eq(members.id, member.id), isNull(members.payeeName)))
        .returning({ id: members.id });
      if (updated.length === 0) throw apiError('REAL_NAME_SET');
      return { value: true as const };
    },
  );
}
