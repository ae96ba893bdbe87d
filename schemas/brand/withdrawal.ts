/**
 * The cashier's withdrawal settings: the amounts and counts a member may withdraw, how many
 * payout accounts a member may bind, and the e-wallets and banks the brand pays out to.
 * Providers are a map keyed by id, so a child brand switches one off or drops it (`null`)
 * without repeating the rest.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { localizedTextSchema } from './texts.ts';

/** The kinds of payout account: an e-wallet (by its mobile number) or a bank account. */
export const payoutKinds = ['e-wallet', 'bank'] as const;

/** The largest amount any money setting takes, in minor units (one billion in major units). */
const maxAmountMinor = 100_000_000_000;

/** One e-wallet or bank the brand pays withdrawals out to. */
export const payoutProviderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'names'],
  description: 'An e-wallet or bank members can bind a payout account of and withdraw to.',
  properties: {
    kind: {
      type: 'string',
      enum: payoutKinds,
      description:
        'What the member binds: "e-wallet" (the account number is the mobile number of the wallet, checked like the registration mobile number) or "bank" (a bank account number of 6 to 20 digits).',
    },
    names: {
      ...localizedTextSchema,
      description:
        'The name members see ("GCash", "BDO Unibank"): one text for every language, or one per language code.',
    },
    enabled: {
      type: 'boolean',
      default: true,
      description:
        'Whether members can bind new accounts of this provider and withdraw to them. Default true.',
    },
    sort: {
      type: 'integer',
      minimum: 0,
      maximum: 999,
      default: 0,
      description: 'Position in lists: lower comes first, equal values go by id. Default 0.',
    },
  },
} as const;

/** One payout provider, with its defaults applied. */
export type PayoutProvider = FromSchema<typeof payoutProviderSchema>;

/** The withdrawal settings of a brand. */
export const withdrawalSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description:
    'Withdrawals: the amounts a member may take out per request, how often, and where to. All amounts are integer minor units of the brand currency.',
  properties: {
    minMinor: {
      type: 'integer',
      minimum: 1,
      maximum: maxAmountMinor,
      default: 10_000,
      description:
        'Smallest withdrawal, per request, in minor units (10000 is 100.00 PHP). At most "maxMinor". Default 10000.',
    },
    maxMinor: {
      type: 'integer',
      minimum: 1,
      maximum: maxAmountMinor,
      default: 5_000_000,
      description:
        'Largest withdrawal, per request, in minor units (5000000 is 50,000.00 PHP). Default 5000000.',
    },
    dailyCount: {
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 3,
      description:
        'The most withdrawals one member may request in any 24 hours (cancelled and rejected ones count too). Default 3.',
    },
    payoutAccountsMax: {
      type: 'integer',
      minimum: 1,
      maximum: 10,
      default: 3,
      description:
        'The most payout accounts (e-wallets and bank accounts together) a member may have bound at once. Default 3.',
    },
    reviewDays: {
      type: 'integer',
      minimum: 1,
      maximum: 30,
      default: 7,
      description:
        'Days the operator has to pay or reject a withdrawal. One still pending after that lapses and the amount is available to the member again. Default 7.',
    },
    providers: {
      type: 'object',
      default: {},
      maxProperties: 40,
      propertyNames: { pattern: '^[a-z0-9][a-z0-9-]{0,31}$' },
      additionalProperties: payoutProviderSchema,
      description:
        'E-wallets and banks by id (lower-case letters, digits and dashes, such as "gcash" or "bdo"), at most 40. A child brand switches an inherited one off with { "enabled": false } or removes it with null.',
    },
  },
} as const;

/** The withdrawal settings of a brand, with defaults applied. */
export type Withdrawal = FromSchema<typeof withdrawalSchema>;
