import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../../schemas/brand.ts';
import { brandWith, demoBrands } from '../../../../tests/support/brands.ts';
import type { Json } from '../merge.ts';
import {
  channelAmountsRule,
  channelCurrencyRule,
  channelNamesRule,
  noChannelsRule,
} from './cashier-rules.ts';
import type { BrandRule } from './rule-types.ts';

/** What a rule reports on a brand: pointer, code, severity and message of each problem. */
function findings(rule: BrandRule, brand: Brand) {
  const out: { pointer: string; rule: string; severity: string; message: string }[] = [];
  rule.run({
    brand,
    widgets: {},
    report: (pointer, code, message, options) =>
      out.push({ pointer, rule: code, severity: options?.severity ?? 'error', message }),
  });
  return out;
}

/** The lucky demo brand with a patch over its channels. */
const luckyWith = (channels: Json) => brandWith('lucky', { cashier: { channels } });

const cashierRules = [channelAmountsRule, channelCurrencyRule, channelNamesRule, noChannelsRule];

describe('the demo brands', () => {
  it.each(['royal', 'lucky'])('%s passes every cashier rule', (id) => {
    for (const rule of cashierRules) expect(findings(rule, demoBrands[id]!), rule.id).toEqual([]);
  });

  it('lucky inherits the channels of base, with its own presets and maya switched off', () => {
    const { gcash, maya, bank } = demoBrands.lucky!.cashier.channels;
    expect(gcash?.presetsMinor).toEqual([20000, 50000, 100000, 200000, 500000]);
    expect(maya?.enabled).toBe(false);
    expect(demoBrands.royal!.cashier.channels.maya?.enabled).toBe(true);
    expect(bank?.bankAccount).toEqual({
      bankName: 'Demo Bank of the Philippines',
      accountName: 'Lucky PH Demo Inc.',
      accountNumber: '0000-1234-5678',
    });
  });
});

describe('channel-amounts', () => {
  it('reports a minimum above the maximum, and not the presets no amount could fit', () => {
    expect(findings(channelAmountsRule, luckyWith({ gcash: { minMinor: 6_000_000 } }))).toEqual([
      {
        pointer: '/cashier/channels/gcash/minMinor',
        rule: 'channel-amounts',
        severity: 'error',
        message:
          'Channel "gcash" has minMinor 6000000 (₱60,000.00) above maxMinor 5000000 (₱50,000.00), so no deposit fits: lower minMinor or raise maxMinor.',
      },
    ]);
  });

  it('reports a withdrawal minimum above its maximum', () => {
    const brand = brandWith('royal', {
      cashier: { withdrawal: { minMinor: 200_000, maxMinor: 100_000 } },
    });
    expect(findings(channelAmountsRule, brand)).toEqual([
      {
        pointer: '/cashier/withdrawal/minMinor',
        rule: 'channel-amounts',
        severity: 'error',
        message:
          'The withdrawal minMinor 200000 (₱2,000.00) is above maxMinor 100000 (₱1,000.00), so no withdrawal fits: lower minMinor or raise maxMinor.',
      },
    ]);
  });

  it('reports each preset outside the limits at its index', () => {
    const brand = luckyWith({ bank: { presetsMinor: [10_000, 100_000, 90_000_000] } });
    const found = findings(channelAmountsRule, brand);
    expect(found.map((f) => f.pointer)).toEqual([
      '/cashier/channels/bank/presetsMinor/0',
      '/cashier/channels/bank/presetsMinor/2',
    ]);
    expect(found[0]!.message).toBe(
      'Preset 10000 (₱100.00) of channel "bank" is below minMinor 50000 (₱500.00), so players could not deposit it: change the preset or the limit.',
    );
    expect(found[1]!.message).toContain('is above maxMinor 50000000 (₱500,000.00)');
  });

  it('accepts presets on the limits themselves', () => {
    const brand = luckyWith({ gcash: { presetsMinor: [10_000, 5_000_000] } });
    expect(findings(channelAmountsRule, brand)).toEqual([]);
  });

  it('reports a fee cap below the fixed fee, and accepts one equal to it', () => {
    const capped = (maxMinor: number) =>
      luckyWith({ qrph: { fee: { fixedMinor: 1500, maxMinor } } });
    const found = findings(channelAmountsRule, capped(1000));
    expect(found.map((f) => [f.pointer, f.rule])).toEqual([
      ['/cashier/channels/qrph/fee/maxMinor', 'channel-amounts'],
    ]);
    expect(found[0]!.message).toContain('below its fixed fee 1500 (₱15.00)');
    expect(findings(channelAmountsRule, capped(1500))).toEqual([]);
  });
});

