import { describe, expect, it } from 'vitest';
import {
  contractBase,
  contractPeriod,
  grossAt,
  settleChain,
  termsProblems,
  tierMet,
  type ChainNode,
  type ContractTerms,
  type TeamFigures,
} from './contracts.ts';

/** Figures with a valid bet (and the same bet amount), a result and active members. */
function figures(validBetMinor: bigint, activeMembers: number, profitLossMinor = 0n): TeamFigures {
  return { betAmountMinor: validBetMinor, validBetMinor, profitLossMinor, activeMembers };
}

const tier = (minBaseMinor: bigint, minActiveMembers: number, rateBp: number) => ({
  minBaseMinor,
  minActiveMembers,
  rateBp,
});

/** Daily salary of the top agent: 1 %, or 1.5 % from ₱1,000,000.00 valid bet and 10 active. */
const topSalary: ContractTerms = {
  kind: 'dailySalary',
  tiers: [tier(0n, 0, 100), tier(100_000_000n, 10, 150)],
  capMinor: null,
};
/** Its sub-agent's: 0.8 %, or 1.2 % from ₱50,000.00 and 5 active. */
const midSalary: ContractTerms = {
  kind: 'dailySalary',
  tiers: [tier(0n, 0, 80), tier(5_000_000n, 5, 120)],
  capMinor: null,
};
/** The third level's: 0.5 %. */
const lowSalary: ContractTerms = { kind: 'dailySalary', tiers: [tier(0n, 0, 50)], capMinor: null };

function chain(top: TeamFigures, topTerms: ContractTerms = topSalary): ChainNode {
  return {
    agentId: 1,
    terms: topTerms,
    figures: top,
    subAgents: [
      {
        agentId: 2,
        terms: midSalary,
        // ₱60,000.00 valid bet, 6 active.
        figures: figures(6_000_000n, 6),
        subAgents: [
          // ₱20,000.00 valid bet, 2 active.
          { agentId: 3, terms: lowSalary, figures: figures(2_000_000n, 2), subAgents: [] },
        ],
      },
    ],
  };
}

const payouts = (node: ChainNode) =>
  settleChain(node).map(({ agentId, rateBp, grossMinor, passedDownMinor, payoutMinor }) => ({
    agentId,
    rateBp,
    grossMinor,
    passedDownMinor,
    payoutMinor,
  }));

describe('a salary down three levels', () => {
  it('pays each level its gross minus what it passes down', () => {
    // Hand-worked: the whole team bet ₱1,200,000.00 with 12 active, so the top tier (1.5 %):
    // 18,000.00. Level 2 met its second tier (1.2 % of 60,000.00 = 720.00), level 3 0.5 % of
    // 20,000.00 = 100.00. Paid: 18,000 - 720 = 17,280; 720 - 100 = 620; 100. In all 18,000.
    expect(payouts(chain(figures(120_000_000n, 12)))).toEqual([
      {
        agentId: 1,
        rateBp: 150,
        grossMinor: 1_800_000n,
        passedDownMinor: 72_000n,
        payoutMinor: 1_728_000n,
      },
      {
        agentId: 2,
        rateBp: 120,
        grossMinor: 72_000n,
        passedDownMinor: 10_000n,
        payoutMinor: 62_000n,
      },
      { agentId: 3, rateBp: 50, grossMinor: 10_000n, passedDownMinor: 0n, payoutMinor: 10_000n },
    ]);
  });

  it("never gives a level a higher rate than its upline's", () => {
    // Only 8 active: the top is paid 1 % (12,000.00), so level 2's 1.2 % falls to 1 % (600.00).
    expect(payouts(chain(figures(120_000_000n, 8)))).toEqual([
      {
        agentId: 1,
        rateBp: 100,
        grossMinor: 1_200_000n,
        passedDownMinor: 60_000n,
        payoutMinor: 1_140_000n,
      },
      {
        agentId: 2,
        rateBp: 100,
        grossMinor: 60_000n,
        passedDownMinor: 10_000n,
        payoutMinor: 50_000n,
      },
      { agentId: 3, rateBp: 50, grossMinor: 10_000n, passedDownMinor: 0n, payoutMinor: 10_000n },
    ]);
  });

  it("caps a level's gross; the sub-agents are still paid theirs", () => {
    const capped = { ...topSalary, capMinor: 1_000_000n };
    expect(payouts(chain(figures(120_000_000n, 12), capped))[0]).toEqual({
      agentId: 1,
      rateBp: 150,
      grossMinor: 1_000_000n,
      passedDownMinor: 72_000n,
      payoutMinor: 928_000n,
    });
  });

  it('pays nothing down a chain whose top has no contract', () => {
    const levels = settleChain({ ...chain(figures(120_000_000n, 12)), terms: null });
    expect(levels.map((level) => [level.rateBp, level.payoutMinor])).toEqual([
      [0, 0n],
      [0, 0n],
      [0, 0n],
    ]);
  });
});

