import type { LazyValidator, Validator } from './http.ts';
import type * as MemberValidatorModule from './member-validators.generated.js';

type MemberValidators = typeof MemberValidatorModule;

/**
 * The validator of a call a visitor's first screen does not make (sessions, registration and
 * recovery, the member's account, security and games), for `call`. Their module loads with the
 * first such call, so the home route does not carry it (README "Size").
 */
export function memberValidator<K extends Exclude<keyof MemberValidators, 'validateApiError'>>(
  name: K,
): LazyValidator<MemberValidators[K] extends Validator<infer T> ? T : never> {
  return {
    load: async () => (await import('./member-validators.generated.js'))[name] as never,
  };
}
