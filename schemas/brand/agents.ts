/**
 * The agent tree's brand settings (issue 16, docs/agents.md): how many levels of agents one
 * tree may hold. Every property has a default, so `{}` is the whole default set.
 */

/** The most levels of agents any brand allows. */
export const agentLevelsMax = 20;

/** The `agents` settings of a brand. */
export const agentsSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description:
    'Agents and their teams (docs/agents.md): the depth of the agent tree. Players under an agent are not a level of their own.',
  properties: {
    maxLevels: {
      type: 'integer',
      minimum: 1,
      maximum: agentLevelsMax,
      default: 5,
      description:
        'The most levels of agents in one tree: an agent with no upline agent is level 1, its sub-agents level 2, and so on. Making an agent, or moving one (with its team) under another, is refused when a sub-agent would end up deeper. Default 5.',
    },
  },
} as const;
