/**
 * The access guard every token route goes through. A route states what it needs in its
 * config (`config: { access: 'session' }` or `'member'`) and reads the caller with
 * `accountOf(request)`:
 * - `session`: any live session of the brand, trial accounts included (member info, balance,
 *   logout);
 * - `member`: a live session of a registered account; a trial account (isAgent 4) gets
 *   `TRIAL_ACCOUNT` (spec §6: account actions, favourites, game launches, member center).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { trialAgentType } from '../engine/core/roles.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import { apiError } from './errors.ts';
import { siteOf } from './http.ts';
import { authenticate, bearerToken, type Account } from './services/sessions.ts';

/** What a route requires of its caller. */
export type Access = 'session' | 'member';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes that need a token (see platform/access.ts). */
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller's session and member on routes with `config.access`, else null. */
    account: Account | null;
  }
}

/** Installs the guard on `app`; call before registering the routes it protects. */
export function installAccessGuard(
  app: FastifyInstance,
  options: { db: Database; clock: Clock },
): void {
  app.decorateRequest('account', null);
  const guard = async (request: FastifyRequest): Promise<void> => {
    const access = request.routeOptions.config.access;
    if (access === undefined) return;
    const account = await authenticate(
      options.db,
      options.clock,
      siteOf(request).brand,
      bearerToken(request.headers.authorization),
    );
    if (access === 'member' && account.member.isAgent === trialAgentType)
      throw apiError('TRIAL_ACCOUNT');
    request.account = account;
  };
  // Only routes that ask for it pay for the guard (the lobby's catalog calls do not).
  app.addHook('onRoute', (route) => {
    if (route.config?.access === undefined) return;
    const existing = route.onRequest;
    route.onRequest = existing === undefined ? [guard] : [guard, ...[existing].flat()];
  });
}

/** The caller of a guarded route. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account)
    throw apiError('UNKNOWN', { message: 'This route has no access guard configured' });
  return request.account;
}
