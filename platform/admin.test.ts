import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdminServer } from './admin.ts';
import { createTestPlatform, type TestPlatform } from './test/harness.ts';

let t: TestPlatform;
let admin: FastifyInstance;
beforeAll(async () => {
  t = await createTestPlatform({ brokenBrand: true });
  admin = buildAdminServer({ db: t.db, clock: t.clock, registry: t.registry });
});
afterAll(async () => {
  await admin?.close();
  await t?.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  admin.inject({ method, url, ...(payload ? { payload } : {}) });

describe('operator API', () => {
  it('lists served and broken brands', async () => {
    const response = await call('GET', '/brands');
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.served.map((b: { id: string }) => b.id)).toEqual(['alpha', 'bravo']);
    expect(value.served[0]).toEqual({
      id: 'alpha',
      name: 'Alpha Casino',
      merchantCode: 'ALPHA',
      domains: ['alpha.test', 'www.alpha.test'],
      file: expect.stringMatching(/alpha\.json$/),
      source: 'files',
      storedAt: expect.any(String),
      problems: [],
    });
    expect(value.broken[0].id).toBe('broken');
    expect(value.broken[0].reason).toBe('the brand has errors');
    expect(value.broken[0].errors[0]).toMatch(/missing-asset/);
    expect(value.parents).toEqual([{ id: 'base', file: expect.stringMatching(/base\.json$/) }]);
  });

  it('starts and ends maintenance, visible on the public API', async () => {
    const on = await call('POST', '/maintenance', {
      brand: 'bravo',
      message: 'Upgrade',
      until: '2026-03-02T20:00:00+08:00',
    });
    expect(on.statusCode).toBe(200);
    expect(on.json().value).toMatchObject({
      scope: 'bravo',
      message: 'Upgrade',
      endsAt: '2026-03-02T12:00:00.000Z',
      active: true,
    });
    const status = await t.app.inject({
      url: '/wps/system/status',
      headers: { host: 'bravo.test' },
    });
    expect(status.json().value.status).toBe(1);
    const report = (await call('GET', '/status?brand=bravo')).json().value;
    expect(report.brands[0]).toMatchObject({
      id: 'bravo',
      served: true,
      maintenance: { scope: 'bravo' },
      allowedCountries: null,
    });
    expect((await call('DELETE', '/maintenance?brand=bravo')).json().value).toEqual({
      scope: 'bravo',
      ended: true,
    });
    expect((await call('DELETE', '/maintenance?brand=bravo')).json().value).toEqual({
      scope: 'bravo',
      ended: false,
    });
  });

  it('maps a missing brand to every brand', async () => {
    expect((await call('POST', '/maintenance', {})).json().value.scope).toBe('*');
    expect((await call('GET', '/status')).json().value.globalMaintenance).toMatchObject({
      scope: '*',
    });
    expect((await call('DELETE', '/maintenance')).json().value).toEqual({
      scope: '*',
      ended: true,
    });
  });

  it('rejects unknown brands with a suggestion, and bad dates', async () => {
    const unknown = await call('POST', '/maintenance', { brand: 'alpah' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('did you mean "alpha"'),
    });
    const abstract = await call('PUT', '/regions/base', { allow: ['PH'] });
    expect(abstract.json().error.fields).toEqual({ brand: 'unknown brand' });
    const date = await call('POST', '/maintenance', { brand: 'alpha', until: 'tomorrow' });
    expect(date.statusCode).toBe(400);
    expect(date.json().error.fields.until).toMatch(/ISO 8601/);
    expect(
      (await call('POST', '/maintenance', { brand: 'alpha', until: '2026-03-02' })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/maintenance', { brand: 7 })).json().error.fields).toEqual({
      brand: 'must be a text',
    });
  });

  it('accepts operations on a broken brand, which an operator may prepare before fixing it', async () => {
    const response = await call('PUT', '/regions/broken', { allow: ['PH'] });
    expect(response.statusCode).toBe(200);
    expect((await call('DELETE', '/regions/broken')).json().value).toEqual({
      brandId: 'broken',
      cleared: true,
    });
  });

  it('sets, lists and clears region restrictions', async () => {
    expect((await call('PUT', '/regions/alpha', { allow: ['sg', 'PH'] })).json().value).toEqual({
      brandId: 'alpha',
      allowedCountries: ['PH', 'SG'],
    });
    expect((await call('GET', '/regions')).json().value).toEqual([
      { brandId: 'alpha', allowedCountries: ['PH', 'SG'] },
    ]);
    const bad = await call('PUT', '/regions/alpha', { allow: ['PHL'] });
    expect(bad.statusCode).toBe(400);
    expect((await call('PUT', '/regions/alpha', { allow: 'PH' })).statusCode).toBe(400);
    expect((await call('DELETE', '/regions/alpha')).json().value.cleared).toBe(true);
    expect((await call('GET', '/regions')).json().value).toEqual([]);
  });

  it('posts, lists and removes announcements', async () => {
    const posted = await call('POST', '/announcements', {
      type: 'pl',
      title: 'Hi',
      content: '<p>x</p>',
      brand: 'alpha',
      language: 'EN',
    });
    expect(posted.statusCode).toBe(200);
    const id = posted.json().value.id;
    expect(posted.json().value).toMatchObject({ type: 'PL', brandId: 'alpha', language: 'EN' });
    expect(
      (await call('GET', '/announcements?brand=alpha'))
        .json()
        .value.map((r: { id: number }) => r.id),
    ).toContain(id);
    expect(
      (await call('GET', '/announcements?brand=bravo'))
        .json()
        .value.map((r: { id: number }) => r.id),
    ).not.toContain(id);
    expect((await call('DELETE', `/announcements/${id}`)).json().value).toEqual({
      id,
      removed: true,
    });
    const again = await call('DELETE', `/announcements/${id}`);
    expect(again.statusCode).toBe(404);
    const notANumber = await call('DELETE', '/announcements/abc');
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json().error.fields).toEqual({ id: 'must be an announcement number' });
  });

  it('validates announcements field by field', async () => {
    const response = await call('POST', '/announcements', { type: 'ZZ', title: 'x', content: 'y' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.type).toMatch(/B, PL, PU, PR, H/);
    const missing = await call('POST', '/announcements', { type: 'PL' });
    // Every missing field is named at once, not only the first.
    expect(missing.json().error.fields).toEqual({ title: 'is required', content: 'is required' });
    const lower = await call('POST', '/announcements', { type: 'pl', title: 't', content: 'c' });
    expect(lower.json().value.type).toBe('PL');
    const unknown = await call('POST', '/announcements', { type: 'PL', titel: 't', content: 'c' });
    expect(unknown.json().error.fields).toEqual({
      title: 'is required',
      titel: 'is not a field of this call',
    });
  });

  it('names a query parameter no route declares, and a value of the wrong type', async () => {
    const unknown = await call('GET', '/status?colour=1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid input (colour: is not a parameter of this call)',
      fields: { colour: 'is not a parameter of this call' },
    });
    const catalog = await call('POST', '/catalog/import', { catalog: {}, replace: 'yes' });
    expect(catalog.json().error.fields).toEqual({ replace: 'must be true or false' });
  });

  it('answers unknown operator routes with a JSON 404', async () => {
    const response = await call('GET', '/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
