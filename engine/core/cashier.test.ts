import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  depositFeeMinor,
  depositLimitProblem,
  leftToday,
  newRequestId,
  payableMinor,
  receiptFileProblem,
  receiptOpen,
  referenceProblem,
  uplineAmountProblem,
  withdrawalAmountProblem,
  type DepositFee,
} from './cashier.ts';

const fee = (terms: Partial<DepositFee>): DepositFee => ({
  percentBasisPoints: 0,
  fixedMinor: 0,
  paidBy: 'player',
  ...terms,
});

describe('depositFeeMinor', () => {
  it('adds the fixed part to the percentage, rounded down', () => {
    // 1.5 % of ₱333.33 is 499.995 centavos: 499.
    expect(depositFeeMinor(fee({ percentBasisPoints: 150 }), 33_333)).toBe(499);
    expect(depositFeeMinor(fee({ percentBasisPoints: 150, fixedMinor: 500 }), 50_000)).toBe(1_250);
    expect(depositFeeMinor(fee({}), 50_000)).toBe(0);
  });

  it('caps the fee at its maximum', () => {
    const capped = fee({ percentBasisPoints: 200, fixedMinor: 1_000, maxMinor: 5_000 });
    expect(depositFeeMinor(capped, 100_000)).toBe(3_000);
    expect(depositFeeMinor(capped, 1_000_000)).toBe(5_000);
  });

  it('stays exact at the largest amounts', () => {
    expect(depositFeeMinor(fee({ percentBasisPoints: 9_999 }), 100_000_000_000)).toBe(
      99_990_000_000,
    );
  });
});

describe('payableMinor', () => {
  it('adds the fee when the player pays it, not when the merchant does', () => {
    const terms = { percentBasisPoints: 150, fixedMinor: 500 };
    expect(payableMinor(fee({ ...terms, paidBy: 'player' }), 50_000)).toBe(51_250);
    expect(payableMinor(fee({ ...terms, paidBy: 'merchant' }), 50_000)).toBe(50_000);
  });
});

describe('amountProblem', () => {
  const channel = { minMinor: 10_000, maxMinor: 5_000_000 };

  it('answers the platform field codes for the amount', () => {
    expect(amountProblem(channel, null)).toBe('required');
    expect(amountProblem(channel, NaN)).toBe('invalid');
    expect(amountProblem(channel, 9_999)).toBe('tooSmall');
    expect(amountProblem(channel, 5_000_001)).toBe('tooLarge');
    expect(amountProblem(channel, 10_000)).toBeNull();
    expect(amountProblem(channel, 5_000_000)).toBeNull();
  });

  it('never accepts nothing, even on a channel without a minimum', () => {
    expect(amountProblem({ minMinor: 0, maxMinor: 100 }, 0)).toBe('tooSmall');
  });
});

describe('leftToday', () => {
  it('counts down to zero, never below', () => {
    expect(leftToday({ dailyCount: 10, usedToday: 3 })).toBe(7);
    expect(leftToday({ dailyCount: 5, usedToday: 7 })).toBe(0);
  });
});

describe('withdrawalAmountProblem', () => {
  const summary = { minMinor: 10_000, maxMinor: 5_000_000, withdrawableMinor: 400_000 };

  it("checks the brand's limits first, then what may be withdrawn now", () => {
    expect(withdrawalAmountProblem(summary, null)).toBe('required');
    expect(withdrawalAmountProblem(summary, Number.NaN)).toBe('invalid');
    expect(withdrawalAmountProblem(summary, 9_999)).toBe('tooSmall');
    expect(withdrawalAmountProblem(summary, 5_000_001)).toBe('tooLarge');
    expect(withdrawalAmountProblem(summary, 400_001)).toBe('insufficient');
    expect(withdrawalAmountProblem(summary, 400_000)).toBeNull();
    expect(withdrawalAmountProblem(summary, 10_000)).toBeNull();
  });

  it('refuses every amount when less than the minimum may be withdrawn', () => {
    const poor = { ...summary, withdrawableMinor: 5_000 };
    expect(withdrawalAmountProblem(poor, 5_000)).toBe('tooSmall');
    expect(withdrawalAmountProblem(poor, 10_000)).toBe('insufficient');
  });
});

describe('receiptOpen', () => {
  it('asks about paid withdrawals not confirmed yet or reported as not received', () => {
    expect(receiptOpen({ status: 'paid', receipt: null })).toBe(true);
    expect(receiptOpen({ status: 'paid', receipt: 'not-received' })).toBe(true);
    expect(receiptOpen({ status: 'paid', receipt: 'received' })).toBe(false);
    expect(receiptOpen({ status: 'paid', receipt: 'auto' })).toBe(false);
    expect(receiptOpen({ status: 'pending', receipt: null })).toBe(false);
    expect(receiptOpen({ status: 'rejected', receipt: null })).toBe(false);
  });
});

describe('newRequestId', () => {
  it('makes a fresh key the platform accepts for every attempt', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newRequestId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});

describe('uplineAmountProblem', () => {
  it('wants at least one minor unit and no more than may be sent now', () => {
    expect(uplineAmountProblem(5_000, null)).toBe('required');
    expect(uplineAmountProblem(5_000, Number.NaN)).toBe('invalid');
    expect(uplineAmountProblem(5_000, 0)).toBe('tooSmall');
    expect(uplineAmountProblem(5_000, 1)).toBeNull();
    expect(uplineAmountProblem(5_000, 5_000)).toBeNull();
    expect(uplineAmountProblem(5_000, 5_001)).toBe('insufficient');
  });
});

describe('depositLimitProblem', () => {
  it('wants a positive amount the platform takes', () => {
    expect(depositLimitProblem(null)).toBe('required');
    expect(depositLimitProblem(0)).toBe('tooSmall');
    expect(depositLimitProblem(1)).toBeNull();
    expect(depositLimitProblem(100_000_000_001)).toBe('tooLarge');
  });
});

describe('referenceProblem', () => {
  it('checks the trimmed reference as the platform does', () => {
    expect(referenceProblem('JUAN 0042')).toBeNull();
    expect(referenceProblem('  inv-7/2026.1 ')).toBeNull();
    expect(referenceProblem('x'.repeat(40))).toBeNull();
    expect(referenceProblem('   ')).toBe('required');
    expect(referenceProblem('x'.repeat(41))).toBe('invalid');
    expect(referenceProblem('-dash first')).toBe('invalid');
    expect(referenceProblem('semi;colon')).toBe('invalid');
    expect(referenceProblem('Ñiño')).toBe('invalid');
  });
});

describe('receiptFileProblem', () => {
  it('takes a PNG or JPEG of 1 byte to 5 MB', () => {
    const mb = 1024 * 1024;
    expect(receiptFileProblem({ type: 'image/png', size: 5 * mb })).toBeNull();
    expect(receiptFileProblem({ type: 'image/jpeg', size: 1 })).toBeNull();
    expect(receiptFileProblem({ type: 'image/png', size: 5 * mb + 1 })).toBe('tooLarge');
    expect(receiptFileProblem({ type: 'image/png', size: 0 })).toBe('required');
    expect(receiptFileProblem({ type: 'image/gif', size: 10 })).toBe('invalid');
    expect(receiptFileProblem({ type: 'application/pdf', size: 10 })).toBe('invalid');
    expect(receiptFileProblem({ type: '', size: 10 })).toBe('invalid');
  });
});
