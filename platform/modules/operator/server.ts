/**
 * The operator API's frame: a Fastify instance that answers every call in the JSON envelope,
 * validates with problems in words (for the CLI), and mounts the routes the modules bring.
 * It listens on a unix socket only (see platform/start.ts), so only local users with access to
 * the socket file reach it; it is never exposed on the public port. The operator CLI talks to
 * it, and runs the very same routes in-process when no server is running.
 */
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { notFound } from '../../kernel/errors.ts';
import { installErrorHandler } from '../../kernel/http.ts';
import { installValidation } from '../../kernel/validation.ts';

/** A module's operator routes, mounted on the operator API. */
export type OperatorRoutes = (app: FastifyInstance) => void;

/** How the operator API logs. */
export interface OperatorServerOptions {
  logger?: FastifyServerOptions['logger'];
  loggerInstance?: FastifyServerOptions['loggerInstance'];
}

/** Builds the operator API with `routes`, in order. */
export function buildOperatorServer(
  routes: readonly OperatorRoutes[],
  options: OperatorServerOptions = {},
): FastifyInstance {
  const logController = new LogController({ disableRequestLogging: true });
  const server = options.loggerInstance
    ? Fastify({ loggerInstance: options.loggerInstance, logController })
    : Fastify({ logger: options.logger ?? false, logController });
  server.decorateRequest('site', null);
  installErrorHandler(server, { json: () => true });
  // The same validation as the public API, with problems in words for the CLI.
  installValidation(server, { problems: 'words' });
  // A call sent without a body is one with no fields (the CLI leaves empty bodies out).
  server.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });
  for (const mount of routes) mount(server);
  server.setNotFoundHandler(async (request) => {
    throw notFound(`No operator route ${request.method} ${request.url}`);
  });
  return server;
}
