/**
 * Changing the agent tree (docs/agents.md "The tree"): making a member an agent, making an
 * agent a player again, and moving a member (with its whole team) under another agent or to
 * the top. Each change is checked against the tree and the brand's `agents.maxLevels`, runs
 * under a per-brand lock so two changes never build a cycle between them, and is recorded in
 * `agent_tree_changes`. A member that moves, or stops being an agent, ends its contracts.
 */
import { eq } from 'drizzle-orm';
import { agentTypes, trialAgentType } from '../../../engine/core/roles.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { validationError } from '../../kernel/errors.ts';
import { memberById, members, newAffiliateCode, type MemberRow } from '../accounts/index.ts';
import { endUplineContracts, withAgentLock } from './contracts.ts';
import { agentTreeChanges, type treeChangeKinds } from './tables.ts';
import { subAgentLevels, teamOf, uplinesOf } from './tree.ts';

/** A change to the tree an operator asks for. */
export type TreeChange =
  { kind: 'make'; type: number } | { kind: 'unmake' } | { kind: 'move'; under: MemberRow | null };

/** The level of an agent placed under `upline` (null: at the top): its uplines are all agents. */
async function levelUnder(db: Database, upline: MemberRow | null): Promise<number> {
  return upline === null ? 1 : (await uplinesOf(db, upline.id)).length + 2;
}

/** Why the tree refuses the change, per field; empty when it allows it. */
async function problemsWith(
  db: Database,
  brand: Brand,
  member: MemberRow,
  change: TreeChange,
): Promise<Record<string, string>> {
  const { maxLevels } = brand.agents;
  const upline =
    member.uplineId === null ? null : ((await memberById(db, member.uplineId)) ?? null);
  if (change.kind === 'make') {
    if (!agentTypes.includes(change.type))
      return { type: `must be one of ${agentTypes.join(', ')}` };
    if (member.isAgent === trialAgentType)
      return { username: 'is a trial account: it cannot be an agent' };
    if (member.isAgent !== 0) return { username: `is already an agent (type ${member.isAgent})` };
    const level = await levelUnder(db, upline);
    if (level > maxLevels)
      return {
        username: `would be an agent at level ${level} under ${upline?.username}, deeper than the brand's agents.maxLevels (${maxLevels})`,
      };
    return {};
  }
  const team = await teamOf(db, member.id);
  if (change.kind === 'unmake') {
    if (member.isAgent === 0 || member.isAgent === trialAgentType)
      return { username: 'is not an agent' };
    if (team.length > 0)
      return {
        username: `has ${team.length} member${team.length === 1 ? '' : 's'} in its team: move its direct downlines elsewhere first (agent move)`,
      };
    return {};
  }
  const { under } = change;
  if (member.isAgent === trialAgentType)
    return { username: 'is a trial account: it has no place in the tree' };
  if (under?.id === member.id) return { under: 'is the member itself' };
  if (under && under.isAgent === 0) return { under: `${under.username} is not an agent` };
  if (under && team.some((downline) => downline.id === under.id))
    return { under: `${under.username} is in the team of ${member.username}` };
  if ((under?.id ?? null) === member.uplineId)
    return {
      under: under
        ? `${member.username} is already under ${under.username}`
        : 'it is already at the top',
    };
  if (member.isAgent !== 0) {
    const level = await levelUnder(db, under);
    const deepest = level + subAgentLevels(team);
    const who = deepest === level ? member.username : `a sub-agent of ${member.username}`;
    if (deepest > maxLevels)
      return {
        under: `would put ${who} at level ${deepest}, deeper than the brand's agents.maxLevels (${maxLevels})`,
      };
  }
  return {};
}

/** Where the change leaves the member: its new type and upline. */
function outcome(member: MemberRow, change: TreeChange) {
  if (change.kind === 'make') return { isAgent: change.type, uplineId: member.uplineId };
  if (change.kind === 'unmake') return { isAgent: 0, uplineId: member.uplineId };
  return { isAgent: member.isAgent, uplineId: change.under?.id ?? null };
}

const historyKinds: Record<TreeChange['kind'], (typeof treeChangeKinds)[number]> = {
  make: 'made-agent',
  unmake: 'unmade-agent',
  move: 'moved',
};

/**
 * Applies `change` to `member` of `brand`, with `note` in its history; the member as it is
 * after. Throws `VALIDATION_FAILED` (nothing changed) when the tree refuses it.
 */
export function changeTree(
  db: Database,
  clock: Clock,
  brand: Brand,
  member: MemberRow,
  change: TreeChange,
  note: string | null,
): Promise<MemberRow> {
  // One change of a brand's tree at a time: the checks see the tree they change.
  return withAgentLock(db, brand.id, (tx) =>
    applyTreeChange(tx, clock, brand, member, change, note),
  );
}

/**
 * `changeTree` inside transaction `tx`, which must hold the brand's agent lock
 * (`withAgentLock`): for a change that is part of a larger one, such as an agent registering a
 * sub-agent.
 */
export async function applyTreeChange(
  tx: Database,
  clock: Clock,
  brand: Brand,
  member: MemberRow,
  change: TreeChange,
  note: string | null,
): Promise<MemberRow> {
  const current = (await memberById(tx, member.id)) ?? member;
  const problems = await problemsWith(tx, brand, current, change);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const after = outcome(current, change);
  const affiliateCode =
    change.kind === 'make'
      ? await newAffiliateCode(tx, brand.id)
      : change.kind === 'unmake'
        ? null
        : current.affiliateCode;
  const [updated] = await tx
    .update(members)
    .set({ ...after, affiliateCode })
    .where(eq(members.id, current.id))
    .returning();
  // Its contracts are with the upline it leaves (or the brand), or need it to be an agent.
  if (change.kind !== 'make') await endUplineContracts(tx, clock, brand, current.id);
  await tx.insert(agentTreeChanges).values({
    brandId: brand.id,
    memberId: current.id,
    kind: historyKinds[change.kind],
    fromUplineId: current.uplineId,
    toUplineId: after.uplineId,
    fromType: current.isAgent,
    toType: after.isAgent,
    note,
    createdAt: clock.now(),
  });
  return updated!;
}
