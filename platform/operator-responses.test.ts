/**
 * The operator API's answers go through response schemas (schemas/api/operator-responses.ts,
 * operator-account-responses.ts): every route declares one, and the serialiser, which drops
 * what a schema does not list, keeps every field a handler hands over.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../schemas/api/envelope.ts';
import { buildAdminServer, type AdminOptions } from './admin.ts';
import type { JobSummary } from './kernel/jobs/index.ts';
import { transferBetweenWallets } from './modules/ledger/index.ts';
import { fundedMember } from './test/accounts.ts';
import { createTestPlatform, testStart, type TestPlatform } from './test/harness.ts';

const failedJob: JobSummary = {
  id: '3f0c8a52-9d4e-4b8a-a1c2-5e6f7a8b9c0d',
  name: 'outbox.delete-old',
  state: 'failed',
  retryCount: 2,
  retryLimit: 2,
  createdOn: new Date('2026-03-02T09:00:00.000Z'),
  startAfter: new Date('2026-03-02T09:00:00.000Z'),
  startedOn: new Date('2026-03-02T09:01:00.000Z'),
  completedOn: null,
  data: { brand: 'alpha', ids: [1, 2] },
  output: { message: 'gateway down', stack: 'Error: gateway down' },
};
const jobs: AdminOptions['jobs'] = {
  list: async () => [failedJob],
  retry: async () => ({ ...failedJob, state: 'retry', retryLimit: 3 }),
  runDue: async () => ({ enqueued: 0, completed: 0, failed: 0 }),
};

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let t: TestPlatform;
let admin: FastifyInstance;
/** The last payload a handler handed to the serialiser. */
let handedOver: unknown;
beforeAll(async () => {
  t = await createTestPlatform({ brokenBrand: true, catalog: true });
  admin = buildAdminServer({ db: t.db, clock: t.clock, registry: t.registry, jobs });
  admin.addHook('preSerialization', async (_request, _reply, payload) => {
    handedOver = payload;
    return payload;
  });
});
afterAll(async () => {
  await admin?.close();
  await t?.close();
});

/**
 * Calls the operator API and answers its value, after checking that the call succeeded and
 * that the answer is exactly what the handler handed over, as JSON (no field dropped).
 */
