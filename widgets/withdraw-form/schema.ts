import type { FromSchema } from 'json-schema-to-ts';

/** Settings of the withdrawal page. */
export const withdrawFormSettingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Withdrawals per page of the member's history. */
    historyPageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
      description: "Withdrawals shown per page of the member's history, newest first.",
    },
  },
} as const;

/** Withdrawal page settings. */
export type WithdrawFormSettings = FromSchema<typeof withdrawFormSettingsSchema>;
