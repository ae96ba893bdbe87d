import { defineWidget } from '../../engine/render/widget.ts';
import { agentAnnouncementsSettingsSchema, type AgentAnnouncementsSettings } from './schema.ts';

/**
 * Announcements (issue 16, agent center page `announcement`): the operator's announcements for
 * agents, newest first, each opened to read. Agents only.
 */
export const agentAnnouncements = defineWidget<AgentAnnouncementsSettings>({
  type: 'agent-announcements',
  settingsSchema: agentAnnouncementsSettingsSchema,
  defaults: { openFirst: true },
  placement: ['page'],
  load: () => import('./agent-announcements.tsx').then((m) => m.AgentAnnouncements),
});
