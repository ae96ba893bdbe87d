/**
 * The accounts module's access check (the mechanism is platform/kernel/access.ts): a route
 * with `config.access` reads its caller with `accountOf(request)`.
 * - `session`: any live session of the brand, trial accounts included (member info, balance,
 *   logout);
 * - `member`: a live session of a registered account; a trial account (isAgent 4) gets
 *   `TRIAL_ACCOUNT` (spec §6: account actions, favourites, game launches, member center);
 * - `agent`: a live session of an agent (isAgent 1, 2, 41 or 42); anyone else gets `NOT_AGENT`
 *   (spec §6 'Non-agents cannot log in'): the agent center.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { agentTypes, trialAgentType } from '../../../engine/core/roles.ts';
import { installAccessGuard } from '../../kernel/access.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { apiError } from '../../kernel/errors.ts';
import { siteOf } from '../brands/index.ts';
import { authenticate, bearerToken, type Account } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session and member on routes with `config.access`, else null. */
    account: Account | null;
  }
}

/** Guards the routes of `app` that declare `config.access` with the brand's sessions. */
export function installAccountGuard(
  app: FastifyInstance,
  options: { db: Database; clock: Clock },
): void {
  app.decorateRequest('account', null);
  installAccessGuard(app, async (request, access) => {
    const account = await authenticate(
      options.db,
      options.clock,
      siteOf(request).brand,
      bearerToken(request.headers.authorization),
    );
    if (access === 'member' && account.member.isAgent === trialAgentType)
      throw apiError('TRIAL_ACCOUNT');
    if (access === 'agent' && !agentTypes.includes(account.member.isAgent))
      throw apiError('NOT_AGENT');
    request.account = account;
  });
}

/** The caller of a guarded route. */
export function accountOf(request: FastifyRequest): Account {
  if (!request.account)
    throw apiError('UNKNOWN', { message: 'This route has no access guard configured' });
  return request.account;
}
