/**
 * The agents module's public surface (issue 16, docs/agents.md): the agent tree (its walks and
 * its operator changes, kept in a history); the agent center and contracts build on it.
 */
export { agentAdminRoutes } from './admin-routes.ts';
export { agentCommands } from './commands.ts';
export { agentCenterRoutes } from './center-routes.ts';
export { agentTeamRoutes } from './team-routes.ts';
export { contractAdminRoutes } from './contract-admin-routes.ts';
export {
  answerContract,
  contractsOf,
  contractTerms,
  offerContract,
  openContract,
  terminateContract,
  type ContractParty,
  type ContractRow,
} from './contracts.ts';
export { agentJobs, settlementJobName } from './jobs.ts';
export { changeTree, type TreeChange } from './operations.ts';
export { payoutKey, settleContracts, type SettlementReport } from './settlement.ts';
export { agentContracts, agentSettlements, agentTreeChanges } from './tables.ts';
export { subAgentLevels, teamOf, uplinesOf, type TreeMember } from './tree.ts';
