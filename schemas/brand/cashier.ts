/**
 * The cashier's payment channels: how players of a brand can pay money in (e-wallet gateways,
 * bank transfer, QR Ph), with their limits, fees and receiving accounts. Channels are a map
 * keyed by channel id, so a child brand switches one off (`{ "enabled": false }`), drops it
 * (`null`) or changes one setting without repeating the rest.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { localizedTextSchema } from './texts.ts';
import { withdrawalSchema } from './withdrawal.ts';

/** The kinds of payment channel: how the player pays and what the channel needs for it. */
export const channelKinds = ['gateway', 'bank-transfer', 'qr'] as const;

/** The largest amount any money setting takes, in minor units (one billion in major units). */
const maxAmountMinor = 100_000_000_000;

/** The receiving bank account of a bank-transfer channel. */
const bankAccountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bankName', 'accountName', 'accountNumber'],
  description:
    'The bank account players transfer their deposit to, shown to them in the cashier. Required when "kind" is "bank-transfer", not allowed otherwise.',
  properties: {
    bankName: {
      type: 'string',
      minLength: 2,
      maxLength: 80,
      description: 'Name of the receiving bank, as players find it in their banking app.',
    },
    accountName: {
      type: 'string',
      minLength: 2,
      maxLength: 80,
      description: 'Name the receiving account is registered under, usually the merchant company.',
    },
    accountNumber: {
      type: 'string',
      pattern: '^[0-9][0-9 -]{2,32}[0-9]$',
      description:
        'Number of the receiving account: digits, optionally grouped with spaces or dashes ("0000-1234-5678"), 4 to 34 characters.',
    },
  },
} as const;

/** The merchant data a QR Ph channel's code carries. */
const qrSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['merchantName', 'merchantCity', 'acquirerBic', 'merchantId'],
  description:
    'What the QR Ph code players scan carries about the merchant. Required when "kind" is "qr", not allowed otherwise.',
  properties: {
    merchantName: {
      type: 'string',
      minLength: 1,
      maxLength: 25,
      pattern: '^[!-~][ -~]*$',
      description:
        "Merchant name the payer's app shows after scanning: at most 25 characters (the EMVCo QR limit), Latin letters, digits, spaces and punctuation only.",
    },
    merchantCity: {
      type: 'string',
      minLength: 1,
      maxLength: 15,
      pattern: '^[!-~][ -~]*$',
      description:
        'City of the merchant in the code: at most 15 characters (the EMVCo QR limit), Latin letters, digits, spaces and punctuation only.',
    },
    acquirerBic: {
      type: 'string',
      pattern: '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$',
      description:
        'SWIFT code (BIC) of the bank or e-money issuer that acquires the QR Ph payments, as it issued the merchant account ("RCBCPHMMXXX").',
    },
    merchantId: {
      type: 'string',
      pattern: '^[A-Za-z0-9]{1,25}$',
      description:
        'The merchant (store) identifier the acquirer issued for QR Ph: 1 to 25 letters or digits.',
    },
    merchantCategoryCode: {
      type: 'string',
      pattern: '^[0-9]{4}$',
      default: '7995',
      description:
        'ISO 18245 merchant category code the code carries; default "7995" (betting, including lottery tickets and casino chips).',
    },
  },
} as const;