async function value(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  handedOver = undefined;
  const response = await admin.inject({ method, url, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  expect(handedOver).toBeDefined();
  expect(response.json()).toEqual(JSON.parse(JSON.stringify(handedOver)));
  return response.json().value;
}

/** Method and path of every route `app` has (HEAD routes Fastify adds for GET left out). */
function routesOf(app: FastifyInstance): string[] {
  const paths: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    paths[depth] = `${depth > 0 ? paths[depth - 1] : ''}${match[2]}`;
    for (const method of (match[3] ?? '').split(', '))
      if (method !== '' && method !== '-' && method !== 'HEAD')
        routes.push(`${method} ${paths[depth]}`);
  }
  return routes;
}

describe('operator API response schemas', () => {
  it('are declared by every route: the envelope on 200, the error envelope on 4xx and 5xx', async () => {
    const walker = buildAdminServer({ db: t.db, clock: t.clock, registry: t.registry, jobs });
    const reached = new Map<string, Record<string, unknown>>();
    // Records each route's schemas and answers at once: nothing runs, nothing is changed.
    walker.addHook('onRequest', async (request, reply) => {
      const response = (request.routeOptions.schema?.response ?? {}) as Record<string, unknown>;
      reached.set(`${request.method} ${request.routeOptions.url}`, response);
      return reply.code(204).send();
    });
    try {
      const routes = routesOf(walker);
      expect(routes).toEqual(
        expect.arrayContaining(['GET /brands', 'DELETE /regions/:brand', 'POST /jobs/:id/retry']),
      );
      for (const route of routes) {
        const [method, path] = route.split(' ') as [string, string];
        const url = path.replace(/:[^/]+/g, '1');
        const response = await walker.inject({ method: method as 'GET', url });
        expect(response.statusCode, route).toBe(204);
      }
      expect([...reached.keys()].sort()).toEqual([...routes].sort());

      const undeclared = [...reached]
        .filter(([, response]) => {
          const ok = response[200] as { required?: unknown } | undefined;
          return (
            !ok ||
            JSON.stringify(ok.required) !== '["value"]' ||
            response['4xx'] !== apiErrorSchema ||
            response['5xx'] !== apiErrorSchema
          );
        })
        .map(([route]) => route);
      expect(undeclared).toEqual([]);
    } finally {
      await walker.close();
    }
  });

  it('keep every field of the status report, with instants as ISO 8601 and nulls kept', async () => {
    await value('POST', '/maintenance', {
      brand: 'bravo',
      message: 'Upgrade',
      until: '2026-03-02T20:00:00+08:00',
    });
    await value('PUT', '/regions/alpha', { allow: ['ph'] });
    const bravoWindow = {
      scope: 'bravo',
      message: 'Upgrade',
      endsAt: '2026-03-02T12:00:00.000Z',
      startedAt: testStart,
      active: true,
    };
    expect(await value('GET', '/status')).toEqual({
      now: testStart,
      globalMaintenance: null,
      brands: [
        {
          id: 'alpha',
          name: 'Alpha Casino',
          served: true,
          maintenance: null,
          allowedCountries: ['PH'],
        },
        {
          id: 'bravo',
          name: expect.any(String),
          served: true,
          maintenance: bravoWindow,
          allowedCountries: null,
        },
        { id: 'broken', name: null, served: false, maintenance: null, allowedCountries: null },
      ],
    });

    const everyBrand = await value('POST', '/maintenance', {});
    expect(everyBrand).toEqual({
      scope: '*',
      message: null,
      endsAt: null,
      startedAt: testStart,
      active: true,
    });
    const status = await value('GET', '/status?brand=alpha');
    expect(status.globalMaintenance).toEqual(everyBrand);
    expect(status.brands).toEqual([expect.objectContaining({ maintenance: everyBrand })]);
    expect(await value('DELETE', '/maintenance')).toEqual({ scope: '*', ended: true });
    expect(await value('DELETE', '/maintenance?brand=bravo')).toEqual({
      scope: 'bravo',
      ended: true,
    });
    expect(await value('GET', '/regions')).toEqual([
      { brandId: 'alpha', allowedCountries: ['PH'] },
    ]);
    expect(await value('DELETE', '/regions/alpha')).toEqual({ brandId: 'alpha', cleared: true });
  });

  it('keep every field of a member statement, amounts as decimal strings', async () => {
    const member = await fundedMember(t, 'alpha', { username: 'statement1' }, 123_456);
    await transferBetweenWallets(t.db, t.clock, {
      memberId: member.id,
      from: 'main',
      to: 'KSM',
      amountMinor: 456n,
      key: `statement-wallet-${member.id}`,
    });
    const statement = await value('POST', '/ledger/statement', {
      brand: 'alpha',
      username: 'Statement1',
    });
    expect(statement).toEqual({
      brand: 'alpha',
      username: 'statement1',
      currency: 'PHP',
      postedMinor: '123000',
      pendingMinor: '0',
      incomingMinor: '0',
      wallets: [{ vendor: 'KSM', balanceMinor: '456' }],
      entries: [
        {
          entryId: expect.any(Number),
          createdAt: testStart,
          kind: 'grant',
          key: `PLATFORM:seed:${member.id}`,
          phase: 'posted',
          amountMinor: '123456',
          balanceAfterMinor: '123456',
          memo: null,
        },
        {
          entryId: expect.any(Number),
          createdAt: testStart,
          kind: 'wallet_transfer',
          key: `statement-wallet-${member.id}`,
          phase: 'posted',
          amountMinor: '-456',
          balanceAfterMinor: '123000',
          memo: null,
        },
      ],
    });
    expect(await value('GET', '/ledger/verify')).toEqual({
      entries: expect.any(Number),
      postings: expect.any(Number),
      accounts: expect.any(Number),
      drifts: [],
    });
  });

  it('keep every field of a member report', async () => {
    await fundedMember(t, 'alpha', { username: 'report1' }, 500);
    const report = await value('GET', '/members?brand=alpha&username=report1');
    expect(report).toMatchObject({
      brandId: 'alpha',
      username: 'report1',
      balanceMinor: '500',
      upline: null,
      labels: [],
      createdAt: expect.stringMatching(isoInstant),
    });
    const labelled = await value('POST', '/members/label', {
      brand: 'alpha',
      username: 'report1',
      text: 'VIP',
      color: '#ffffff',
      background: '#7c3aed',
    });
    expect(labelled.labels).toEqual([
      { text: 'VIP', color: '#ffffff', backgroundColor: '#7c3aed' },
    ]);
    expect(
      (await value('POST', '/members/rank', { brand: 'alpha', username: 'report1', rank: 2 }))
        .rankLabel,
    ).toBe('Silver');
    expect(Object.keys(labelled).sort()).toEqual(Object.keys(report).sort());
  });

  it('keep jobs with their instants, data and output', async () => {
    const listed = {
      ...failedJob,
      createdOn: '2026-03-02T09:00:00.000Z',
      startAfter: '2026-03-02T09:00:00.000Z',
      startedOn: '2026-03-02T09:01:00.000Z',
    };
    expect(await value('GET', '/jobs?state=failed')).toEqual([listed]);
    expect(await value('POST', `/jobs/${failedJob.id}/retry`)).toEqual({
      ...listed,
      state: 'retry',
      retryLimit: 3,
    });
  });

  it('export a catalog that imports back unchanged, and keep the other answers whole', async () => {
    const exported = await value('GET', '/catalog/export');
    expect(exported.vendors.length).toBeGreaterThan(0);
    const stats = await value('GET', '/catalog/stats');
    expect(stats.vendors).toBe(exported.vendors.length);
    const reimported = await value('POST', '/catalog/import', {
      catalog: exported,
      replace: true,
    });
    expect(reimported).toEqual({
      version: expect.any(Number),
      replace: true,
      vendors: { added: 0, updated: exported.vendors.length, removed: 0 },
      games: { added: 0, updated: exported.games.length, removed: 0 },
    });
    expect(await value('GET', '/catalog/export')).toEqual(exported);

    const secret = await value('POST', '/seamless/secret', { vendor: 'alpha', brand: 'alpha' });
    expect(Object.keys(secret).sort()).toEqual(['brand', 'secret', 'secretName', 'vendor']);
    const brands = await value('GET', '/brands');
    expect(brands.broken[0]).toEqual({
      id: 'broken',
      file: expect.any(String),
      reason: 'the brand has errors',
      errors: [expect.stringMatching(/missing-asset/)],
    });
    const posted = await value('POST', '/announcements', {
      type: 'PL',
      title: 'Hello',
      content: '<p>x</p>',
      until: '2026-04-01T00:00:00Z',
    });
    expect(posted).toEqual({
      id: expect.any(Number),
      brandId: null,
      type: 'PL',
      title: 'Hello',
      content: '<p>x</p>',
      language: null,
      createdAt: testStart,
      startsAt: testStart,
      endsAt: '2026-04-01T00:00:00.000Z',
    });
    expect(await value('GET', '/announcements')).toEqual([posted]);
    expect(await value('DELETE', `/announcements/${posted.id}`)).toEqual({
      id: posted.id,
      removed: true,
    });
    await value('GET', '/outbox?last=5');
  });

  it('keep the fields of an error', async () => {
    const response = await admin.inject({ method: 'POST', url: '/members/rank', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        fields: { brand: 'is required', username: 'is required', rank: 'is required' },
      },
    });
  });
});
