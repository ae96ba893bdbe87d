import type { FieldRule } from '../../schemas/brand.ts';
import { checkField, patternIds, patternTests, type FieldProblem } from './registration.ts';

/**
 * The nickname rule, the same on the platform and the profile page (registration has no
 * nickname field: a new member's nickname is their account name): 1 to 20 characters, letters
 * of any script, digits, spaces, dots, dashes and underscores, starting with a letter or digit.
 */
export const nicknameRule: FieldRule = {
  enabled: true,
  required: true,
  patternId: 0,
  minLength: 1,
  maxLength: 20,
  acceptedPattern: '[\\p{L}\\p{M}\\p{N}][\\p{L}\\p{M}\\p{N} ._-]*',
};

/** A name as it is stored: trimmed, runs of spaces made one (nicknames and real names). */
export function tidyName(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** What is wrong with a typed nickname (tidied first), or null when it may be stored. */
export function nicknameProblem(text: string): FieldProblem | null {
  return checkField(tidyName(text), nicknameRule, true);
}

/**
 * What is wrong with a typed e-mail address (trimmed first) to bind to an account: the brand's
 * e-mail rule (`rule`, whether registration shows the field or not), and it must be an address
 * a message can go to even when the rule is as loose as `*`; null when it may be bound.
 */
export function emailProblem(rule: FieldRule, text: string): FieldProblem | null {
  const value = text.trim();
  const problem = checkField(value, rule, true);
  if (problem) return problem;
  if (patternTests[patternIds.email]!(value)) return null;
  return { code: 'pattern', patternId: patternIds.email, min: rule.minLength, max: rule.maxLength };
}
