import { http, HttpResponse } from 'msw';
import {
  allWallets,
  mainWallet,
  type Funds,
  type VendorWallet,
  type WalletTransfer,
  type WalletTransferRequest,
} from '../../schemas/api/wallets.ts';

/** The demo brands' transfer-wallet vendors, as the platform seeds them, with empty wallets. */
const sampleWallets: readonly VendorWallet[] = [
  { vendor: 'KSM', name: 'Kismet Works', gameType: 'RNG', balanceMinor: 0 },
  { vendor: 'DSS', name: 'Deep Sea Studio', gameType: 'FISH', balanceMinor: 0 },
];

/**
 * The member's funds with the totals worked out as the platform does: ₱5,000.00 available in the
 * main wallet (a new member's demo credit) and the sample vendors' wallets empty, unless
 * overridden (`balances` sets vendor wallets by code).
 */
export function fundsFor(
  overrides: Partial<Omit<Funds, 'walletsMinor' | 'totalMinor'>> & {
    balances?: Readonly<Record<string, number>>;
  } = {},
): Funds {
  const { balances = {}, ...rest } = overrides;
  const base = {
    currency: 'PHP',
    availableMinor: 500_000,
    reservedMinor: 0,
    incomingMinor: 0,
    wallets: [...sampleWallets],
    ...rest,
  };
  const wallets = base.wallets.map((wallet) => ({
    ...wallet,
    balanceMinor: balances[wallet.vendor] ?? wallet.balanceMinor,
  }));
  return withTotals({ ...base, wallets, walletsMinor: 0, totalMinor: 0 });
}

/** `funds` with `walletsMinor` and `totalMinor` worked out from its parts. */
function withTotals(funds: Funds): Funds {
  const walletsMinor = funds.wallets.reduce((sum, wallet) => sum + wallet.balanceMinor, 0);
  return {
    ...funds,
    walletsMinor,
    totalMinor: funds.availableMinor + funds.reservedMinor + walletsMinor,
  };
}

/** The funds call's answer. */
export function fundsAnswer(funds: Funds = fundsFor()) {
  return HttpResponse.json({ value: funds });
}

/** A failed call: the platform's error envelope. */
export function walletError(status: number, error: Record<string, unknown>) {
  return HttpResponse.json({ error: { message: 'x', ...error } }, { status });
}

/** The platform's answer to a field it refuses. */
const refusedField = (field: string, code: string) =>
  walletError(400, { code: 'VALIDATION_FAILED', fields: { [field]: code } });

/**
 * `funds` after `request`, or the error the platform answers (platform/modules/ledger: a move
 * between the main wallet and one vendor's, `all` empties every vendor wallet into the main one).
 */
function applyTransfer(
  funds: Funds,
  request: WalletTransferRequest,
): { answer: WalletTransfer } | { refused: Response } {
  const { from, to } = request;
  const known = (code: string) => funds.wallets.some((wallet) => wallet.vendor === code);
  if (from !== mainWallet && from !== allWallets && !known(from))
    return { refused: refusedField('from', 'invalid') };
  if (to !== mainWallet && !known(to)) return { refused: refusedField('to', 'invalid') };
  if (from === to || (from !== mainWallet && to !== mainWallet))
    return { refused: refusedField('to', 'invalid') };
  if (from === allWallets) {
    const emptied = funds.wallets.map((wallet) => ({ ...wallet, balanceMinor: 0 }));
    const after = withTotals({
      ...funds,
      availableMinor: funds.availableMinor + funds.walletsMinor,
      wallets: emptied,
    });
    return { answer: { movedMinor: funds.walletsMinor, funds: after } };
  }
  const holds =
    from === mainWallet
      ? funds.availableMinor
      : (funds.wallets.find((wallet) => wallet.vendor === from)?.balanceMinor ?? 0);
  const amount = request.amountMinor ?? holds;
  if (amount === 0) return { refused: refusedField('amountMinor', 'tooSmall') };
  if (amount > holds)
    return {
      refused: walletError(402, {
        code: 'INSUFFICIENT_FUNDS',
        fields: { amountMinor: 'tooLarge' },
      }),
    };
  const vendor = from === mainWallet ? to : from;
  const sign = from === mainWallet ? 1 : -1;
  const after = withTotals({
    ...funds,
    availableMinor: funds.availableMinor - sign * amount,
    wallets: funds.wallets.map((wallet) =>
      wallet.vendor === vendor
        ? { ...wallet, balanceMinor: wallet.balanceMinor + sign * amount }
        : wallet,
    ),
  });
  return { answer: { movedMinor: amount, funds: after } };
}

/**
 * Handlers answering the wallet calls like the platform, for stories and UI tests: the funds
 * (from `initial`), and transfers that change them (kept per set of handlers), refused as the
 * platform refuses them; the same `requestId` answers the first transfer again. Every transfer
 * body is pushed to `sent` when given.
 */
export function walletHandlers(initial: Funds = fundsFor(), sent?: WalletTransferRequest[]) {
  let funds = initial;
  const answered = new Map<string, WalletTransfer>();
  return [
    http.get('*/wps/member/info/funds/consolidated', () => fundsAnswer(funds)),
    http.post('*/wps/relay/GCS_walletTransfer', async ({ request }) => {
      const body = (await request.json()) as WalletTransferRequest;
      sent?.push(body);
      const earlier = answered.get(body.requestId);
      if (earlier) return HttpResponse.json({ value: earlier });
      const result = applyTransfer(funds, body);
      if ('refused' in result) return result.refused;
      answered.set(body.requestId, result.answer);
      funds = result.answer.funds;
      return HttpResponse.json({ value: result.answer });
    }),
  ];
}
