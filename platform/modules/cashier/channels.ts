/**
 * A brand's payment channels (the brand file's `cashier.channels`, schemas/brand/cashier.ts) as
 * the cashier uses them: which a member may use, in what order, and what a deposit costs.
 */
import type { CashierChannel } from '../../../schemas/brand/cashier.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { LanguageCode } from '../../../schemas/common.ts';
import type { DepositChannel } from '../../../schemas/api/cashier.ts';
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

/** The fee of depositing `amountMinor`: fixed part plus percentage (rounded down), capped. */
export function depositFee(channel: Channel, amountMinor: bigint): bigint {
  const fee = channel.fee ?? {};
  const raw =
    BigInt(fee.fixedMinor ?? 0) + (amountMinor * BigInt(fee.percentBasisPoints ?? 0)) / 10_000n;
  return fee.maxMinor === undefined ? raw : raw < BigInt(fee.maxMinor) ? raw : BigInt(fee.maxMinor);
}

/** What the player pays for a deposit of `amountMinor`: plus the fee when the player bears it. */
export function payableFor(channel: Channel, amountMinor: bigint): bigint {
  const paidBy = channel.fee?.paidBy ?? 'player';
  return paidBy === 'player' ? amountMinor + depositFee(channel, amountMinor) : amountMinor;
}

/** The channel as the cashier shows it to a member who used it `usedToday` times. */
export function channelView(
  channel: Channel,
  language: LanguageCode,
  usedToday: number,
): DepositChannel {
  const fee = channel.fee ?? {};
  return {
    id: channel.id,
    kind: channel.kind,
    name: localize(channel.names, language),
    minMinor: channel.minMinor,
    maxMinor: channel.maxMinor,
    presetsMinor: channel.presetsMinor ?? [],
    fee: {
      percentBasisPoints: fee.percentBasisPoints ?? 0,
      fixedMinor: fee.fixedMinor ?? 0,
      ...(fee.maxMinor === undefined ? {} : { maxMinor: fee.maxMinor }),
      paidBy: fee.paidBy ?? 'player',
    },
    dailyCount: channel.dailyCount ?? 10,
    usedToday,
  };
}
