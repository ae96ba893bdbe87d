import { defineWidget } from '../../engine/render/widget.ts';
import {
  agentRegisterDownlineSettingsSchema,
  type AgentRegisterDownlineSettings,
} from './schema.ts';

/**
 * Register account (issue 16, agent center page `registerAccount`): a player or a sub-agent
 * directly under the agent, with the brand's username and password rules; the new account (and
 * a sub-agent's affiliate code) once registered. Agents only.
 */
export const agentRegisterDownline = defineWidget<AgentRegisterDownlineSettings>({
  type: 'agent-register-downline',
  settingsSchema: agentRegisterDownlineSettingsSchema,
  defaults: { defaultRole: 'player' },
  placement: ['page'],
  load: () => import('./agent-register-downline.tsx').then((m) => m.AgentRegisterDownline),
});
