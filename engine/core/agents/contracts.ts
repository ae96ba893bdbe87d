/**
 * Agent contracts and what they pay (spec §1, docs/agents.md "Contracts"), as pure functions the
 * settlement jobs and the agent center share. Amounts are integer minor units (bigint); rates
 * are basis points (1 bp = 0.01 %), so no floating point touches money.
 *
 * - **dividend**: a share of the team's net loss (what its players lost, net) per period;
 * - **daily salary**: a rate on the team's valid bet per day;
 * - **hourly salary**: a rate on the team's bet amount per hour;
 * - **real-time salary**: a rate on the team's valid bet per 5 minutes.
 *
 * A contract holds tiers: the tier paid is the best one whose thresholds (the base and the
 * active members) the team met in the period. An agent's team includes its sub-agents' teams;
 * what a level is paid is its own gross minus the gross it passes down to its sub-agents.
 */
import {
  contractTiersMax,
  fullRateBp,
  type ContractKind,
} from '../../../schemas/api/agent-contracts.ts';
import type { ContractPeriod, DividendPeriod } from './periods.ts';

export {
  contractKinds,
  contractTiersMax,
  fullRateBp,
  type ContractKind,
} from '../../../schemas/api/agent-contracts.ts';

/** One tier: paid when the team reached both thresholds in the period. */
export interface ContractTier {
  /** The least base (net loss, valid bet or bet amount, by kind) in minor units. */
  minBaseMinor: bigint;
  /** The least active members (members of the team who placed a bet in the period). */
  minActiveMembers: number;
  /** The rate on the base, in basis points (150 = 1.5 %). */
  rateBp: number;
}

/** What a contract promises. */
export interface ContractTerms {
  kind: ContractKind;
  /** A dividend's period; the salaries' periods follow from their kind. */
  period?: DividendPeriod;
  tiers: readonly ContractTier[];
  /** The most one period pays this level before it passes anything down; null: no cap. */
  capMinor: bigint | null;
}

/** A team's figures for one period, from its members' betting records. */
export interface TeamFigures {
  /** Settled bets' stakes. */
  betAmountMinor: bigint;
  /** Stakes that count for turnover (settled, not voided). */
  validBetMinor: bigint;
  /** The players' result: wins minus stakes (negative when they lost). */
  profitLossMinor: bigint;
  activeMembers: number;
}

/** A dividend's period when its terms name none. */
export const defaultDividendPeriod: DividendPeriod = 'monthly';

/** The period each kind is settled by. */
export function contractPeriod(terms: Pick<ContractTerms, 'kind' | 'period'>): ContractPeriod {
  switch (terms.kind) {
    case 'dividend':
      return terms.period ?? defaultDividendPeriod;
    case 'dailySalary':
      return 'daily';
    case 'hourlySalary':
      return 'hourly';
    case 'realtimeSalary':
      return 'fiveMinutes';
  }
}

/** What a kind pays on: the net loss (never below 0), the valid bet or the bet amount. */
export function contractBase(kind: ContractKind, figures: TeamFigures): bigint {
  switch (kind) {
    case 'dividend':
      return figures.profitLossMinor < 0n ? -figures.profitLossMinor : 0n;
    case 'hourlySalary':
      return figures.betAmountMinor;
    case 'dailySalary':
    case 'realtimeSalary':
      return figures.validBetMinor;
  }
}

/** The best tier the team met (the highest rate among them), or null when it met none. */
export function tierMet(terms: ContractTerms, figures: TeamFigures): ContractTier | null {
  const base = contractBase(terms.kind, figures);
  let best: ContractTier | null = null;
  for (const tier of terms.tiers)
    if (base >= tier.minBaseMinor && figures.activeMembers >= tier.minActiveMembers)
      if (!best || tier.rateBp > best.rateBp) best = tier;
  return best;
}

/** `base` at `rateBp`, rounded down to a minor unit, at most `capMinor`. */
export function grossAt(base: bigint, rateBp: number, capMinor: bigint | null): bigint {
  const gross = (base * BigInt(rateBp)) / BigInt(fullRateBp);
  return capMinor !== null && gross > capMinor ? capMinor : gross;
}

