/** What the cashier's test files share: a brand with deposit channels of every case. */
import { fixtureEcho } from '../../test/accounts.ts';

/** The host of the cash brand. */
export const host = 'cash.test';

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
  },
};
