import { Ajv } from 'ajv';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cashierSchema } from './cashier.ts';

// The options of the brand checker's validator, so defaults are filled in the same way. The
// setting sits under a brand-like root, as AJV fills no default at the root.
const ajv = new Ajv({ allErrors: true, useDefaults: true, strict: true, strictTypes: false });
const validate = ajv.compile({ type: 'object', properties: { cashier: cashierSchema } });

/**
 * The errors of a cashier setting as `keyword instancePath` (below /cashier), or [] when it is
 * valid. Defaults are filled into `cashier`.
 */
function problems(cashier: object): string[] {
  return validate({ cashier })
    ? []
    : (validate.errors ?? [])
        .filter((e) => e.keyword !== 'if')
        .map((e) => `${e.keyword} ${e.instancePath.replace(/^\/cashier/, '')}`);
}

const gateway = {
  kind: 'gateway',
  names: 'GCash',
  minMinor: 10_000,
  maxMinor: 5_000_000,
  currencies: ['PHP'],
};
const bankAccount = {
  bankName: 'Demo Bank of the Philippines',
  accountName: 'Demo Merchant Inc.',
  accountNumber: '0000-1234-5678',
};
const qr = {
  merchantName: 'DEMO MERCHANT',
  merchantCity: 'MANILA',
  acquirerBic: 'DEMOPHM1XXX',
  merchantId: 'DEMO0001',
};
const withChannel = (channel: object) => ({ channels: { pay: channel } });

describe('cashierSchema', () => {
  it('accepts the channels of the base demo brand', () => {
    const base = JSON.parse(
      readFileSync(new URL('../../brands/base.json', import.meta.url), 'utf8'),
    ) as { cashier: { channels: Record<string, unknown> } };
    expect(problems(base.cashier)).toEqual([]);
    expect(Object.keys(base.cashier.channels)).toEqual(['gcash', 'maya', 'qrph', 'bank']);
  });

  it('fills the defaults of a channel: no fee, 10 a day, enabled, no presets', () => {
    const cashier = withChannel({ ...gateway });
    expect(problems(cashier)).toEqual([]);
    expect(cashier.channels.pay).toEqual({
      ...gateway,
      presetsMinor: [],
      fee: { percentBasisPoints: 0, fixedMinor: 0, paidBy: 'player' },
      dailyCount: 10,
      enabled: true,
      sort: 0,
    });
    const empty = {};
    expect(problems(empty)).toEqual([]);
    expect(empty).toEqual({
      channels: {},
      withdrawal: {
        minMinor: 10_000,
        maxMinor: 5_000_000,
        dailyCount: 3,
        payoutAccountsMax: 3,
        reviewDays: 7,
        providers: {},
      },
    });
  });

  it('takes payout providers of the two kinds, each with a name', () => {
    const withProviders = (providers: object) => ({ withdrawal: { providers } });
    const gcash = { kind: 'e-wallet', names: 'GCash' };
    const fine = withProviders({ gcash, bdo: { kind: 'bank', names: { EN: 'BDO', TY: 'BDO' } } });
    expect(problems(fine)).toEqual([]);
    expect(fine.withdrawal.providers).toEqual({
      gcash: { ...gcash, enabled: true, sort: 0 },
      bdo: { kind: 'bank', names: { EN: 'BDO', TY: 'BDO' }, enabled: true, sort: 0 },
    });
    expect(problems(withProviders({ gcash: { kind: 'card', names: 'Card' } }))).toEqual([
      'enum /withdrawal/providers/gcash/kind',
    ]);
    expect(problems(withProviders({ GCash: gcash }))).toEqual([
      'pattern /withdrawal/providers',
      'propertyNames /withdrawal/providers',
    ]);
  });

  it('wants a bank account on a bank-transfer channel, and only there', () => {
    const bank = { ...gateway, kind: 'bank-transfer' };
    expect(problems(withChannel(bank))).toEqual(['required /channels/pay']);
    expect(problems(withChannel({ ...bank, bankAccount }))).toEqual([]);
    expect(problems(withChannel({ ...gateway, bankAccount }))).toEqual([
      'not /channels/pay/bankAccount',
    ]);
  });

  it('wants the QR Ph merchant data on a qr channel, and only there', () => {
    const qrChannel = { ...gateway, kind: 'qr' };
    expect(problems(withChannel(qrChannel))).toEqual(['required /channels/pay']);
    expect(problems(withChannel({ ...qrChannel, qr }))).toEqual([]);
    expect(problems(withChannel({ ...gateway, qr }))).toEqual(['not /channels/pay/qr']);
    expect(problems(withChannel({ ...qrChannel, qr, bankAccount }))).toEqual([
      'not /channels/pay/bankAccount',
    ]);
  });

  it('keeps QR fields within the EMVCo limits', () => {
    const long = { ...qr, merchantName: 'A'.repeat(26), merchantCity: 'B'.repeat(16) };
    expect(problems(withChannel({ ...gateway, kind: 'qr', qr: long }))).toEqual([
      'maxLength /channels/pay/qr/merchantName',
      'maxLength /channels/pay/qr/merchantCity',
    ]);
  });

  it('takes an account number of digits, spaces and dashes only', () => {
    const bank = (accountNumber: string) =>
      withChannel({
        ...gateway,
        kind: 'bank-transfer',
        bankAccount: { ...bankAccount, accountNumber },
      });
    expect(problems(bank('0000 1234 5678'))).toEqual([]);
    expect(problems(bank('ACCT-1234'))).toEqual([
      'pattern /channels/pay/bankAccount/accountNumber',
    ]);
  });

  it('rejects amounts below one minor unit, a fee above 100 % and an unknown payer', () => {
    const channel = {
      ...gateway,
      minMinor: 0,
      presetsMinor: [100, 100],
      fee: { percentBasisPoints: 10_001, paidBy: 'bank' },
    };
    expect(problems(withChannel(channel))).toEqual([
      'minimum /channels/pay/minMinor',
      'uniqueItems /channels/pay/presetsMinor',
      'maximum /channels/pay/fee/percentBasisPoints',
      'enum /channels/pay/fee/paidBy',
    ]);
  });

  it('takes currency codes of three capitals, at least one', () => {
    expect(problems(withChannel({ ...gateway, currencies: [] }))).toEqual([
      'minItems /channels/pay/currencies',
    ]);
    expect(problems(withChannel({ ...gateway, currencies: ['php'] }))).toEqual([
      'pattern /channels/pay/currencies/0',
    ]);
  });

  it('takes lower-case channel ids and at most 20 channels', () => {
    expect(problems({ channels: { GCash: { ...gateway } } })).toEqual([
      'pattern /channels',
      'propertyNames /channels',
    ]);
    const many = Object.fromEntries(
      Array.from({ length: 21 }, (_, i) => [`c${i}`, { ...gateway }]),
    );
    expect(problems({ channels: many })).toEqual(['maxProperties /channels']);
  });
});
