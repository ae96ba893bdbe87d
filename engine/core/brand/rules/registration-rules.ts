/**
 * Brand rules on registration: field settings a player can register with.
 */
import { pointerTo } from './rule-helpers.ts';
import type { BrandRule } from './rule-types.ts';

/**
 * Rule `registration-field`: registration field settings that someone could actually register with.
 */
export const registrationFieldRule: BrandRule = {
  id: 'registration-field',
  run({ brand, report }) {
    for (const [name, rule] of Object.entries(brand.registration?.fields ?? {})) {
      if (!rule) continue;
      if (rule.minLength > rule.maxLength) {
        report(
          pointerTo('registration', 'fields', name, 'minLength'),
          'field-length-range',
          `Field "${name}" has minLength ${rule.minLength} above maxLength ${rule.maxLength}.`,
        );
      }
      if (rule.required && !rule.enabled) {
        report(
          pointerTo('registration', 'fields', name, 'required'),
          'field-required-disabled',
          `Field "${name}" is required but not enabled, so nobody could register.`,
        );
      }
      if (rule.acceptedPattern !== undefined && rule.acceptedPattern !== '*') {
        try {
          new RegExp(rule.acceptedPattern, 'u');
        } catch (error) {
          report(
            pointerTo('registration', 'fields', name, 'acceptedPattern'),
            'invalid-pattern',
            `acceptedPattern of "${name}" is not a valid regular expression: ${(error as Error).message}.`,
          );
        }
      }
    }
  },
};
