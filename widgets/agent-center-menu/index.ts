import { defineWidget } from '../../engine/render/widget.ts';
import { agentCenterMenuSettingsSchema, type AgentCenterMenuSettings } from './schema.ts';

/**
 * The agent center's menu (spec §2 "Agent center (modal menu)"): the brand's entries that have a
 * route, the contract pages only when the agent's flag of their kind is 1, the current page
 * highlighted, and a close button back to the page the agent came from. Placed in the
 * `agentCenter` frame slot, beside every page under `/agent/`.
 */
export const agentCenterMenu = defineWidget<AgentCenterMenuSettings>({
  type: 'agent-center-menu',
  settingsSchema: agentCenterMenuSettingsSchema,
  defaults: { showTitle: true },
  placement: ['agentCenter'],
  loadingHeight: '52px',
  load: () => import('./agent-center-menu.tsx').then((m) => m.AgentCenterMenu),
});
