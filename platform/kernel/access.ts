/**
 * The guards routes go through before their handler.
 * - The access guard: a route states what it needs of its caller in its config
 *   (`config: { access: 'session' }`, `'member'` or `'agent'`); the feature that knows callers (the
 *   accounts module) supplies the check, which throws to refuse and otherwise records the
 *   caller on the request. Only routes that ask for it pay for the guard.
 * - The status guard: the system status (maintenance, region restriction) refuses every route
 *   the composition root selects (the player API), except the routes that declare
 *   `config: { anyStatus: true }` (the status call itself). The feature that knows the status
 *   (the content module) supplies the check. It runs before the access guard.
 */
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';

/**
 * What a route requires of its caller: `session`, any live session of the brand (trial
 * accounts included); `member`, a live session of a registered account; `agent`, a live
 * session of an agent.
 */
export type Access = 'session' | 'member' | 'agent';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes that need a token (see platform/kernel/access.ts). */
    access?: Access;
    /** Set on routes that answer during maintenance and region restriction too. */
    anyStatus?: boolean;
  }
}

/** Checks the caller of a route that declares `access`; throws the error to answer with. */
export type AccessCheck = (request: FastifyRequest, access: Access) => Promise<void>;

/**
 * Checks that the system status lets the caller through; throws the error to answer with. It
 * runs on every player call, so it is synchronous: the status is kept in memory.
 */
export type StatusCheck = (request: FastifyRequest) => void;

/** Puts `guard` first among the `onRequest` hooks of `route`. */
function runFirst(route: RouteOptions, guard: onRequestHookHandler): void {
  const existing = route.onRequest;
  route.onRequest = existing === undefined ? [guard] : [guard, ...[existing].flat()];
}

/**
 * Installs `check` at `onRequest` of every route that declares `config.access`, so a caller
 * who is refused never has its body read. Call before registering the routes it protects.
 */
export function installAccessGuard(app: FastifyInstance, check: AccessCheck): void {
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (access === undefined) return;
    runFirst(route, async (request) => check(request, access));
  });
}

/**
 * Installs `check` at `onRequest` of every route whose path `gated` selects, except those that
 * declare `config.anyStatus`. Call after `installAccessGuard` (the status is checked first: a
 * visitor during maintenance learns of the maintenance, not that a login is needed) and before
 * registering the routes it protects.
 */
export function installStatusGuard(
  app: FastifyInstance,
  check: StatusCheck,
  gated: (path: string) => boolean,
): void {
  app.addHook('onRoute', (route) => {
    if (route.config?.anyStatus === true || !gated(route.url)) return;
    // A callback hook: a promise per call would cost every player call its share.
    runFirst(route, (request, _reply, done) => {
      try {
        check(request);
      } catch (error) {
        done(error as Error);
        return;
      }
      done();
    });
  });
}
