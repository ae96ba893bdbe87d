import type { FromSchema } from 'json-schema-to-ts';

/**
 * Settings of the profile page (none: what may be changed, and how, comes from the brand's
 * rules and the platform).
 */
export const memberProfileSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Profile page settings. */
export type MemberProfileSettings = FromSchema<typeof memberProfileSettingsSchema>;