/** One payment channel of the cashier. */
export const cashierChannelSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'names', 'minMinor', 'maxMinor', 'currencies'],
  description:
    'One way players can deposit. All amounts are integer minor units of the currency (centavos for PHP: 10000 is 100.00).',
  properties: {
    kind: {
      type: 'string',
      enum: channelKinds,
      description:
        'How the player pays: "gateway" (sent to a payment provider such as an e-wallet), "bank-transfer" (transfers to the account in "bankAccount") or "qr" (scans a QR Ph code made from "qr" with any bank or e-wallet app).',
    },
    names: {
      ...localizedTextSchema,
      description:
        'The name players see on the channel: one text for every language, or one per language code ({ "EN": "Bank transfer", "TY": "Paglipat sa bangko" }). Every supported language needs a name.',
    },
    minMinor: {
      type: 'integer',
      minimum: 1,
      maximum: maxAmountMinor,
      description:
        'Smallest deposit through this channel, per transaction, in minor units (10000 is 100.00 PHP). At most "maxMinor".',
    },
    maxMinor: {
      type: 'integer',
      minimum: 1,
      maximum: maxAmountMinor,
      description:
        'Largest deposit through this channel, per transaction, in minor units (5000000 is 50,000.00 PHP). At least "minMinor".',
    },
    presetsMinor: {
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: maxAmountMinor },
      maxItems: 8,
      uniqueItems: true,
      default: [],
      description:
        'Amounts the cashier offers as one-tap buttons, in minor units, in the order shown (up to 8, each between "minMinor" and "maxMinor"). Empty: no buttons, the player types the amount.',
    },
    fee: {
      type: 'object',
      additionalProperties: false,
      default: {},
      description:
        'The fee of a deposit: "fixedMinor" plus "percentBasisPoints" of the amount, at most "maxMinor". No fee by default.',
      properties: {
        percentBasisPoints: {
          type: 'integer',
          minimum: 0,
          maximum: 10000,
          default: 0,
          description:
            'Percentage part of the fee in basis points (hundredths of a percent): 150 is 1.5 %, 10000 is 100 %. Default 0.',
        },
        fixedMinor: {
          type: 'integer',
          minimum: 0,
          maximum: maxAmountMinor,
          default: 0,
          description:
            'Fixed part of the fee per deposit, in minor units (1500 is 15.00 PHP). Default 0.',
        },
        maxMinor: {
          type: 'integer',
          minimum: 0,
          maximum: maxAmountMinor,
          description:
            'Cap on the whole fee per deposit, in minor units; at least "fixedMinor". Leave it out for no cap.',
        },
        paidBy: {
          type: 'string',
          enum: ['player', 'merchant'],
          default: 'player',
          description:
            'Who bears the fee: "player" (paid on top of the deposit amount) or "merchant" (the merchant absorbs it; the player pays the amount only). Default "player".',
        },
      },
    },
    dailyCount: {
      type: 'integer',
      minimum: 1,
      maximum: 1000,
      default: 10,
      description:
        'The most deposits one member may start through this channel in any 24 hours (1 to 1000). Default 10.',
    },
    currencies: {
      type: 'array',
      items: { type: 'string', pattern: '^[A-Z]{3}$' },
      minItems: 1,
      uniqueItems: true,
      description:
        'Currencies the channel accepts, as ISO 4217 codes (["PHP"]). A brand has one currency, so this is the brand\'s "currency.code".',
    },
    enabled: {
      type: 'boolean',
      default: true,
      description:
        'Whether players see and can use the channel. A child brand switches an inherited channel off with { "enabled": false }. Default true.',
    },
    sort: {
      type: 'integer',
      minimum: 0,
      maximum: 999,
      default: 0,
      description:
        'Position in the cashier: lower comes first, equal values go by channel id. Default 0.',
    },
    bankAccount: bankAccountSchema,
    qr: qrSchema,
  },
  // Each kind carries its own data: the bank account of a bank transfer, the merchant data of a
  // QR code. `properties` in `then` only names the key for AJV's strictRequired.
  allOf: [
    {
      if: { properties: { kind: { const: 'bank-transfer' } }, required: ['kind'] },
      then: {
        properties: { bankAccount: { type: 'object' } },
        required: ['bankAccount'],
        description: 'A "bank-transfer" channel needs the account players pay into.',
      },
      else: {
        properties: {
          bankAccount: {
            not: {},
            description:
              '"bankAccount" belongs to a channel of kind "bank-transfer" only: remove it, or change "kind".',
          },
        },
      },
    },
    {
      if: { properties: { kind: { const: 'qr' } }, required: ['kind'] },
      then: {
        properties: { qr: { type: 'object' } },
        required: ['qr'],
        description: 'A "qr" channel needs the merchant data its QR Ph code carries.',
      },
      else: {
        properties: {
          qr: {
            not: {},
            description:
              '"qr" belongs to a channel of kind "qr" only: remove it, or change "kind".',
          },
        },
      },
    },
  ],
} as const;

/** One payment channel, with its defaults applied. */
export type CashierChannel = FromSchema<typeof cashierChannelSchema>;

/** The cashier settings of a brand: its payment channels and withdrawals. */
export const cashierSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description:
    'The cashier: the payment channels players of this brand deposit through, and its withdrawal settings.',
  properties: {
    channels: {
      type: 'object',
      default: {},
      maxProperties: 20,
      propertyNames: { pattern: '^[a-z0-9][a-z0-9-]{0,31}$' },
      additionalProperties: cashierChannelSchema,
      description:
        'Payment channels by id (lower-case letters, digits and dashes, up to 32 characters, such as "gcash" or "bank"), at most 20. A child brand changes one setting of an inherited channel, switches it off with { "enabled": false }, or removes it with null.',
    },
    withdrawal: withdrawalSchema,
  },
} as const;

/** The cashier settings of a brand. */
export type Cashier = FromSchema<typeof cashierSchema>;
