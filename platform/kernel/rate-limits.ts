/**
 * Per-address request limits (@fastify/rate-limit): a route opts in with
 * `config: perMinute(max)`; a caller over the limit gets `TOO_MANY_REQUESTS` in the error
 * envelope with the seconds to wait. The counters live in the platform database
 * (rate-limits/store.ts, ADR 0010), so instances behind one load balancer enforce one limit
 * between them.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import { PlatformError } from './errors.ts';
import { databaseRateLimitStore } from './rate-limits/store.ts';

export { deleteExpiredRateLimits } from './rate-limits/store.ts';

/**
 * Installs the limiter on `app`, counting in `db` with windows from `clock`; only routes with a
 * `rateLimit` config are limited. Register the limited routes inside a plugin registered after
 * this, so the limiter sees them added.
 */
export function installRateLimits(
  app: FastifyInstance,
  options: { db: Database; clock: Clock },
): void {
  void app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(options.db, options.clock),
    errorResponseBuilder: (_request, context) =>
      new PlatformError('TOO_MANY_REQUESTS', {
        status: context.statusCode,
        retryAfterSeconds: Math.max(1, Math.ceil(context.ttl / 1000)),
      }),
  });
}

/** Route config of a rate limit of `max` requests per minute and address. */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
