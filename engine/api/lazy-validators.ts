import type { LazyValidator, Validator } from './http.ts';
import type * as MemberValidatorModule from './member-validators.generated.js';
import type * as VisitorValidatorModule from './visitor-validators.generated.js';

/** A validator module's validator named `K`, loaded with the first call that needs it. */
type LazyOf<M, K extends keyof M> = LazyValidator<M[K] extends Validator<infer T> ? T : never>;

/** For `call`: the validators of one module, which loads while its first request is on its way. */
function lazyModule<M>(load: () => Promise<M>) {
  return <K extends Exclude<keyof M, 'validateApiError'>>(name: K): LazyOf<M, K> => ({
    load: async () => (await load())[name] as never,
  });
}

/**
 * The calls a visitor's pages make (the permission, notices, banners, menus, lanes, rows, hot
 * games, winners). The server's render answers them for the first screen, so the home route
 * does not carry their module (README "Size").
 */
export const visitorValidator = lazyModule<typeof VisitorValidatorModule>(
  () => import('./visitor-validators.generated.js'),
);

/**
 * The calls a visitor's first screen does not make (sessions, registration and recovery, the
 * member's account, security and games).
 */
export const memberValidator = lazyModule<typeof MemberValidatorModule>(
  () => import('./member-validators.generated.js'),
);
