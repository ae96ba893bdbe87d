/**
 * The operator module's public surface: the only file other modules and the composition root import.
 */
export { operatorBrandId } from './input.ts';
export { parseInstant } from './input.ts';
export { buildOperatorServer } from './server.ts';
export type { OperatorRoutes, OperatorServerOptions } from './server.ts';
export { operatorProgram, runOperatorCli } from './cli.ts';
export { injectRequest } from './transport.ts';
