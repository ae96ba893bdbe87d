/**
 * Health and outages: `/healthz` and `/readyz` on any host, and API calls answering 503 with
 * `Retry-After` while the database cannot be reached (a PostgreSQL pool pointed at a port where
 * nothing listens stands for a database that is down).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './kernel/db/client.ts';
import { createTestPlatform, type TestPlatform } from './test/harness.ts';

let t: TestPlatform;
let unreachable: DatabaseHandle;
beforeAll(async () => {
  t = await createTestPlatform();
  unreachable = await openDatabase({
    databaseUrl: 'postgres://nobody@127.0.0.1:1/none?connect_timeout=2',
    poolSize: 1,
  });
});
afterAll(async () => {
  await unreachable?.close();
  await t?.close();
});

describe('health checks', () => {
  it('say the process is alive on any host', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { host: '10.0.0.5' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'alive' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('say ready with each check when the database answers, migrations are applied and brands load', async () => {
    const response = await t.app.inject({ url: '/readyz', headers: { host: '10.0.0.5' } });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ready');
    expect(body.checks.database).toEqual({ ok: true });
    expect(body.checks.migrations.ok).toBe(true);
    expect(body.checks.migrations.applied).toBe(body.checks.migrations.known);
    expect(body.checks.brands).toEqual({
      ok: true,
      served: ['alpha', 'bravo'],
      lastGood: [],
      broken: [],
    });
  });

  it('say not ready, naming the failed check, when the database cannot be reached', async () => {
    const app = t.rebuild({ db: unreachable.db });
    const response = await app.inject({ url: '/readyz', headers: { host: 'alpha.test' } });
    expect(response.statusCode).toBe(503);
    const body = response.json();
    expect(body.status).toBe('not ready');
    expect(body.checks.database.ok).toBe(false);
    expect(body.checks.brands.ok).toBe(true);
    expect(JSON.stringify(body)).not.toContain('nobody@');
  });
});

describe('an API call while the database is down', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, not a generic 500', async () => {
    const app = t.rebuild({ db: unreachable.db });
    const response = await app.inject({
      url: '/wps/system/status',
      headers: { host: 'alpha.test' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: {
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is busy, please try again shortly',
        retryAfterSeconds: 5,
      },
    });
  });
});
