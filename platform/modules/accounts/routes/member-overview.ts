/**
 * The overview of the member center's "My account" page (`securityCenter`, spec §2): who the
 * member is, which protections are set, and the latest logins (login-history.ts).
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { securityResponses } from '../../../../schemas/api/account-security.ts';
import { accountOf } from '../guard.ts';
import { recentLogins } from '../login-history.ts';
import { errorResponses, maskEmail, maskMobile, type AccountRouteOptions } from './context.ts';

/** Registers the overview route. */
export function memberOverviewRoutes(scope: FastifyInstance, options: AccountRouteOptions): void {
  const { db, payoutAccounts } = options;
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();

  app.get(
    '/wps/member/security',
    {
      // `member`: a trial account gets TRIAL_ACCOUNT, as on every member-center call.
      config: { access: 'member' },
      schema: { response: { 200: securityResponses.overview, ...errorResponses } },
    },
    async (request) => {
      const { member, session } = accountOf(request);
      const [bound, lastLogins] = await Promise.all([
        payoutAccounts(member.id),
        recentLogins(db, member.id, session.tokenHash),
      ]);
      return {
        value: {
          account: member.username,
          nickname: member.nickname,
          realName: member.payeeName,
          mobile: member.mobile === null ? null : maskMobile(member.mobile),
          email: member.email === null ? null : maskEmail(member.email),
          registeredAt: member.createdAt.toISOString(),
          paymentPasswordSet: member.paymentPasswordHash !== null,
          payoutAccounts: bound,
          lastLogins,
        },
      };
    },
  );
}
