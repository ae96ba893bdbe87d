/**
 * The member's wallets (spec §7; member center `transferFund`; ADR 0024): consolidated funds
 * (`GET /wps/member/info/funds/consolidated`) and transfers between the main wallet and the
 * wallet of each transfer-wallet vendor (`POST /wps/relay/GCS_walletTransfer`), whose games
 * play from it. "All back to main" is a transfer from `all`: one entry per vendor wallet that
 * holds money. A retry with the same `requestId` answers the first transfer.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  allWallets,
  mainWallet,
  walletResponses,
  walletTransferRequestSchema,
  type Funds,
} from '../../../schemas/api/wallets.ts';
import type { Database } from '../../kernel/db/client.ts';
import { fieldError } from '../../kernel/errors.ts';
import { perMinute } from '../../kernel/rate-limits.ts';
import { accountOf, errorResponses } from '../accounts/index.ts';
import { requestLanguage } from '../brands/index.ts';
import { gameVendors, localName } from '../catalog/index.ts';
import { memberFunds, transferBetweenWallets, vendorWallets } from '../ledger/index.ts';
import type { CashierRouteOptions } from './routes.ts';

/** At most this many wallet transfers per member and minute. */
export const walletTransfersPerMinute = 30;

/** The catalog's transfer-wallet vendors, in catalog order. */
function transferVendors(db: Database) {
  return db
    .select({
      vassalage: gameVendors.vassalage,
      names: gameVendors.names,
      gameType: gameVendors.gameType,
    })
    .from(gameVendors)
    .where(eq(gameVendors.wallet, 'transfer'))
    .orderBy(asc(gameVendors.sort), asc(gameVendors.vassalage));
}

/**
 * Where the member's money is: the main wallet's figures and every transfer-wallet vendor's
 * wallet (0 before its first transfer), plus any vendor wallet still holding money whose vendor
 * no longer uses one, so nothing the member owns is ever hidden.
 */
export async function fundsOf(db: Database, memberId: number, language: string): Promise<Funds> {
  const funds = await memberFunds(db, memberId);
  const held = new Map(funds.wallets.map((wallet) => [wallet.vendor, wallet.balanceMinor]));
  const vendors = await transferVendors(db);
  const listed = new Set(vendors.map((vendor) => vendor.vassalage));
  const wallets = vendors.map((vendor) => ({
    vendor: vendor.vassalage,
    name: localName(vendor.names, language, vendor.vassalage),
    gameType: vendor.gameType,
    balanceMinor: Number(held.get(vendor.vassalage) ?? 0n),
  }));
  for (const wallet of funds.wallets)
    if (!listed.has(wallet.vendor) && wallet.balanceMinor > 0n) {
      const [vendor] = await db
        .select()
        .from(gameVendors)
        .where(eq(gameVendors.vassalage, wallet.vendor));
      wallets.push({
        vendor: wallet.vendor,
        name: vendor ? localName(vendor.names, language, vendor.vassalage) : wallet.vendor,
        gameType: vendor?.gameType ?? 'RNG',
        balanceMinor: Number(wallet.balanceMinor),
      });
    }
  return {
    currency: funds.currency,
    availableMinor: Number(funds.availableMinor),
    reservedMinor: Number(funds.reservedMinor),
    incomingMinor: Number(funds.incomingMinor),
    walletsMinor: Number(funds.walletsMinor),
    totalMinor: Number(funds.availableMinor + funds.reservedMinor + funds.walletsMinor),
    wallets,
  };
}

/** Registers the wallet routes. */
export function walletRoutes(scope: FastifyInstance, options: CashierRouteOptions): void {
  const app = scope.withTypeProvider<JsonSchemaToTsProvider>();
  const { db, clock } = options;

  app.get(
    '/wps/member/info/funds/consolidated',
    {
      config: { access: 'member' },
      schema: { response: { 200: walletResponses.funds, ...errorResponses } },
    },
    async (request) => ({
      value: await fundsOf(db, accountOf(request).member.id, requestLanguage(request)),
    }),
  );

  app.post(
    '/wps/relay/GCS_walletTransfer',
    {
      config: { access: 'member', ...perMinute(walletTransfersPerMinute) },
      schema: {
        body: walletTransferRequestSchema,
        response: { 200: walletResponses.walletTransfer, ...errorResponses },
      },
    },
    async (request) => {
      const { member } = accountOf(request);
      const { requestId, from, to, amountMinor } = request.body;
      const language = requestLanguage(request);
      const usable = new Set((await transferVendors(db)).map((vendor) => vendor.vassalage));
      const key = `wallet:${member.id}:${requestId}`;

      if (from === allWallets) {
        if (to !== mainWallet) throw fieldError({ to: 'invalid' });
        if (amountMinor !== undefined) throw fieldError({ amountMinor: 'invalid' });
        let moved = 0n;
        // Every wallet the member holds, a vendor that stopped using one included.
        for (const wallet of await vendorWallets(db, member.id))
          moved += (
            await transferBetweenWallets(db, clock, {
              memberId: member.id,
              from: wallet.vendor,
              to: mainWallet,
              amountMinor: null,
              key: `${key}:${wallet.vendor}`,
            })
          ).movedMinor;
        return {
          value: { movedMinor: Number(moved), funds: await fundsOf(db, member.id, language) },
        };
      }

      if (from === to || (from !== mainWallet && to !== mainWallet))
        throw fieldError({ to: 'invalid' });
      // Money comes back from any wallet the member holds; it goes only to a vendor in use.
      const held = new Set((await vendorWallets(db, member.id)).map((w) => w.vendor));
      if (from !== mainWallet && !usable.has(from) && !held.has(from))
        throw fieldError({ from: 'invalid' });
      if (to !== mainWallet && !usable.has(to)) throw fieldError({ to: 'invalid' });
      const result = await transferBetweenWallets(db, clock, {
        memberId: member.id,
        from,
        to,
        amountMinor: amountMinor === undefined ? null : BigInt(amountMinor),
        key,
      });
      if (result.movedMinor === 0n) throw fieldError({ amountMinor: 'tooSmall' });
      return {
        value: {
          movedMinor: Number(result.movedMinor),
          funds: await fundsOf(db, member.id, language),
        },
      };
    },
  );
}
