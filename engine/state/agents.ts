import type { ContractKind } from '../../schemas/api/agent-contracts.ts';
import {
  getAgentCenter,
  listContracts,
  listAgentNotices,
  listIncome,
  type IncomeQuery,
} from '../api/agent-center.ts';
import { defineResource } from './query.ts';

/**
 * The agent's place and contract flags (spec §3), keyed by token (another login has its own);
 * the agent center's menu decides its contract entries by it.
 */
export const agentCenterResource = defineResource({
  name: 'agentCenter',
  key: (token: string) => token,
  fetch: (_token: string, signal) => getAgentCenter(signal),
});

/** The contracts of one kind an agent holds and offered: for whom (token), of which kind. */
export interface ContractsParam {
  token: string;
  kind: ContractKind;
}

/** An agent's contracts of one kind and those it offered; read again after every change. */
export const contractsResource = defineResource({
  name: 'agentContracts',
  key: ({ token, kind }: ContractsParam) => `${token}|${kind}`,
  fetch: ({ kind }: ContractsParam, signal) => listContracts(kind, signal),
});

/** A page of the agent's income: for whom (token), and every parameter of the query. */
export type IncomeParam = IncomeQuery & { token: string };

/** A page of settled periods of the agent's contracts, with the total paid over the range. */
export const incomeResource = defineResource({
  name: 'agentIncome',
  key: ({ token, from, to, kind, order, page, pageSize }: IncomeParam) =>
    [token, from, to, kind ?? '', order ?? 'newest', page ?? 1, pageSize ?? ''].join('|'),
  fetch: ({ token: _token, ...query }: IncomeParam, signal) => listIncome(query, signal),
});

/** The agents' announcements, for whom (token) and in which language. */
export const agentNoticesResource = defineResource({
  name: 'agentNotices',
  key: ({ token, language }: { token: string; language: string }) => `${token}|${language}`,
  fetch: (_param: { token: string; language: string }, signal) => listAgentNotices(signal),
});
