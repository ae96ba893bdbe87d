import type { TeamRecordsSettings } from '../ui/team-records.ts';

/** Settings of the team betting page: rounds per page, the days shown first. */
export { teamRecordsSettingsSchema as agentTeamBetsSettingsSchema } from '../ui/team-records.ts';

/** Team betting page settings. */
export type AgentTeamBetsSettings = TeamRecordsSettings;
