/**
 * The cashier module's public surface (issue 14): payment channels, deposits and the demo
 * payment gateway. Withdrawals, transfers and records come in later steps.
 */
export { cashierAdminRoutes } from './admin-routes.ts';
export { cashierCommands } from './commands.ts';
export { cashierRoutes } from './routes.ts';
export { demoCallbackPath, demoGatewayRoutes, demoGatewaySecret } from './demo-gateway.ts';
export { depositExpiryMinutes } from './deposits.ts';
export { cashierDeposits } from './tables.ts';