/** Why offered terms are refused, per field; empty when they can be offered. */
export function termsProblems(
  terms: ContractTerms,
  upline: ContractTerms | null,
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (terms.tiers.length === 0 || terms.tiers.length > contractTiersMax)
    problems.tiers = `must be 1 to ${contractTiersMax} tiers`;
  terms.tiers.forEach((tier, i) => {
    if (!Number.isInteger(tier.rateBp) || tier.rateBp < 1 || tier.rateBp > fullRateBp)
      problems[`tiers/${i}/rateBp`] =
        `must be a whole number of basis points from 1 to ${fullRateBp}`;
    if (tier.minBaseMinor < 0n) problems[`tiers/${i}/minBaseMinor`] = 'must not be negative';
    if (!Number.isInteger(tier.minActiveMembers) || tier.minActiveMembers < 0)
      problems[`tiers/${i}/minActiveMembers`] = 'must be a whole number, 0 or more';
  });
  if (terms.capMinor !== null && terms.capMinor <= 0n) problems.capMinor = 'must be above 0';
  if (terms.kind !== 'dividend' && terms.period !== undefined)
    problems.period = 'only a dividend has a period of choice';
  if (upline) {
    if (upline.kind !== terms.kind) problems.kind = `the upline's contract is a ${upline.kind}`;
    const ceiling = Math.max(...upline.tiers.map((tier) => tier.rateBp));
    if (terms.tiers.some((tier) => tier.rateBp > ceiling))
      problems.tiers = `no rate may exceed the upline's best rate (${ceiling} bp)`;
    if (terms.kind === 'dividend' && contractPeriod(terms) !== contractPeriod(upline))
      problems.period = `must be the upline's (${contractPeriod(upline)})`;
  }
  return problems;
}

/** An agent of a settlement: its contract (null: none), its team's figures and sub-agents. */
export interface ChainNode {
  agentId: number;
  terms: ContractTerms | null;
  figures: TeamFigures;
  /** Its direct sub-agents, whose teams are inside its own. */
  subAgents: readonly ChainNode[];
}

/** What one level of a settlement earns. */
export interface LevelPayout {
  agentId: number;
  /** The rate applied: its tier's, never above its upline's. 0 without a contract or tier. */
  rateBp: number;
  baseMinor: bigint;
  /** The base at the rate, capped. */
  grossMinor: bigint;
  /** The gross of its direct sub-agents. */
  passedDownMinor: bigint;
  /** Gross minus what it passes down, never below 0: what the ledger pays it. */
  payoutMinor: bigint;
}

/**
 * Settles one period of a tree of contracts from its top agent down: each level's rate is its
 * tier's, capped by its upline's rate; its gross is its whole team's base at that rate; it is
 * paid its gross minus its sub-agents' gross. Levels are listed top first, sub-agents by id.
 */
export function settleChain(top: ChainNode, uplineRateBp: number = fullRateBp): LevelPayout[] {
  const rateBp = top.terms
    ? Math.min(tierMet(top.terms, top.figures)?.rateBp ?? 0, uplineRateBp)
    : 0;
  const baseMinor = top.terms ? contractBase(top.terms.kind, top.figures) : 0n;
  const grossMinor = top.terms ? grossAt(baseMinor, rateBp, top.terms.capMinor) : 0n;
  const below = [...top.subAgents]
    .sort((a, b) => a.agentId - b.agentId)
    .map((sub) => settleChain(sub, rateBp));
  const passedDownMinor = below.reduce((sum, levels) => sum + (levels[0]?.grossMinor ?? 0n), 0n);
  const net = grossMinor - passedDownMinor;
  return [
    {
      agentId: top.agentId,
      rateBp,
      baseMinor,
      grossMinor,
      passedDownMinor,
      payoutMinor: net > 0n ? net : 0n,
    },
    ...below.flat(),
  ];
}
