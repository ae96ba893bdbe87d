import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the banner carousel. */
export const bannerCarouselSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Banner group to show; by default the current route's banner group (spec §2). */
    group: { type: 'string', pattern: '^w_[a-z]+$' },
  },
} as const;

/** Banner carousel settings. */
export type BannerCarouselSettings = FromSchema<typeof bannerCarouselSettingsSchema>;
