/**
 * HTTP plumbing shared by the public server and the operator API: the error envelope, the
 * error handler that never leaks internals, and the API path test.
 */
import { STATUS_CODES } from 'node:http';
import { PassThrough, type Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseRetryAfterSeconds, isDatabaseUnavailable } from './db/availability.ts';
import { PlatformError } from './errors.ts';

/**
 * Path prefixes of the platform API (spec §7: `/wps/...` and `/lgw/...`) and of the built-in
 * game engine's API (`/play/api/...`, platform/modules/play/engine-routes.ts).
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

/** Sends `error` as the JSON error envelope (with `Retry-After` when it says when to retry). */
export function sendError(reply: FastifyReply, error: PlatformError): FastifyReply {
  if (error.retryAfterSeconds !== undefined)
    reply.header('retry-after', String(error.retryAfterSeconds));
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
 * (bad JSON, wrong content type, too large) as 400-class `BAD_REQUEST`, a database that cannot
 * be reached as 503 `SERVICE_UNAVAILABLE` with `Retry-After`, and everything else as a logged
 * 500 `UNKNOWN` without details.
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
    } else if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      failure = new PlatformError('SERVICE_UNAVAILABLE', {
        retryAfterSeconds: databaseRetryAfterSeconds,
      });
    } else {
      request.log.error({ err: error }, 'request failed');
      failure = new PlatformError('UNKNOWN');
    }
    if (options.json(request)) return sendError(reply, failure);
    if (failure.retryAfterSeconds !== undefined)
      reply.header('retry-after', String(failure.retryAfterSeconds));
    return reply.code(failure.status).type('text/plain; charset=utf-8').send(failure.message);
  });
}

/**
 * How long a caller may take to send one whole request, headers and body. A body shorter than
 * its Content-Length would otherwise hold the connection (and the handler's promise) for
 * Node's default of five minutes.
 */
export const requestTimeoutMs = 10_000;

/**
 * Ends a request body that does not arrive within `requestTimeoutMs` with a 408 in the error
 * envelope. Node's own request timeout stops at the headers: once a request reaches Fastify,
 * a body shorter than its Content-Length would wait forever. The body is read through a pass
 * through stream that fails on time, which Fastify's body reader answers as an error (and it
 * closes the connection, whose remaining bytes are unknown).
 */
export function installBodyTimeout(app: FastifyInstance, timeoutMs = requestTimeoutMs): void {
  app.addHook('preParsing', (request, reply, payload, done) => {
    const { headers } = request;
    if (headers['content-length'] === undefined && headers['transfer-encoding'] === undefined) {
      done(null, payload);
      return;
    }
    const guarded = Object.assign(new PassThrough(), { receivedEncodedLength: 0 });
    const timer = setTimeout(() => {
      payload.unpipe(guarded);
      const error = Object.assign(
        new Error(`The request body did not arrive within ${timeoutMs / 1000} seconds`),
        { statusCode: 408 },
      );
      guarded.destroy(error);
    }, timeoutMs);
    payload.on('data', (chunk: Buffer) => {
      guarded.receivedEncodedLength += chunk.length;
    });
    const stop = () => clearTimeout(timer);
    payload.once('end', stop);
    payload.once('close', stop);
    // An answer sent before the body was read (413, 415) needs it no more.
    reply.raw.once('finish', stop);
    reply.raw.once('close', stop);
    payload.pipe(guarded);
    done(null, guarded);
  });
}

/** Node's parser errors that have a status of their own; anything else is a 400. */
const clientErrorStatus: Readonly<Record<string, { status: number; message: string }>> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    message: `The request was not received completely within ${requestTimeoutMs / 1000} seconds`,
  },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
};

/**
 * Answers the errors Node's HTTP parser raises before Fastify sees a request (headers over the
 * limit, a request that never finishes, bytes that are not HTTP) in the one error envelope,
 * then closes the connection, whose state is unknown.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const known = clientErrorStatus[error.code ?? ''];
    const failure = new PlatformError(
      'BAD_REQUEST',
      known ?? { message: 'Malformed HTTP request' },
    );
    const body = JSON.stringify(failure.toBody());
    socket.write(
      `HTTP/1.1 ${failure.status} ${STATUS_CODES[failure.status] ?? 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
