import type { Role } from '../../schemas/common.ts';

/** isAgent values that may open the agent center (spec §6). */
export const agentTypes: readonly number[] = [1, 2, 41, 42];
/** isAgent value of a trial (free-play) account. */
export const trialAgentType = 4;

/** The role of a player from their token and isAgent number (spec §6). */
export function roleOf(session: { token?: string | null; isAgent?: number | null }): Role {
  if (!session.token) return 'visitor';
  if (session.isAgent === trialAgentType) return 'trial';
  if (session.isAgent != null && agentTypes.includes(session.isAgent)) return 'agent';
  return 'member';
}
