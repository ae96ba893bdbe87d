import { describe, expect, it } from 'vitest';
import type { Funds } from '../../schemas/api/wallets.ts';
import {
  initialPair,
  pairAfterChoice,
  transferAmountProblem,
  walletHoldsMinor,
  walletPagePath,
} from './wallets.ts';

const funds: Funds = {
  currency: 'PHP',
  availableMinor: 400_000,
  reservedMinor: 10_000,
  incomingMinor: 0,
  walletsMinor: 100_000,
  totalMinor: 510_000,
  wallets: [
    { vendor: 'KSM', name: 'Kismet Works', gameType: 'RNG', balanceMinor: 100_000 },
    { vendor: 'DSS', name: 'Deep Sea Studio', gameType: 'FISH', balanceMinor: 0 },
  ],
};
const vendors = ['KSM', 'DSS'];

describe('wallets', () => {
  it('is the member center page transferFund', () => {
    expect(walletPagePath).toBe('/member/transferFund');
  });

  it('reads what a wallet may move: the main wallet its available money, a vendor its balance', () => {
    expect(walletHoldsMinor(funds, 'main')).toBe(400_000);
    expect(walletHoldsMinor(funds, 'KSM')).toBe(100_000);
    expect(walletHoldsMinor(funds, 'DSS')).toBe(0);
    expect(walletHoldsMinor(funds, 'XYZ')).toBe(0);
  });

  it('starts from the main wallet into the vendor of the URL when it has a wallet, else the first', () => {
    expect(initialPair(vendors, 'DSS')).toEqual({ from: 'main', to: 'DSS' });
    expect(initialPair(vendors, 'XYZ')).toEqual({ from: 'main', to: 'KSM' });
    expect(initialPair(vendors, null)).toEqual({ from: 'main', to: 'KSM' });
    expect(initialPair([], 'KSM')).toEqual({ from: 'main', to: 'main' });
  });

  it('keeps one end the main wallet and the other a vendor, whichever end the member changes', () => {
    const into = { from: 'main', to: 'KSM' };
    expect(pairAfterChoice(into, 'from', 'DSS', vendors)).toEqual({ from: 'DSS', to: 'main' });
    expect(pairAfterChoice(into, 'to', 'DSS', vendors)).toEqual({ from: 'main', to: 'DSS' });
    // The main wallet on the other end: the vendor moves across.
    expect(pairAfterChoice(into, 'to', 'main', vendors)).toEqual({ from: 'KSM', to: 'main' });
    const out = { from: 'DSS', to: 'main' };
    expect(pairAfterChoice(out, 'from', 'main', vendors)).toEqual({ from: 'main', to: 'DSS' });
    expect(pairAfterChoice(out, 'from', 'KSM', vendors)).toEqual({ from: 'KSM', to: 'main' });
    expect(pairAfterChoice(out, 'to', 'KSM', vendors)).toEqual({ from: 'main', to: 'KSM' });
    expect(pairAfterChoice({ from: 'main', to: 'main' }, 'to', 'main', vendors)).toEqual({
      from: 'KSM',
      to: 'main',
    });
  });

  it('refuses an empty amount, nothing, more than the wallet holds, and too many decimals', () => {
    expect(transferAmountProblem(100_000, null)).toBe('required');
    expect(transferAmountProblem(100_000, Number.NaN)).toBe('invalid');
    expect(transferAmountProblem(100_000, 0)).toBe('tooSmall');
    expect(transferAmountProblem(100_000, 100_001)).toBe('insufficient');
    expect(transferAmountProblem(100_000, 100_000)).toBeNull();
    expect(transferAmountProblem(0, 1)).toBe('insufficient');
  });
});
