/**
 * Reading the agent tree (docs/agents.md "The tree"): every member has at most one upline
 * (`members.upline_id`), and only agents have downlines. A member's uplines are a chain up to
 * an agent with no upline; an agent's team is everyone below it.
 */
import { sql } from 'drizzle-orm';
import { resultRows, type Database } from '../../kernel/db/client.ts';

/** A member's place in a walk of the tree. */
export interface TreeMember {
  id: number;
  username: string;
  /** `members.is_agent`: 0 a player, 1, 2, 41 or 42 an agent. */
  isAgent: number;
  uplineId: number | null;
  /** Levels below the member the walk started from (1: a direct downline). */
  depth: number;
}

/** No tree is deeper than this; a walk stops here even if the data were ever circular. */
const walkLimit = 1000;

const treeMember = (row: Record<string, unknown>): TreeMember => ({
  id: Number(row.id),
  username: String(row.username),
  isAgent: Number(row.is_agent),
  uplineId: row.upline_id === null ? null : Number(row.upline_id),
  depth: Number(row.depth),
});

/** The uplines of member `id`, the nearest first (`depth` 1), up to the top of its tree. */
export async function uplinesOf(db: Database, id: number): Promise<TreeMember[]> {
  const result = await db.execute(sql`
    with recursive chain (id, username, is_agent, upline_id, depth) as (
      select up.id, up.username, up.is_agent, up.upline_id, 1
        from members m join members up on up.id = m.upline_id
        where m.id = ${id}
      union all
      select up.id, up.username, up.is_agent, up.upline_id, chain.depth + 1
        from chain join members up on up.id = chain.upline_id
        where chain.depth < ${walkLimit}
    )
    select id, username, is_agent, upline_id, depth from chain order by depth`);
  return resultRows(result).map(treeMember);
}

/**
 * The team of member `id`: everyone below it down to `maxDepth` levels, in tree order (each
 * member followed by its own team, members of one upline by id).
 */
export async function teamOf(
  db: Database,
  id: number,
  maxDepth: number = walkLimit,
): Promise<TreeMember[]> {
  const result = await db.execute(sql`
    with recursive team (id, username, is_agent, upline_id, depth, path) as (
      select m.id, m.username, m.is_agent, m.upline_id, 1, array[m.id]
        from members m where m.upline_id = ${id}
      union all
      select m.id, m.username, m.is_agent, m.upline_id, team.depth + 1, team.path || m.id
        from team join members m on m.upline_id = team.id
        where team.depth < ${Math.min(maxDepth, walkLimit)}
    )
    select id, username, is_agent, upline_id, depth from team order by path`);
  return resultRows(result).map(treeMember);
}

/**
 * How many levels of agents the team of an agent holds below it (0: no sub-agent). Only
 * agents have downlines, so the deepest sub-agent gives it.
 */
export function subAgentLevels(team: readonly TreeMember[]): number {
  return Math.max(0, ...team.filter((member) => member.isAgent !== 0).map((m) => m.depth));
}
