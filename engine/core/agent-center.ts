/**
 * The agent center's pages (spec §2 "Agent center (modal menu)", issue 16): each is the brand
 * route `/agent/<pageKey>`; its menu lists the brand's entries that have a route, the contract
 * pages only when the agent's contract flag (spec §3) is 1. No React.
 */
import { contractFlags, type AgentCenter } from '../../schemas/api/agent-center.ts';
import type { ContractKind } from '../../schemas/api/agent-contracts.ts';
import type { Brand } from '../../schemas/brand.ts';
import { agentCenterPageKeys, type AgentCenterPageKey } from '../../schemas/brand/agent-center.ts';
import { centerPageOf, centerPath } from './centers.ts';

export { agentCenterPageKeys, type AgentCenterPageKey };

/** The route of an agent center page: `/agent/<pageKey>`. */
export const agentCenterPath = (key: AgentCenterPageKey) => centerPath('agent', key);

/** The agent center page a route path shows, or null when the path is not one. */
export function agentCenterKeyOf(path: string): AgentCenterPageKey | null {
  const page = centerPageOf(path);
  return page?.center === 'agent' ? page.key : null;
}

/** The contract kinds whose pages are agent center entries of the same name. */
const contractPages: ReadonlySet<string> = new Set(Object.keys(contractFlags));

/** Whether an agent center page is a contract kind's page, shown only when its flag is 1. */
export function isContractPage(key: AgentCenterPageKey): key is AgentCenterPageKey & ContractKind {
  return contractPages.has(key);
}

/** The contract flags of spec §3 as `GET /wps/agent/center` answers them. */
export type AgentCenterFlags = AgentCenter['flags'];

/**
 * The agent center's menu for an agent with `flags`: the brand's entries in its order, each only
 * when the brand has its route, and a contract page (dividend, daily, hourly and real-time
 * salary) only when its flag is 1.
 */
export function agentCenterEntries(
  brand: Pick<Brand, 'agentCenter' | 'routes'>,
  flags: AgentCenterFlags,
): AgentCenterPageKey[] {
  return brand.agentCenter.entries.filter(
    (key) =>
      Object.hasOwn(brand.routes, agentCenterPath(key)) &&
      (!isContractPage(key) || flags[contractFlags[key]] === 1),
  );
}

/**
 * Where the agent center opens from the site's chrome: the first of the brand's entries with a
 * route that every agent sees (no contract flag decides it); null when the brand has none.
 */
export function agentCenterHome(
  brand: Pick<Brand, 'agentCenter' | 'routes'>,
): AgentCenterPageKey | null {
  return (
    brand.agentCenter.entries.find(
      (key) => !isContractPage(key) && Object.hasOwn(brand.routes, agentCenterPath(key)),
    ) ?? null
  );
}
