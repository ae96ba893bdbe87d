/**
 * HTTP plumbing shared by the public server and the operator API: the error envelope, the
 * error handler that never leaks internals, and the API path test.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServedSite } from './brands/registry.ts';
import { PlatformError } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The brand the `Host` header names; set before any route runs, null on the admin API. */
    site: ServedSite | null;
  }
}

/**
 * Path prefixes of the platform API (spec §7: `/wps/...` and `/lgw/...`) and of the built-in
 * game engine's API (`/play/api/...`, platform/play/routes.ts).
 */
export const apiPrefixes = ['/wps/', '/lgw/', '/play/api/'] as const;

/** The path of a request URL without its query string. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** True when `url` is an API call (answered with JSON, never with a page). */
export function isApiPath(url: string): boolean {
  const path = pathOf(url);
  return apiPrefixes.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}

/** Sends `error` as the JSON error envelope. */
export function sendError(reply: FastifyReply, error: PlatformError): FastifyReply {
  return reply.code(error.status).type('application/json; charset=utf-8').send(error.toBody());
}

function isFastifyError(error: unknown): error is FastifyError {
  return (
    error instanceof Error && typeof (error as { statusCode?: unknown }).statusCode === 'number'
  );
}

/**
 * Turns anything thrown in a handler into the envelope (or plain text where `json` says the
 * caller is not an API client): platform errors as they are, client errors Fastify raises
 * (bad JSON, wrong content type, too large) as 400-class `BAD_REQUEST`, and everything else as
 * a logged 500 `UNKNOWN` without details.
 */
export function installErrorHandler(
  app: FastifyInstance,
  options: { json: (request: FastifyRequest) => boolean },
): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    let failure: PlatformError;
    if (error instanceof PlatformError) failure = error;
    else if (
      isFastifyError(error) &&
      error.statusCode !== undefined &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      failure = new PlatformError(error.statusCode === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST', {
        status: error.statusCode,
        message: error.message,
      });
    } else {
      request.log.error({ err: error }, 'request failed');
      failure = new PlatformError('UNKNOWN');
    }
    if (options.json(request)) return sendError(reply, failure);
    return reply.code(failure.status).type('text/plain; charset=utf-8').send(failure.message);
  });
}

/** The site the request's host resolved to (the host check runs before every public route). */
export function siteOf(request: FastifyRequest): ServedSite {
  if (!request.site)
    throw new PlatformError('UNKNOWN', { message: 'No brand resolved for this request' });
  return request.site;
}

/** One query parameter as a single string (the last one when repeated). */
export function queryParam(query: unknown, name: string): string | undefined {
  if (typeof query !== 'object' || query === null) return undefined;
  const value = (query as Record<string, unknown>)[name];
  const last = Array.isArray(value) ? value.at(-1) : value;
  return typeof last === 'string' ? last : undefined;
}
