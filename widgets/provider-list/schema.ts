import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the provider list. */
export const providerListSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /**
     * The home lobby's carousel: autoplay (providerAutoplayMs) and loop. Off elsewhere, where
     * the list only moves with its arrows (spec §9 "loop only on home").
     */
    home: { type: 'boolean', default: true },
  },
} as const;

/** Provider list settings. */
export type ProviderListSettings = FromSchema<typeof providerListSettingsSchema>;
