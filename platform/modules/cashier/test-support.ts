/**
 * What the cashier's test files share: a brand with deposit channels of every case and
 * withdrawal settings, and its twin that sends SMS.
 */
import { fixtureEcho } from '../../test/accounts.ts';

/** The host of the cash brand. */
export const host = 'cash.test';

/** The cash brand's withdrawal settings: small limits, two accounts, one provider switched off. */
export const cashWithdrawal = {
  minMinor: 1_000,
  maxMinor: 200_000,
  dailyCount: 3,
  payoutAccountsMax: 2,
  reviewDays: 2,
  providers: {
    gcash: { kind: 'e-wallet', names: { EN: 'GCash', TY: 'GCash (TY)' }, sort: 1 },
    bdo: { kind: 'bank', names: 'BDO', sort: 2 },
    gone: { kind: 'bank', names: 'Gone Bank', enabled: false },
  },
};

/**
 * A brand with a player-paid-fee gateway, a merchant-paid one, one switched off, a bank
 * transfer and a QR Ph channel.
 */
export const fixtureCash = {
  ...fixtureEcho,
  id: 'cash',
  name: 'Cash Test',
  merchantCode: 'CASH',
  domains: [host],
  routes: {
    ...fixtureEcho.routes,
    '/member/depositv2': {
      page: 'home',
      title: { EN: 'Deposit', TY: 'Magdeposito' },
      description: { EN: 'Deposit.', TY: 'Magdeposito.' },
    },
  },
  cashier: {
    channels: {
      ewallet: {
        kind: 'gateway',
        names: { EN: 'E-wallet', TY: 'E-wallet (TY)' },
        minMinor: 10_000,
        maxMinor: 500_000,
        presetsMinor: [10_000, 50_000],
        fee: { percentBasisPoints: 200, fixedMinor: 500, maxMinor: 5_000 },
        dailyCount: 3,
        currencies: ['PHP'],
        sort: 2,
      },
      free: {
        kind: 'gateway',
        names: 'Free wallet',
        minMinor: 100,
        maxMinor: 1_000_000,
        fee: { percentBasisPoints: 150, paidBy: 'merchant' },
        currencies: ['PHP'],
        sort: 1,
      },
      off: {
        kind: 'gateway',
        names: 'Off',
        minMinor: 100,
        maxMinor: 1_000,
        currencies: ['PHP'],
        enabled: false,
      },
      scan: {
        kind: 'qr',
        names: 'QR Ph',
        minMinor: 100,
        maxMinor: 100_000,
        currencies: ['PHP'],
        sort: 4,
        qr: {
          merchantName: 'CASH TEST',
          merchantCity: 'MAKATI',
          acquirerBic: 'DEMOPHM1XXX',
          merchantId: 'CASH0001',
        },
      },
      bank: {
        kind: 'bank-transfer',
        names: 'Bank',
        minMinor: 100,
        maxMinor: 1_000,
        currencies: ['PHP'],
        sort: 3,
        bankAccount: { bankName: 'Test Bank', accountName: 'Cash Test', accountNumber: '1234' },
      },
    },
    withdrawal: cashWithdrawal,
  },
};

/** The host of the cash brand that sends SMS. */
export const smsHost = 'cash-sms.test';

/** The cash brand with SMS on: binding an account or resetting the password needs a code. */
export const fixtureCashSms = {
  ...fixtureCash,
  id: 'cashsms',
  name: 'Cash SMS Test',
  merchantCode: 'CASHSMS',
  domains: [smsHost],
  flags: { ...fixtureEcho.flags, smsEnabled: true },
};

/** The cash brands of the withdrawal tests. */
export const withdrawalBrands = { cash: fixtureCash, cashsms: fixtureCashSms };
