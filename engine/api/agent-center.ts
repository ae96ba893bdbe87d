import type { FromSchema } from 'json-schema-to-ts';
import type {
  AgentCenter,
  AgentContract,
  agentCenterResponses,
  ContractOffer,
  incomeQuerySchema,
} from '../../schemas/api/agent-center.ts';
import type { ContractKind } from '../../schemas/api/agent-contracts.ts';
import type { agentNoticesSchema } from '../../schemas/api/system.ts';
import {
  validateAgentCenter,
  validateAgentContract,
  validateAgentContracts,
  validateAgentIncome,
  validateAgentNotices,
} from './agent-validators.generated.js';
import { call, http, searchParamsOf } from './http.ts';

export type { AgentCenter, AgentContract, ContractOffer };

/** An announcement for agents (type AG). */
export type AgentNotice = FromSchema<typeof agentNoticesSchema>[number];

/** The agent's own contracts of a kind and those it offered its sub-agents, newest first. */
export type AgentContracts = FromSchema<(typeof agentCenterResponses)['contracts']>['value'];
/** What the income asks for: the days, a kind of contract, the page. */
export type IncomeQuery = FromSchema<typeof incomeQuerySchema>;
/** A page of settled periods, newest first, and what the range paid in all. */
export type IncomePage = FromSchema<(typeof agentCenterResponses)['income']>['value'];

/**
 * `GET /wps/agent/center` (an agent's token; anyone else `NOT_AGENT`): the agent's level,
 * upline, affiliate code and the contract flags of spec §3.
 */
export function getAgentCenter(signal?: AbortSignal): Promise<AgentCenter> {
  return call(() => http.get('wps/agent/center', { signal }), validateAgentCenter);
}

/** `GET /wps/agent/contracts?kind=` (agent): its contracts of `kind` and those it offered. */
export function listContracts(kind: ContractKind, signal?: AbortSignal): Promise<AgentContracts> {
  return call(
    () => http.get('wps/agent/contracts', { searchParams: { kind }, signal }),
    validateAgentContracts,
  );
}

/**
 * `POST /wps/agent/contracts` (agent): offers a contract to a direct downline agent. Refused
 * with `VALIDATION_FAILED` and field errors: `username: notDownline` for anyone but a direct
 * downline agent, `tiers` with a sentence when a rate is above the caller's own.
 */
export function offerContract(offer: ContractOffer): Promise<AgentContract> {
  return call(() => http.post('wps/agent/contracts', { json: offer }), validateAgentContract);
}

/** `POST /wps/agent/contracts/:id/answer` (agent): accepts or rejects an offered contract. */
export function answerContract(id: number, accept: boolean): Promise<AgentContract> {
  return call(
    () => http.post(`wps/agent/contracts/${id}/answer`, { json: { accept } }),
    validateAgentContract,
  );
}

/** `POST /wps/agent/contracts/:id/terminate` (agent or the upline that offered it). */
export function terminateContract(id: number): Promise<AgentContract> {
  return call(() => http.post(`wps/agent/contracts/${id}/terminate`), validateAgentContract);
}

/**
 * `GET /wps/agent/income` (agent): the settled periods of its contracts whose period starts in
 * the days of the query (brand time zone), of one kind or all, in the order asked (newest
 * period first by default), zero records included, with the total paid over the whole range.
 */
export function listIncome(query: IncomeQuery, signal?: AbortSignal): Promise<IncomePage> {
  return call(
    () => http.get('wps/agent/income', { searchParams: searchParamsOf(query), signal }),
    validateAgentIncome,
  );
}

/**
 * `GET /wps/agent/announcements` (agent): the operator's announcements for agents (type AG),
 * newest first, in the request language; their content is operator HTML, sanitised before shown.
 */
export function listAgentNotices(signal?: AbortSignal): Promise<AgentNotice[]> {
  return call(() => http.get('wps/agent/announcements', { signal }), validateAgentNotices);
}
