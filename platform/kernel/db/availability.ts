/**
 * Whether a failure means the database cannot be reached for now (it is down, restarting, or
 * out of connections), as opposed to a fault in the query or the code. Such failures answer
 * 503 `SERVICE_UNAVAILABLE` with a `Retry-After`, and the platform recovers by itself: the
 * PostgreSQL pool opens new connections once the database answers again.
 */

/** SQLSTATE classes and codes of an unreachable or restarting PostgreSQL. */
const unavailableStates = [/^08/, /^57P0[123]$/, /^53300$/];
/** Socket errors of a connection that could not be made or was cut. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
]);
/** What node-postgres says when a connection ends or cannot be had in time. */
const poolMessages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
];

/** Seconds a caller should wait before trying again. */
export const databaseRetryAfterSeconds = 5;

/** True when `error`, or an error it was caused by (Drizzle wraps them), is an outage. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    const { code, message } = cause as Error & { code?: unknown };
    if (typeof code === 'string') {
      if (socketCodes.has(code) || unavailableStates.some((state) => state.test(code))) return true;
    }
    if (poolMessages.some((pattern) => pattern.test(message))) return true;
    cause = cause.cause;
  }
  return false;
}
