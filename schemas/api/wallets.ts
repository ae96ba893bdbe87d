/**
 * The member's wallets (issue 14 item 4; spec §7 "Wallet and money"): the main wallet, which
 * deposits, withdrawals and seamless games use, and one wallet per transfer-wallet vendor of the
 * brand's catalog, which that vendor's games play from. Money moves between them only with
 * `POST /wps/relay/GCS_walletTransfer`, one ledger entry per move. Amounts are integer minor
 * units.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { envelope } from './envelope.ts';

const minor = { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 } as const;

/** A vendor code (catalog `vassalage`). */
const vendorCode = { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,31}$' } as const;

/** The main wallet's code in a transfer. */
export const mainWallet = 'main';

/** `from` of a transfer that empties every vendor wallet into the main one ("all back to main"). */
export const allWallets = 'all';

/** `GET /wps/member/info/funds/consolidated` and the answer of a transfer: where the money is. */
const fundsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'currency',
    'availableMinor',
    'reservedMinor',
    'incomingMinor',
    'walletsMinor',
    'totalMinor',
    'wallets',
  ],
  properties: {
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    /** Spendable in the main wallet now: bets, withdrawals and transfers take from it. */
    availableMinor: minor,
    /** Held in the main wallet by withdrawals waiting for the operator. */
    reservedMinor: minor,
    /** Deposits started and not paid yet. */
    incomingMinor: minor,
    /** In the vendors' wallets, all together. */
    walletsMinor: minor,
    /** Available plus reserved plus the vendors' wallets: the member's money on the site. */
    totalMinor: minor,
    /**
     * Every transfer-wallet vendor of the brand's catalog, in catalog order, with what its
     * wallet holds (0 before the first transfer); the name is in the request language.
     */
    wallets: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['vendor', 'name', 'gameType', 'balanceMinor'],
        properties: {
          vendor: vendorCode,
          name: { type: 'string', minLength: 1, maxLength: 100 },
          gameType: { type: 'string', minLength: 1, maxLength: 20 },
          balanceMinor: minor,
        },
      },
    },
  },
} as const;

/**
 * `POST /wps/relay/GCS_walletTransfer` (token): moves money between the main wallet and one
 * vendor's wallet, either way. Without `amountMinor` it moves everything `from` holds; `from`
 * `all` (only `to` `main`) empties every vendor wallet into the main one. A retry with the same
 * `requestId` answers the first transfer and moves nothing again.
 */
export const walletTransferRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['requestId', 'from', 'to'],
  properties: {
    requestId: { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' },
    from: { type: 'string', pattern: '^(main|all|[A-Z][A-Z0-9_]{0,31})$' },
    to: { type: 'string', pattern: '^(main|[A-Z][A-Z0-9_]{0,31})$' },
    amountMinor: { type: 'integer', minimum: 1, maximum: 1_000_000_000_000 },
  },
} as const;

/** The answers of the wallet calls. */
export const walletResponses = {
  funds: envelope(fundsSchema),
  walletTransfer: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['movedMinor', 'funds'],
    properties: {
      /** What this transfer moved (0: `all` found nothing to bring back). */
      movedMinor: minor,
      funds: fundsSchema,
    },
  }),
} as const;

/** Where the member's money is. */
export type Funds = FromSchema<typeof fundsSchema>;
/** One vendor's wallet. */
export type VendorWallet = Funds['wallets'][number];
/** A transfer between wallets, as asked. */
export type WalletTransferRequest = FromSchema<typeof walletTransferRequestSchema>;
/** A transfer's answer: what moved and where the money is now. */
export type WalletTransfer = FromSchema<(typeof walletResponses)['walletTransfer']>['value'];
