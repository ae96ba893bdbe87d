import {
  getTeamOverview,
  listTeamBets,
  listTeamLosses,
  listTeamMembers,
  type TeamBetsQuery,
  type TeamLossesQuery,
  type TeamMembersQuery,
  type TeamOverviewQuery,
} from '../api/agent-team.ts';
import { searchParamsOf } from '../api/http.ts';
import { defineResource } from './query.ts';

/** A team query for whom (token): each page of each query is cached on its own. */
type ForAgent<Query> = Query & { token: string };

/** The cache key of a query: its parameters in name order, so the key never depends on order. */
function keyOf({
  token,
  ...query
}: ForAgent<Readonly<Record<string, string | number | undefined>>>) {
  const params = searchParamsOf(query);
  return [
    token,
    ...Object.keys(params)
      .sort()
      .map((name) => `${name}=${params[name]}`),
  ].join('|');
}

/** The team overview of a range of days (figures, and every day for the chart). */
export const teamOverviewResource = defineResource({
  name: 'agentTeamOverview',
  key: keyOf,
  fetch: ({ token: _token, ...query }: ForAgent<TeamOverviewQuery>, signal) =>
    getTeamOverview(query, signal),
});

/** A page of the team list: a sub-agent's direct downlines, or a search of the team. */
export const teamMembersResource = defineResource({
  name: 'agentTeamMembers',
  key: keyOf,
  fetch: ({ token: _token, ...query }: ForAgent<TeamMembersQuery>, signal) =>
    listTeamMembers(query, signal),
});

/** A page of the team's rounds, with the totals. */
export const teamBetsResource = defineResource({
  name: 'agentTeamBets',
  key: keyOf,
  fetch: ({ token: _token, ...query }: ForAgent<TeamBetsQuery>, signal) =>
    listTeamBets(query, signal),
});

/** A page of the members' results over a range, the biggest loss first, with the totals. */
export const teamLossesResource = defineResource({
  name: 'agentTeamLosses',
  key: keyOf,
  fetch: ({ token: _token, ...query }: ForAgent<TeamLossesQuery>, signal) =>
    listTeamLosses(query, signal),
});
