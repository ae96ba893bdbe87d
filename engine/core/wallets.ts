import { mainWallet, type Funds } from '../../schemas/api/wallets.ts';
import { maxAmountMinor, withdrawalAmountProblem } from './cashier.ts';
import { memberCenterPath } from './member-center.ts';

/** The storefront's "My wallet" page (spec §2 member center page key `transferFund`). */
export const walletPagePath = memberCenterPath('transferFund');

/** The query parameter of "My wallet" that picks a vendor's wallet as the destination. */
export const walletVendorParam = 'vendor';

/** One end of a transfer between wallets: `main`, or a vendor's code (catalog `vassalage`). */
export type WalletCode = string;

/** Where a transfer between wallets goes: always the main wallet and one vendor's wallet. */
export interface TransferPair {
  from: WalletCode;
  to: WalletCode;
}

/**
 * What a wallet holds that may move now: the main wallet's available money (not what pending
 * withdrawals reserve), a vendor wallet's balance; 0 for a vendor the funds do not list.
 */
export function walletHoldsMinor(funds: Funds, code: WalletCode): number {
  if (code === mainWallet) return funds.availableMinor;
  return funds.wallets.find((wallet) => wallet.vendor === code)?.balanceMinor ?? 0;
}

/**
 * The first transfer the page offers: from the main wallet into `wanted` (the `vendor` of the
 * page's URL) when it is one of `vendors`, else into the first of them (the main wallet on both
 * ends when there is no vendor: the page then offers no transfer).
 */
export function initialPair(vendors: readonly WalletCode[], wanted: string | null): TransferPair {
  const to = wanted !== null && vendors.includes(wanted) ? wanted : vendors[0];
  return { from: mainWallet, to: to ?? mainWallet };
}

/**
 * The pair after the member chose `code` for one end: money moves between the main wallet and
 * one vendor's, so choosing a vendor puts the main wallet on the other end, and choosing the
 * main wallet puts a vendor there: the one already there, else the one this end had, else the
 * first of `vendors`.
 */
export function pairAfterChoice(
  pair: TransferPair,
  end: keyof TransferPair,
  code: WalletCode,
  vendors: readonly WalletCode[],
): TransferPair {
  const other = end === 'from' ? pair.to : pair.from;
  const own = end === 'from' ? pair.from : pair.to;
  let otherCode: WalletCode = mainWallet;
  if (code === mainWallet) {
    if (other !== mainWallet) otherCode = other;
    else if (own !== mainWallet) otherCode = own;
    else otherCode = vendors[0] ?? mainWallet;
  }
  return end === 'from' ? { from: code, to: otherCode } : { from: otherCode, to: code };
}

/**
 * Why `amountMinor` (null when empty, NaN when not an amount) cannot move out of a wallet that
 * holds `holdsMinor`: at least one minor unit, and `insufficient` above what it holds (the
 * platform's `INSUFFICIENT_FUNDS`); null when it can.
 */
export function transferAmountProblem(
  holdsMinor: number,
  amountMinor: number | null,
): ReturnType<typeof withdrawalAmountProblem> {
  const limits = { minMinor: 1, maxMinor: maxAmountMinor, withdrawableMinor: holdsMinor };
  return withdrawalAmountProblem(limits, amountMinor);
}
