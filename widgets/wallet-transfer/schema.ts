import type { FromSchema } from 'json-schema-to-ts';

/**
 * Settings of "My wallet" (none: the wallets, what they hold and which vendors have one all come
 * from the platform).
 */
export const walletTransferSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** "My wallet" settings. */
export type WalletTransferSettings = FromSchema<typeof walletTransferSettingsSchema>;
