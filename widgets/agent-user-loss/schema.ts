import type { TeamRecordsSettings } from '../ui/team-records.ts';

/** Settings of the user loss page: members per page, the days shown first. */
export { teamRecordsSettingsSchema as agentUserLossSettingsSchema } from '../ui/team-records.ts';

/** User loss page settings. */
export type AgentUserLossSettings = TeamRecordsSettings;
