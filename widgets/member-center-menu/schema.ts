import type { FromSchema } from 'json-schema-to-ts';

/**
 * Settings of the member center's menu. Its entries and their order come from the brand's
 * `memberCenter.entries`, which the header's account menu lists too.
 */
export const memberCenterMenuSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    showTitle: {
      type: 'boolean',
      default: true,
      description:
        'Show the heading "Member center" above the entries (it stays for screen readers).',
    },
  },
} as const;

/** Member center menu settings. */
export type MemberCenterMenuSettings = FromSchema<typeof memberCenterMenuSettingsSchema>;
