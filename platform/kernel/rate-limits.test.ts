/**
 * Per-address request limits as the platform installs them: two servers on one database
 * count into one window (as two instances behind a load balancer do), and a caller over the
 * limit gets 429 `TOO_MANY_REQUESTS` with the seconds to wait in `Retry-After` and the envelope.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/harness.ts';
import { manualClock } from './clock.ts';
import type { Database } from './db/client.ts';
import { installErrorHandler } from './http.ts';
import { installRateLimits, perMinute } from './rate-limits.ts';

const clock = manualClock('2026-03-02T10:00:00.000Z');
let database: TestDatabase;
let db: Database;
const apps: FastifyInstance[] = [];

/** A server with two limited routes, as the platform builds them, on the test database. */
function server(max: number): FastifyInstance {
  const app = Fastify();
  installErrorHandler(app, { json: () => true });
  installRateLimits(app, { db, clock });
  void app.register(async (scope) => {
    scope.get('/a', { config: perMinute(max) }, async () => ({ value: 'a' }));
    scope.get('/b', { config: perMinute(max) }, async () => ({ value: 'b' }));
  });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await database?.dispose();
});

describe('a limited route', () => {
  it('answers 429 TOO_MANY_REQUESTS with Retry-After once two servers together reach the limit', async () => {
    clock.advance(120_000);
    const one = server(4);
    const two = server(4);
    for (const app of [one, two, one, two])
      expect((await app.inject({ method: 'GET', url: '/a' })).statusCode).toBe(200);
    clock.advance(15_000);
    for (const app of [one, two]) {
      const limited = await app.inject({ method: 'GET', url: '/a' });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('45');
      expect(limited.json()).toMatchObject({
        error: { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 45 },
      });
    }
    // Each route has its own counter.
    expect((await one.inject({ method: 'GET', url: '/b' })).statusCode).toBe(200);
    // A new window lets the caller in again.
    clock.advance(45_000);
    expect((await two.inject({ method: 'GET', url: '/a' })).statusCode).toBe(200);
  });
});