describe('channel-currency', () => {
  it('reports a currency other than the brand one at its index, suggesting the brand one', () => {
    const found: { pointer: string; suggestion?: string }[] = [];
    channelCurrencyRule.run({
      brand: luckyWith({ maya: { currencies: ['PHP', 'USD'] } }),
      widgets: {},
      report: (pointer, rule, message, options) =>
        found.push({ pointer, suggestion: options?.suggestion }),
    });
    expect(found).toEqual([
      { pointer: '/cashier/channels/maya/currencies/1', suggestion: 'set "currencies" to ["PHP"]' },
    ]);
  });

  it('checks against the brand currency: a USD brand with PHP channels fails', () => {
    const brand = brandWith('royal', { currency: { code: 'USD', symbol: '$' } });
    const found = findings(channelCurrencyRule, brand);
    expect(found.map((f) => f.pointer)).toEqual([
      '/cashier/channels/gcash/currencies/0',
      '/cashier/channels/maya/currencies/0',
      '/cashier/channels/qrph/kind',
      '/cashier/channels/qrph/currencies/0',
      '/cashier/channels/bank/currencies/0',
    ]);
    // QR Ph carries pesos only, whatever the channel's currencies say.
    expect(found[2]!.message).toContain('carries Philippine pesos only');
  });
});

describe('channel-names', () => {
  it('reports a name map without a supported language (Tagalog)', () => {
    const found = findings(channelNamesRule, luckyWith({ bank: { names: { TY: null } } }));
    expect(found).toEqual([
      {
        pointer: '/cashier/channels/bank/names',
        rule: 'channel-names',
        severity: 'error',
        message:
          'Channel "bank" has no name for TY, and every supported language needs one: add "TY" to "names", or give one name for all languages as a plain text.',
      },
    ]);
  });

  it('reports a payout provider without a name in a supported language at its pointer', () => {
    const brand = brandWith('lucky', {
      cashier: { withdrawal: { providers: { bdo: { names: { EN: 'BDO' } } } } },
    });
    expect(findings(channelNamesRule, brand)).toEqual([
      expect.objectContaining({
        pointer: '/cashier/withdrawal/providers/bdo/names',
        message: expect.stringMatching(/^Payout provider "bdo" has no name for TY/),
      }),
    ]);
  });

  it('takes a plain text as the name in every language', () => {
    expect(findings(channelNamesRule, luckyWith({ bank: { names: 'Bank' } }))).toEqual([]);
  });

  it('asks for the languages the brand supports, not more', () => {
    const english = brandWith('royal', {
      languages: { default: 'EN', supported: ['EN'], game: 'EN' },
      cashier: { channels: { bank: { names: { TY: null } } } },
    });
    expect(findings(channelNamesRule, english)).toEqual([]);
  });
});

describe('no-channels', () => {
  const off = { enabled: false };

  it('warns when every channel of a served brand is switched off', () => {
    const brand = luckyWith({ gcash: off, maya: off, qrph: off, bank: off });
    expect(findings(noChannelsRule, brand)).toEqual([
      {
        pointer: '/cashier/channels',
        rule: 'no-channels',
        severity: 'warning',
        message:
          'The brand has no enabled payment channel, so players would have no way to deposit.',
      },
    ]);
  });

  it('warns when the channels are removed, and not while one is on', () => {
    const removed = luckyWith({ gcash: null, maya: null, qrph: null, bank: null });
    expect(findings(noChannelsRule, removed).map((f) => f.severity)).toEqual(['warning']);
    const mayaOnly = luckyWith({ gcash: off, maya: { enabled: true }, qrph: off, bank: off });
    expect(findings(noChannelsRule, mayaOnly)).toEqual([]);
  });

  it('leaves an abstract brand alone: it is never served', () => {
    const parent = brandWith('lucky', { abstract: true, cashier: null });
    expect(findings(noChannelsRule, parent)).toEqual([]);
  });
});
