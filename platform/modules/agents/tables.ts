/**
 * The agents module's tables (issue 16, docs/agents.md). The tree itself is `members.upline_id`
 * and `members.is_agent` (accounts module); `agent_tree_changes` keeps the history of every
 * change an operator made to it, `agent_contracts` the contracts between agents.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  contractKinds,
  contractParties,
  contractStates,
  dividendPeriods,
} from '../../../schemas/api/agent-contracts.ts';
import { members } from '../accounts/tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'bigint' });

/** What one change of the tree did. */
export const treeChangeKinds = ['made-agent', 'unmade-agent', 'moved'] as const;

/** One change of a member's place or role in the agent tree, kept for ever. */
export const agentTreeChanges = pgTable(
  'agent_tree_changes',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: treeChangeKinds }).notNull(),
    /** The upline before and after (null: none, the top of the tree). */
    fromUplineId: integer('from_upline_id').references(() => members.id),
    toUplineId: integer('to_upline_id').references(() => members.id),
    /** `is_agent` before and after (0 a player). */
    fromType: integer('from_type').notNull(),
    toType: integer('to_type').notNull(),
    /** Why, in the operator's words. */
    note: text('note'),
    createdAt: instant('created_at').notNull(),
  },
  (table) => [index('agent_tree_changes_member_idx').on(table.memberId, table.id)],
);

/**
 * A contract between an agent and its upline (or, for an agent at the top, the brand): its
 * kind, terms and state. An agent has at most one offered or active contract of each kind.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    /** The agent the contract pays. */
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    /** The upline that offered it; null when the brand did (an agent at the top). */
    offeredById: integer('offered_by_id').references(() => members.id),
    kind: text('kind', { enum: contractKinds }).notNull(),
    /** A dividend's period; null for the salaries, whose period follows from their kind. */
    period: text('period', { enum: dividendPeriods }),
    /** Tiers and cap: `{ tiers: [{ minBaseMinor, minActiveMembers, rateBp }], capMinor }`, amounts as decimal strings. */
    terms: jsonb('terms').$type<StoredTerms>().notNull(),
    status: text('status', { enum: contractStates }).notNull(),
    offeredAt: instant('offered_at').notNull(),
    /** When the agent accepted or rejected it. */
    answeredAt: instant('answered_at'),
    /** It pays from the period that starts here (the one after its acceptance). */
    startsAt: instant('starts_at'),
    /** A terminated contract pays up to here (the end of the period it was ended in). */
    endsAt: instant('ends_at'),
    /** Who ended it: `agent`, `upline` or `brand`. */
    endedBy: text('ended_by', { enum: contractParties }),
  },
  (table) => [
    index('agent_contracts_agent_idx').on(table.agentId, table.kind),
    uniqueIndex('agent_contracts_open_idx')
      .on(table.agentId, table.kind)
      .where(sql`${table.status} in ('offered', 'active')`),
  ],
);

/**
 * What one contract earned in one period (docs/agents.md "Settlement"), written once: the
 * unique (contract, period) index refuses a second settlement. A period that pays nothing has
 * its row too (no ledger entry), so the agent's income lists every period.
 */
export const agentSettlements = pgTable(
  'agent_settlements',
  {
    id: serial('id').primaryKey(),
    brandId: text('brand_id').notNull(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    agentId: integer('agent_id')
      .notNull()
      .references(() => members.id),
    kind: text('kind', { enum: contractKinds }).notNull(),
    /** The period's key (`2026-11-27`, `2026-W48`...) and its bounds. */
    periodKey: text('period_key').notNull(),
    periodStart: instant('period_start').notNull(),
    periodEnd: instant('period_end').notNull(),
    /** The team's base in the period (net loss, valid bet or bet amount, by kind). */
    baseMinor: minor('base_minor').notNull(),
    activeMembers: integer('active_members').notNull(),
    /** The rate applied, in basis points: its tier's, never above its upline's. */
    rateBp: integer('rate_bp').notNull(),
    grossMinor: minor('gross_minor').notNull(),
    /** The gross of its direct sub-agents. */
    passedDownMinor: minor('passed_down_minor').notNull(),
    payoutMinor: minor('payout_minor').notNull(),
    /** The ledger entry that paid it; null when it paid nothing. */
    entryId: bigint('entry_id', { mode: 'number' }),
    settledAt: instant('settled_at').notNull(),
  },
  (table) => [
    uniqueIndex('agent_settlements_period_idx').on(table.contractId, table.periodKey),
    index('agent_settlements_agent_idx').on(table.agentId, table.periodStart),
  ],
);

/** Contract terms as stored (JSON has no bigint). */
export interface StoredTerms {
  tiers: { minBaseMinor: string; minActiveMembers: number; rateBp: number }[];
  capMinor: string | null;
}
