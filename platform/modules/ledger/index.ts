/**
 * The ledger module's public surface (docs/decisions/0006-ledger.md): double-entry accounts,
 * journal entries and postings on PostgreSQL in TigerBeetle's model. Every change of a
 * member's or trial launch's money goes through here; nothing else writes a balance.
 */
export { availableOf, lockHolder, openMemberAccount, type Holder } from './accounts.ts';
export type { WalletName } from './tables.ts';
export { payAgent, type AgentPayoutInput } from './agent-payouts.ts';
export { adjust, type AdjustmentInput, type AdjustmentResult } from './adjustments.ts';
export { ledgerAdminRoutes } from './admin-routes.ts';
export { ledgerJobs } from './jobs.ts';
export {
  memberFunds,
  memberStatement,
  recentWins,
  sumBalance,
  trialBalance,
  walletBalance,
} from './reads.ts';
export {
  transferBetweenWallets,
  vendorWallets,
  type WalletTransferInput,
  type WalletTransferResult,
} from './wallet-transfers.ts';
export { walletHistory, withinDays, type DayRange } from './history.ts';
export { betRecord, profitByDay, teamFigures } from './rounds.ts';
export { moneyFlows, resultsByMember, type MemberResult } from './team-reads.ts';
export {
  transferBetweenMembers,
  type MemberTransferInput,
  type MemberTransferResult,
} from './member-transfers.ts';
export {
  credit,
  debit,
  demoCreditTxId,
  grant,
  grantDemoCredit,
  platformVendor,
  rollback,
  transactionBooked,
  type MoveInput,
  type RollbackInput,
  type WalletResult,
} from './seamless.ts';
export { bookTrialRound, openTrialMoney } from './trial.ts';
export {
  expirePendingTransfers,
  postPending,
  reserve,
  transferSettlements,
  transferStates,
  voidPending,
  type AccountRef,
  type ReserveInput,
  type SettleInput,
  type TransferResult,
  type TransferSettlement,
  type TransferState,
} from './two-phase.ts';
export { verifyLedger, type Drift, type VerifyReport } from './verify.ts';
export { ledgerCommands } from './commands.ts';
