/**
 * The access guard mechanism every token route goes through. A route states what it needs in
 * its config (`config: { access: 'session' }` or `'member'`); the feature that knows callers
 * (the accounts module) supplies the check, which throws to refuse and otherwise records the
 * caller on the request. Only routes that ask for it pay for the guard.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What a route requires of its caller: `session`, any live session of the brand (trial
 * accounts included); `member`, a live session of a registered account.
 */
export type Access = 'session' | 'member';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes that need a token (see platform/kernel/access.ts). */
    access?: Access;
  }
}

/** Checks the caller of a route that declares `access`; throws the error to answer with. */
export type AccessCheck = (request: FastifyRequest, access: Access) => Promise<void>;

/**
 * Installs `check` at `onRequest` of every route that declares `config.access`, so a caller
 * who is refused never has its body read. Call before registering the routes it protects.
 */
export function installAccessGuard(app: FastifyInstance, check: AccessCheck): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) return;
    const guard = (request: FastifyRequest) => check(request, access);
    const existing = route.onRequest;
    route.onRequest = existing === undefined ? [guard] : [guard, ...[existing].flat()];
  });
}
