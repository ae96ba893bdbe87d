/**
 * The words of agent contracts (issue 16, docs/agents.md "Contracts") that every layer shares:
 * the kinds, a dividend's periods and a contract's states. The formulas are in
 * engine/core/agents; the tables in platform/modules/agents.
 */

/** The kinds of contract (spec §1). */
export const contractKinds = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
/** A kind of contract. */
export type ContractKind = (typeof contractKinds)[number];

/** The periods a dividend can be settled by (spec §9). */
export const dividendPeriods = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;
/** A dividend's period. */
export type DividendPeriod = (typeof dividendPeriods)[number];

/** Where a contract stands. */
export const contractStates = ['offered', 'active', 'rejected', 'terminated'] as const;
/** A contract's state. */
export type ContractState = (typeof contractStates)[number];

/** Who ends a contract: its agent, the upline that offered it, or the brand. */
export const contractParties = ['agent', 'upline', 'brand'] as const;

/** The most tiers a contract holds. */
export const contractTiersMax = 10;
/** 100 %: no rate is higher. */
export const fullRateBp = 10_000;