/** Dividend: 20 % of a net loss from ₱10,000.00 with 3 active, 30 % from ₱40,000.00 with 5. */
const dividend: ContractTerms = {
  kind: 'dividend',
  period: 'weekly',
  tiers: [tier(1_000_000n, 3, 2000), tier(4_000_000n, 5, 3000)],
  capMinor: null,
};

describe('a dividend', () => {
  it.each([
    // [players' result, active members, rate, paid]
    [-5_000_000n, 5, 3000, 1_500_000n], // lost 50,000.00 with 5 active: 30 %
    [-5_000_000n, 4, 2000, 1_000_000n], // 4 active: only the 20 % tier
    [-4_000_000n, 5, 3000, 1_200_000n], // exactly the thresholds: 30 %
    [-999_999n, 9, 0, 0n], // a net loss below every tier
    [200_000n, 9, 0, 0n], // the players won: no net loss
  ])('on a result of %s with %s active pays %s bp: %s', (result, active, rateBp, paid) => {
    const [level] = settleChain({
      agentId: 1,
      terms: dividend,
      figures: figures(0n, active, result),
      subAgents: [],
    });
    expect([level!.rateBp, level!.payoutMinor]).toEqual([rateBp, paid]);
  });

  it("pays a level nothing, never a negative amount, when its sub-agent's team lost more", () => {
    // The sub-team lost 30,000.00 while the rest won 20,000.00: the whole team lost 10,000.00.
    const flat: ContractTerms = { ...dividend, tiers: [tier(0n, 0, 2000)] };
    const levels = settleChain({
      agentId: 1,
      terms: flat,
      figures: figures(0n, 6, -1_000_000n),
      subAgents: [{ agentId: 2, terms: flat, figures: figures(0n, 3, -3_000_000n), subAgents: [] }],
    });
    expect(levels.map((level) => [level.grossMinor, level.payoutMinor])).toEqual([
      [200_000n, 0n],
      [600_000n, 600_000n],
    ]);
  });
});

describe('contract rules', () => {
  it('pays each kind on its base, by its period', () => {
    const team: TeamFigures = {
      betAmountMinor: 900n,
      validBetMinor: 700n,
      profitLossMinor: -300n,
      activeMembers: 1,
    };
    expect(contractBase('dividend', team)).toBe(300n);
    expect(contractBase('dailySalary', team)).toBe(700n);
    expect(contractBase('realtimeSalary', team)).toBe(700n);
    expect(contractBase('hourlySalary', team)).toBe(900n);
    expect(contractPeriod({ kind: 'realtimeSalary' })).toBe('fiveMinutes');
    expect(contractPeriod({ kind: 'hourlySalary' })).toBe('hourly');
    expect(contractPeriod({ kind: 'dailySalary' })).toBe('daily');
    expect(contractPeriod({ kind: 'dividend', period: 'semimonthly' })).toBe('semimonthly');
  });

  it('rounds down to a minor unit and picks the best tier met', () => {
    expect(grossAt(333n, 150, null)).toBe(4n); // 4.995
    expect(grossAt(1_000_000n, 10_000, 5n)).toBe(5n);
    const unordered: ContractTerms = {
      kind: 'dailySalary',
      tiers: [tier(100n, 0, 300), tier(0n, 0, 100), tier(50n, 2, 200)],
      capMinor: null,
    };
    expect(tierMet(unordered, figures(60n, 2))?.rateBp).toBe(200);
    expect(tierMet(unordered, figures(60n, 1))?.rateBp).toBe(100);
    expect(tierMet({ ...unordered, tiers: [tier(1n, 0, 100)] }, figures(0n, 9))).toBeNull();
  });

  it('refuses terms that break a rule, per field', () => {
    expect(termsProblems(midSalary, topSalary)).toEqual({});
    expect(termsProblems({ ...midSalary, tiers: [tier(0n, 0, 151)] }, topSalary)).toEqual({
      tiers: "no rate may exceed the upline's best rate (150 bp)",
    });
    expect(termsProblems(dividend, topSalary)).toMatchObject({
      kind: "the upline's contract is a dailySalary",
    });
    expect(termsProblems({ ...dividend, period: 'monthly' }, dividend)).toEqual({
      period: "must be the upline's (weekly)",
    });
    expect(
      termsProblems(
        { kind: 'hourlySalary', period: 'daily', tiers: [tier(-1n, -1, 0)], capMinor: 0n },
        null,
      ),
    ).toEqual({
      'tiers/0/rateBp': 'must be a whole number of basis points from 1 to 10000',
      'tiers/0/minBaseMinor': 'must not be negative',
      'tiers/0/minActiveMembers': 'must be a whole number, 0 or more',
      capMinor: 'must be above 0',
      period: 'only a dividend has a period of choice',
    });
    expect(termsProblems({ ...lowSalary, tiers: [] }, null)).toEqual({
      tiers: 'must be 1 to 10 tiers',
    });
  });
});
