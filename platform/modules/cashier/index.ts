/**
 * The cashier module's public surface (issue 14): payment channels, deposits and the demo
 * payment gateway, payout accounts and withdrawals. Transfers and records come in later steps.
 */
export { cashierAdminRoutes } from './admin-routes.ts';
export { cashierCommands } from './commands.ts';
export { cashierJobs } from './jobs.ts';
export { cashierRoutes } from './routes.ts';
export { demoCallbackPath, demoGatewayRoutes, demoGatewaySecret } from './demo-gateway.ts';
export { depositExpiryMinutes } from './deposits.ts';
export { boundAccountCount } from './payout-accounts.ts';
export { cashierDeposits, cashierPayoutAccounts } from './tables.ts';
