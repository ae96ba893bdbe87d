/**
 * A brand's payment channels (the brand file's `cashier.channels`, schemas/brand/cashier.ts) as
 * the cashier uses them: which a member may use, in what order, and their fee terms (the fee
 * itself is engine/core/cashier.ts's, the same the storefront previews).
 */
import type { CashierChannel } from '../../../schemas/brand/cashier.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { LanguageCode } from '../../../schemas/common.ts';
import type { DepositChannel } from '../../../schemas/api/cashier.ts';
import type { DepositFee } from '../../../engine/core/cashier.ts';
import { localize } from '../../../engine/core/localized.ts';
import { apiError } from '../../kernel/errors.ts';

/** A channel with its id. */
export interface Channel extends CashierChannel {
  id: string;
}

/** The brand's enabled channels in its currency, in cashier order (sort, then id). */
export function enabledChannels(brand: Brand): Channel[] {
  return Object.entries(brand.cashier?.channels ?? {})
    .filter(([, channel]) => channel.enabled !== false)
    .filter(([, channel]) => channel.currencies.includes(brand.currency.code))
    .map(([id, channel]) => ({ ...channel, id }))
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0) || a.id.localeCompare(b.id));
}

/** The enabled channel `id` of `kind`; `CHANNEL_UNAVAILABLE` for any other. */
export function usableChannel(brand: Brand, id: string, kind: Channel['kind']): Channel {
  const channel = enabledChannels(brand).find((c) => c.id === id);
  if (!channel || channel.kind !== kind)
    throw apiError('CHANNEL_UNAVAILABLE', {
      message: `The brand has no enabled ${kind} channel "${id}"`,
    });
  return channel;
}

/** The channel's fee terms with their defaults, as the cashier answers them. */
export function feeTerms(channel: Channel): DepositFee {
  const fee = channel.fee ?? {};
  return {
    percentBasisPoints: fee.percentBasisPoints ?? 0,
    fixedMinor: fee.fixedMinor ?? 0,
    ...(fee.maxMinor === undefined ? {} : { maxMinor: fee.maxMinor }),
    paidBy: fee.paidBy ?? 'player',
  };
}

/**
 * The channel as the cashier shows it to a member who used it `usedToday` times; a bank
 * transfer with the account to transfer to.
 */
export function channelView(
  channel: Channel,
  language: LanguageCode,
  usedToday: number,
): DepositChannel {
  return {
    id: channel.id,
    kind: channel.kind,
    name: localize(channel.names, language),
    minMinor: channel.minMinor,
    maxMinor: channel.maxMinor,
    presetsMinor: channel.presetsMinor ?? [],
    fee: feeTerms(channel),
    dailyCount: channel.dailyCount ?? 10,
    usedToday,
    ...(channel.kind === 'bank-transfer' && channel.bankAccount
      ? { bankAccount: channel.bankAccount }
      : {}),
  };
}
