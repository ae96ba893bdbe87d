import type { FeatureNode } from '../../schemas/brand.ts';
import type { Role, VisibleWhen } from '../../schemas/common.ts';
import { isFeatureEnabled } from './flags.ts';

/** What a visibility condition is evaluated against. */
export interface VisibilityContext {
  features: readonly FeatureNode[];
  role: Role;
}

/** True when every key of `condition` holds (no condition: always visible). */
export function isVisible(condition: VisibleWhen | undefined, context: VisibilityContext): boolean {
  if (!condition) return true;
  if (condition.flag !== undefined) {
    const negated = condition.flag.startsWith('!');
    const name = negated ? condition.flag.slice(1) : condition.flag;
    if (isFeatureEnabled(context.features, name) === negated) return false;
  }
  if (condition.roles && !condition.roles.includes(context.role)) return false;
  if (condition.loggedIn !== undefined && condition.loggedIn !== (context.role !== 'visitor'))
    return false;
  return true;
}

/** The feature name a condition's `flag` refers to, without its negation. */
export function flagName(flag: string): string {
  return flag.startsWith('!') ? flag.slice(1) : flag;
}
