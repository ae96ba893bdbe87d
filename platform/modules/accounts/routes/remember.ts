/**
 * `POST /wps/session/remember`: a page that starts without a session exchanges the device's
 * remember token (HttpOnly cookie, remember-tokens.ts) for a new session and a new token. A
 * missing, unknown, expired or ended token gets `NOT_LOGGED_IN`, a token used twice ends every
 * remember token of its member, a locked member gets `ACCOUNT_LOCKED`; each refusal clears
 * the cookie.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { accountResponses } from '../../../../schemas/api/account.ts';
import type { ApiErrorCode } from '../../../../schemas/api/errors.ts';
import type { Session } from '../../../../schemas/api/account.ts';
import { apiError } from '../../../kernel/errors.ts';
import { perMinute } from '../../../kernel/rate-limits.ts';
import { siteOf } from '../../brands/index.ts';
import { memberById, passwordState } from '../members.ts';
import {
  claimRememberToken,
  clearRememberCookie,
  issueRememberToken,
  rememberTokenOf,
  setRememberCookie,
} from '../remember-tokens.ts';
import { openSession, sessionAnswer, tokenHash } from '../sessions.ts';
import { clientDevice, clientIp, errorResponses, type AccountRouteOptions } from './context.ts';

/** The exchange's outcome: a session and its new token, or the error to answer. */
type Exchange =
  | { ok: true; session: Session; token: string; expiresAt: Date }
  | { ok: false; code: ApiErrorCode };

/** Registers the remember-token exchange. */
export function rememberRoutes(scope: FastifyInstance, options: AccountRouteOptions): void {
  const { db, clock, rateLimits } = options;
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();

  app.post(
    '/wps/session/remember',
    {
      config: perMinute(rateLimits.login),
      schema: { response: { 200: accountResponses.session, ...errorResponses } },
    },
    async (request, reply) => {
      const site = siteOf(request);
      const { brand } = site;
      const token = rememberTokenOf(request);
      // One transaction, so that a failure after the claim does not burn the token; a reuse
      // is answered (not thrown) so that its revocations are kept.
      const exchange = await db.transaction(async (tx): Promise<Exchange> => {
        if (token === null) return { ok: false, code: 'NOT_LOGGED_IN' };
        const claim = await claimRememberToken(tx, clock, site.id, token);
        if (!claim.ok) return { ok: false, code: 'NOT_LOGGED_IN' };
        const member = await memberById(tx, claim.memberId);
        if (!member) return { ok: false, code: 'NOT_LOGGED_IN' };
        if (member.lockedAt !== null) return { ok: false, code: 'ACCOUNT_LOCKED' };
        const password = passwordState(member, brand, clock.now());
        const changePassword = member.passwordTemporary || password.expired;
        const opened = await openSession(tx, clock, {
          member,
          loginType: 'remember',
          changePassword,
          ip: clientIp(request),
          device: clientDevice(request),
        });
        const issued = await issueRememberToken(tx, clock, {
          member,
          sessionHash: tokenHash(opened.token),
          expiresAt: claim.expiresAt,
        });
        const session = sessionAnswer(opened, member, {
          changePassword,
          passwordExpired: password.expired,
        });
        return { ok: true, session, ...issued };
      });
      if (!exchange.ok) {
        clearRememberCookie(request, reply);
        throw apiError(exchange.code);
      }
      setRememberCookie(request, reply, exchange.token, exchange.expiresAt, clock.now());
      return { value: exchange.session };
    },
  );
}
