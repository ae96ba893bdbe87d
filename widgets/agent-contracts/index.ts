import { defineWidget } from '../../engine/render/widget.ts';
import { agentContractsSettingsSchema, type AgentContractsSettings } from './schema.ts';

/**
 * An agent's contracts of one kind (issue 16, agent center pages `dividend`, `dailySalary`,
 * `hourlySalary`, `realtimeSalary`): its own, with their terms and state, to accept, reject or
 * terminate; those it offered its sub-agents, to terminate; and an offer to a direct downline
 * agent. Agents only.
 */
export const agentContracts = defineWidget<AgentContractsSettings>({
  type: 'agent-contracts',
  settingsSchema: agentContractsSettingsSchema,
  defaults: { kind: 'dividend' },
  placement: ['page'],
  load: () => import('./agent-contracts.tsx').then((m) => m.AgentContracts),
});
