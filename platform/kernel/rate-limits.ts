/**
 * Per-address request limits (@fastify/rate-limit): a route opts in with
 * `config: perMinute(max)`; a caller over the limit gets `TOO_MANY_REQUESTS` in the error
 * envelope with the seconds to wait. They bound bursts on one instance; the limits that matter
 * for money and abuse (SMS per number, failed logins) are counted in the database and hold
 * across instances.
 */
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { PlatformError } from './errors.ts';

/**
 * Installs the limiter on `app`; only routes with a `rateLimit` config are limited. Register
 * the limited routes inside a plugin registered after this, so the limiter sees them added.
 */
export function installRateLimits(app: FastifyInstance): void {
  void app.register(fastifyRateLimit, {
    global: false,
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
