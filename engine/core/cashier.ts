import {
  depositReceiptMaxBytes,
  depositReceiptTypes,
  referenceSchema,
  type DepositChannel,
} from '../../schemas/api/cashier.ts';
import type { FieldErrorCode } from '../../schemas/api/errors.ts';
import type { Withdrawal, WithdrawalSummary } from '../../schemas/api/withdrawals.ts';
import { memberCenterPath } from './member-center.ts';

/** The storefront's deposit page (spec §2 member center page key `depositv2`). */
export const depositPagePath = memberCenterPath('depositv2');

/** The storefront's withdrawal page (member center page key `withdraw`). */
export const withdrawPagePath = memberCenterPath('withdraw');

/** A channel's fee terms, as the cashier answers them. */
export type DepositFee = DepositChannel['fee'];

/**
 * The fee of depositing `amountMinor` through a channel: the fixed part plus the percentage
 * rounded down, capped at `maxMinor`. The platform books deposits with this very function
 * (platform/modules/cashier/deposits.ts), so the preview is what is charged. Exact in doubles:
 * amounts stop at 10^11 minor units, so the product with at most 10,000 basis points stays far
 * below 2^53.
 */
export function depositFeeMinor(fee: DepositFee, amountMinor: number): number {
  const raw = fee.fixedMinor + Math.floor((amountMinor * fee.percentBasisPoints) / 10_000);
  return fee.maxMinor === undefined ? raw : Math.min(raw, fee.maxMinor);
}

/** What the player pays for a deposit of `amountMinor`: plus the fee when the player bears it. */
export function payableMinor(fee: DepositFee, amountMinor: number): number {
  return fee.paidBy === 'player' ? amountMinor + depositFeeMinor(fee, amountMinor) : amountMinor;
}

/**
 * Why `amountMinor` (null when the input is empty, NaN when it is not an amount) cannot be
 * deposited through `channel`, as the platform's field codes for `amountMinor`; null when it can.
 */
export function amountProblem(
  channel: Pick<DepositChannel, 'minMinor' | 'maxMinor'>,
  amountMinor: number | null,
): Extract<FieldErrorCode, 'required' | 'invalid' | 'tooSmall' | 'tooLarge'> | null {
  if (amountMinor === null) return 'required';
  if (!Number.isSafeInteger(amountMinor)) return 'invalid';
  // The platform takes no deposit below one minor unit, whatever the channel's minimum.
  if (amountMinor < Math.max(1, channel.minMinor)) return 'tooSmall';
  if (amountMinor > channel.maxMinor) return 'tooLarge';
  return null;
}

const referencePattern = new RegExp(referenceSchema.pattern);

/**
 * Why `reference` cannot be a bank transfer's reference, as the platform checks it (after the
 * spaces around it are trimmed: 1 to 40 letters, digits, spaces and `./-`, starting with a
 * letter or digit), as its field codes; null when it can.
 */
export function referenceProblem(
  reference: string,
): Extract<FieldErrorCode, 'required' | 'invalid'> | null {
  const trimmed = reference.trim();
  if (trimmed === '') return 'required';
  return referencePattern.test(trimmed) ? null : 'invalid';
}

/**
 * Why a chosen file cannot be a bank transfer's receipt (spec §5 uploads: a PNG or JPEG of at
 * most 5 MB), as the platform's field codes for `receipt`; null when it can. The platform also
 * checks the bytes; a browser only knows the file's type from its name.
 */
export function receiptFileProblem(file: {
  type: string;
  size: number;
}): Extract<FieldErrorCode, 'required' | 'invalid' | 'tooLarge'> | null {
  if (!(depositReceiptTypes as readonly string[]).includes(file.type)) return 'invalid';
  if (file.size === 0) return 'required';
  return file.size > depositReceiptMaxBytes ? 'tooLarge' : null;
}

/**
 * How many more deposits through a channel, or withdrawals, the member may start in the current
 * 24 hours: the daily count less those already started, never below zero.
 */
export function leftToday(counts: { dailyCount: number; usedToday: number }): number {
  return Math.max(0, counts.dailyCount - counts.usedToday);
}

/**
 * Why `amountMinor` (null when the input is empty, NaN when it is not an amount) cannot be
 * withdrawn: the platform's field codes for the brand's limits, or `insufficient` when it is
 * more than the member may withdraw now (the platform's `INSUFFICIENT_FUNDS`); null when it can.
 */
export function withdrawalAmountProblem(
  summary: Pick<WithdrawalSummary, 'minMinor' | 'maxMinor' | 'withdrawableMinor'>,
  amountMinor: number | null,
): ReturnType<typeof amountProblem> | 'insufficient' | null {
  const problem = amountProblem(summary, amountMinor);
  if (problem !== null || amountMinor === null) return problem;
  return amountMinor > summary.withdrawableMinor ? 'insufficient' : null;
}

/** The largest amount a cashier call takes (the API schemas' maximum), in minor units. */
export const maxAmountMinor = 100_000_000_000;

/**
 * Why `amountMinor` (null when empty, NaN when not an amount) cannot be sent to the upline: at
 * least one minor unit, and `insufficient` above what may be sent now (the platform's
 * `INSUFFICIENT_FUNDS`); null when it can.
 */
export function uplineAmountProblem(
  transferableMinor: number,
  amountMinor: number | null,
): ReturnType<typeof withdrawalAmountProblem> {
  const limits = { minMinor: 1, maxMinor: maxAmountMinor, withdrawableMinor: transferableMinor };
  return withdrawalAmountProblem(limits, amountMinor);
}

/**
 * Why `limitMinor` (null when empty, NaN when not an amount) cannot be a deposit limit: at
 * least one minor unit, at most what any cashier call takes; null when it can.
 */
export function depositLimitProblem(limitMinor: number | null): ReturnType<typeof amountProblem> {
  return amountProblem({ minMinor: 1, maxMinor: maxAmountMinor }, limitMinor);
}

/**
 * Whether the member is asked to confirm the receipt of a withdrawal (spec §4): paid out and
 * not confirmed yet, or reported as not received (which may still turn into received).
 */
export function receiptOpen(withdrawal: Pick<Withdrawal, 'status' | 'receipt'>): boolean {
  return (
    withdrawal.status === 'paid' &&
    (withdrawal.receipt === null || withdrawal.receipt === 'not-received')
  );
}

/**
 * A new idempotency key for one deposit or withdrawal attempt (the platform's `requestId`): 128
 * random bits as 32 hex digits. `crypto.getRandomValues` works outside secure contexts too,
 * unlike `crypto.randomUUID`.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The gateway's pay page in the player's language: it opens by a plain link, which carries no
 * `language` header, so the language rides in the query (`payUrl` may already have one).
 */
export function payPageUrl(payUrl: string, language: string): string {
  return `${payUrl}${payUrl.includes('?') ? '&' : '?'}language=${encodeURIComponent(language)}`;
}
