/**
 * The agent tree's brand settings (issue 16, docs/agents.md): how many levels of agents one
 * tree may hold, and which kinds of contract its agent center offers. Every property has a
 * default, so `{}` is the whole default set.
 */
import { contractKinds } from '../api/agent-contracts.ts';

/** The most levels of agents any brand allows. */
export const agentLevelsMax = 20;

/** The `agents` settings of a brand. */
export const agentsSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description:
    'Agents and their teams (docs/agents.md): the depth of the agent tree and the kinds of contract. Players under an agent are not a level of their own.',
  properties: {
    maxLevels: {
      type: 'integer',
      minimum: 1,
      maximum: agentLevelsMax,
      default: 5,
      description:
        'The most levels of agents in one tree: an agent with no upline agent is level 1, its sub-agents level 2, and so on. Making an agent, or moving one (with its team) under another, is refused when a sub-agent would end up deeper. Default 5.',
    },
    transfers: {
      type: 'string',
      enum: ['direct', 'team'],
      default: 'direct',
      description:
        "Who an agent may send money to from the agent center: 'direct', its direct downlines only; 'team', anyone in its team. A member sends money up to its direct upline only (transfer to upline). Default 'direct'.",
    },
    contracts: {
      type: 'array',
      items: { type: 'string', enum: contractKinds },
      uniqueItems: true,
      default: [...contractKinds],
      description:
        "The kinds of contract this brand's agents hold: dividend, dailySalary, hourlySalary, realtimeSalary. The agent center shows a kind's page (and its flag: divtypereq, dailysalreqtype, contracthoursalreq, realtimesalreqtype) only for a kind listed here that the agent holds or was offered a contract of; no contract of another kind can be offered. Default: all four.",
    },
  },
} as const;
