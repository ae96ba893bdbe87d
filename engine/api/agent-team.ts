import type { FromSchema } from 'json-schema-to-ts';
import type {
  downlineRegisterSchema,
  downlineTransferSchema,
  TeamMember,
  teamBetsQuerySchema,
  teamLossesQuerySchema,
  teamMembersQuerySchema,
  teamOverviewQuerySchema,
  teamResponses,
} from '../../schemas/api/agent-team.ts';
import {
  validateAgentRegistered,
  validateAgentTeamBets,
  validateAgentTeamLosses,
  validateAgentTeamMembers,
  validateAgentTeamOverview,
  validateAgentTransferred,
} from './agent-validators.generated.js';
import { sealed } from './enc.ts';
import { call, http, searchParamsOf } from './http.ts';

export type { TeamMember };

/** The days of the team overview. */
export type TeamOverviewQuery = FromSchema<typeof teamOverviewQuerySchema>;
/** The team's size, new and active members, money and bet figures, and every day's figures. */
export type TeamOverview = FromSchema<(typeof teamResponses)['teamOverview']>['value'];
/** One day of the overview's chart. */
export type TeamDay = TeamOverview['days'][number];
/** Whose downlines (or which search), in which order, which page. */
export type TeamMembersQuery = FromSchema<typeof teamMembersQuerySchema>;
/** A page of the team list, and whose downlines it is (null for a search). */
export type TeamMembersPage = FromSchema<(typeof teamResponses)['teamMembers']>['value'];
/** The days, member, vendor and game type of the team's rounds, and the page. */
export type TeamBetsQuery = FromSchema<typeof teamBetsQuerySchema>;
/** A page of the team's rounds, with the totals of every round the filters select. */
export type TeamBetsPage = FromSchema<(typeof teamResponses)['teamBets']>['value'];
/** One round of the team. */
export type TeamBet = TeamBetsPage['list'][number];
/** The days and the page of the members' results. */
export type TeamLossesQuery = FromSchema<typeof teamLossesQuerySchema>;
/** A page of the members' results, the biggest loss first, with the totals. */
export type TeamLossesPage = FromSchema<(typeof teamResponses)['teamLosses']>['value'];
/** One member's result over the range. */
export type TeamLoss = TeamLossesPage['list'][number];
/** A new downline: username, password twice, player or sub-agent (sent sealed). */
export type DownlineRegistration = FromSchema<typeof downlineRegisterSchema>;
/** The registered downline, with a sub-agent's affiliate code. */
export type RegisteredDownline = FromSchema<(typeof teamResponses)['registered']>['value'];
/** A transfer to a downline (sent sealed). */
export type DownlineTransferRequest = FromSchema<typeof downlineTransferSchema>;
/** A transfer to a downline as answered: the amount and the sender's balance after it. */
export type DownlineTransfer = FromSchema<(typeof teamResponses)['transferred']>['value'];

/** `GET /wps/agent/team/overview` (agent): the team's figures over a range of days. */
export function getTeamOverview(query: TeamOverviewQuery, signal?: AbortSignal) {
  return call(
    () => http.get('wps/agent/team/overview', { searchParams: searchParamsOf(query), signal }),
    validateAgentTeamOverview,
  );
}

/**
 * `GET /wps/agent/team/members` (agent): the direct downlines of the agent or of a sub-agent in
 * its team (`parent`; `NOT_FOUND` outside it), or a search of the whole team, sorted and paged.
 */
export function listTeamMembers(query: TeamMembersQuery, signal?: AbortSignal) {
  return call(
    () => http.get('wps/agent/team/members', { searchParams: searchParamsOf(query), signal }),
    validateAgentTeamMembers,
  );
}

/** `GET /wps/agent/team/bets` (agent): the team's rounds, newest first, with totals. */
export function listTeamBets(query: TeamBetsQuery, signal?: AbortSignal) {
  return call(
    () => http.get('wps/agent/team/bets', { searchParams: searchParamsOf(query), signal }),
    validateAgentTeamBets,
  );
}

/** `GET /wps/agent/team/losses` (agent): each member's result, the biggest loss first. */
export function listTeamLosses(query: TeamLossesQuery, signal?: AbortSignal) {
  return call(
    () => http.get('wps/agent/team/losses', { searchParams: searchParamsOf(query), signal }),
    validateAgentTeamLosses,
  );
}

/**
 * `POST /wps/agent/team/register` (agent, enc): a player or a sub-agent directly under the
 * caller. Field errors as a registration's (`username: taken`...), `role: tooDeep` beyond the
 * brand's levels.
 */
export async function registerDownline(
  registration: DownlineRegistration,
): Promise<RegisteredDownline> {
  const body = await sealed(registration);
  return call(
    () => http.post('wps/agent/team/register', { json: body, retry: 0 }),
    validateAgentRegistered,
  );
}

/**
 * `POST /wps/agent/team/transfer` (agent, enc): sends `amountMinor` to a downline, proven with
 * the withdrawal password; `username: notDownline` for anyone out of reach. The same
 * `requestId` answers the first transfer, so ky may retry on a gateway failure.
 */
export async function transferToDownline(
  request: DownlineTransferRequest,
): Promise<DownlineTransfer> {
  const body = await sealed(request);
  return call(
    () =>
      http.post('wps/agent/team/transfer', {
        json: body,
        retry: { limit: 1, methods: ['post'], statusCodes: [502, 503, 504] },
      }),
    validateAgentTransferred,
  );
}
