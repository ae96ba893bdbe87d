/**
 * The lottery module's public surface (issue 15, docs/lottery.md): scheduled, provably fair
 * draws of the VN lottery, KENO and the fast e-lotteries; slips paid through the ledger and
 * settled exactly once.
 */
export { lotteryAdminRoutes } from './admin-routes.ts';
export { lotteryCommands } from './commands.ts';
export { lotteryJobs } from './jobs.ts';
export { lotteryRoutes } from './routes.ts';
export { runDraws, scheduleDraws, drawKeyOf } from './draws.ts';
export { buySlip } from './slips.ts';
export { lotteryDraws, lotterySlips, lotteryTickets } from './tables.ts';
