import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the notice strip. */
export const noticeStripSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Which announcement group to show (spec §3 notice response groups). */
    group: { type: 'string', enum: ['player', 'banners', 'promotion', 'help'], default: 'player' },
  },
} as const;

/** Notice strip settings. */
export type NoticeStripSettings = FromSchema<typeof noticeStripSettingsSchema>;
