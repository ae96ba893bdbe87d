/**
 * The agents module's tables (issue 16, docs/agents.md). The tree itself is `members.upline_id`
 * and `members.is_agent` (accounts module); this keeps the history of every change an operator
 * made to it: an agent made or unmade, a member moved under another agent or to the top.
 */
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from '../accounts/tables.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
