/**
 * Brand rules on the cashier's payment channels and withdrawals: amounts that fit together, the
 * brand's one currency, a name in every language, and at least one channel to deposit through.
 */
import type { Brand, CashierChannel, PayoutProvider } from '../../../../schemas/brand.ts';
import { formatMoney } from '../../money.ts';
import { pointerTo, untranslatedLanguages } from './rule-helpers.ts';
import type { BrandRule } from './rule-types.ts';

/** The brand's channels by id (a child's `null` has already removed a channel). */
function channelsOf(brand: Brand): [id: string, channel: CashierChannel][] {
  return Object.entries(brand.cashier?.channels ?? {}).filter(
    (entry): entry is [string, CashierChannel] => typeof entry[1] === 'object' && entry[1] !== null,
  );
}

/** The brand's payout providers by id. */
function providersOf(brand: Brand): [id: string, provider: PayoutProvider][] {
  return Object.entries(brand.cashier?.withdrawal?.providers ?? {}).filter(
    (entry): entry is [string, PayoutProvider] => typeof entry[1] === 'object' && entry[1] !== null,
  );
}

/** Minor units with what they mean to a brand manager: `10000 (₱100.00)`. */
function amount(brand: Brand, minor: number): string {
  return brand.currency ? `${minor} (${formatMoney(minor, brand.currency)})` : String(minor);
}

/**
 * Rule `channel-amounts`: a channel's minimum is at most its maximum, every preset can be
 * deposited, and a fee cap does not undercut the fixed fee; the withdrawal minimum is at most
 * its maximum.
 */
export const channelAmountsRule: BrandRule = {
  id: 'channel-amounts',
  run({ brand, report }) {
    const withdrawal = brand.cashier?.withdrawal;
    if (withdrawal?.minMinor !== undefined && withdrawal.maxMinor !== undefined)
      if (withdrawal.minMinor > withdrawal.maxMinor)
        report(
          pointerTo('cashier', 'withdrawal', 'minMinor'),
          'channel-amounts',
          `The withdrawal minMinor ${amount(brand, withdrawal.minMinor)} is above maxMinor ${amount(brand, withdrawal.maxMinor)}, so no withdrawal fits: lower minMinor or raise maxMinor.`,
        );
    for (const [id, channel] of channelsOf(brand)) {
      const at = (...path: (string | number)[]) => pointerTo('cashier', 'channels', id, ...path);
      const { minMinor, maxMinor } = channel;
      if (minMinor > maxMinor) {
        // No amount fits, so the presets are not checked: their errors would repeat this one.
        report(
          at('minMinor'),
          'channel-amounts',
          `Channel "${id}" has minMinor ${amount(brand, minMinor)} above maxMinor ${amount(brand, maxMinor)}, so no deposit fits: lower minMinor or raise maxMinor.`,
        );
      } else {
        channel.presetsMinor?.forEach((preset, index) => {
          if (preset >= minMinor && preset <= maxMinor) return;
          const side =
            preset < minMinor
              ? `below minMinor ${amount(brand, minMinor)}`
              : `above maxMinor ${amount(brand, maxMinor)}`;
          report(
            at('presetsMinor', index),
            'channel-amounts',
            `Preset ${amount(brand, preset)} of channel "${id}" is ${side}, so players could not deposit it: change the preset or the limit.`,
          );
        });
      }
      const fee = channel.fee;
      if (fee?.maxMinor !== undefined && fee.maxMinor < (fee.fixedMinor ?? 0)) {
        report(
          at('fee', 'maxMinor'),
          'channel-amounts',
          `Channel "${id}" caps its fee at ${amount(brand, fee.maxMinor)}, below its fixed fee ${amount(brand, fee.fixedMinor)}: raise fee.maxMinor or lower fee.fixedMinor.`,
        );
      }
    }
  },
};

/**
 * Rule `channel-currency`: a channel takes the brand's currency (a brand has one), and a QR Ph
 * channel takes pesos, the only currency QR Ph carries.
 */
export const channelCurrencyRule: BrandRule = {
  id: 'channel-currency',
  run({ brand, report }) {
    const code = brand.currency?.code;
    if (!code) return;
    for (const [id, channel] of channelsOf(brand)) {
      if (channel.kind === 'qr' && code !== 'PHP')
        report(
          pointerTo('cashier', 'channels', id, 'kind'),
          'channel-currency',
          `Channel "${id}" is a QR Ph channel, which carries Philippine pesos only, but the brand's currency is ${code}: use another kind of channel, or remove it.`,
        );
      channel.currencies?.forEach((currency, index) => {
        if (currency === code) return;
        report(
          pointerTo('cashier', 'channels', id, 'currencies', index),
          'channel-currency',
          `Channel "${id}" lists currency ${currency}, but the brand's currency is ${code}: a brand has one currency, so every channel takes ${code}.`,
          { suggestion: `set "currencies" to ["${code}"]` },
        );
      });
    }
  },
};

/**
 * Rule `channel-names`: a channel, and a payout provider, has a name in every supported
 * language.
 */
export const channelNamesRule: BrandRule = {
  id: 'channel-names',
  run({ brand, report }) {
    const named = [
      ...channelsOf(brand).map(([id, { names }]) => ({
        what: `Channel "${id}"`,
        names,
        at: ['channels', id],
      })),
      ...providersOf(brand).map(([id, { names }]) => ({
        what: `Payout provider "${id}"`,
        names,
        at: ['withdrawal', 'providers', id],
      })),
    ];
    for (const { what, names, at } of named) {
      if (!names) continue;
      const missing = untranslatedLanguages(brand, names);
      if (missing.length === 0) continue;
      report(
        pointerTo('cashier', ...at, 'names'),
        'channel-names',
        `${what} has no name for ${missing.join(', ')}, and every supported language needs one: add ${missing.map((code) => `"${code}"`).join(', ')} to "names", or give one name for all languages as a plain text.`,
      );
    }
  },
};

/** Rule `no-channels` (warning): a served brand has a channel players can deposit through. */
export const noChannelsRule: BrandRule = {
  id: 'no-channels',
  run({ brand, report }) {
    if (brand.abstract) return;
    if (channelsOf(brand).some(([, channel]) => channel.enabled !== false)) return;
    report(
      '/cashier/channels',
      'no-channels',
      'The brand has no enabled payment channel, so players would have no way to deposit.',
      { severity: 'warning' },
    );
  },
};
