import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestPlatform, testStart, type TestPlatform } from '../../test/harness.ts';
import {
  activeMaintenance,
  endMaintenance,
  everyBrand,
  listMaintenance,
  startMaintenance,
} from './maintenance.ts';
import {
  clearAllowedCountries,
  isRegionRestricted,
  listRegionRestrictions,
  normalizeCountries,
  setAllowedCountries,
} from './region.ts';
import { brandStatus } from './status.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(async () => {
  await t?.close();
});
afterEach(async () => {
  await endMaintenance(t.db, everyBrand);
  await endMaintenance(t.db, 'alpha');
  await endMaintenance(t.db, 'bravo');
  await clearAllowedCountries(t.db, 'alpha');
  t.clock.set(testStart);
});

/** What the storefront sees for `host` from `ip`. */
async function permission(host: string, ip = '127.0.0.1') {
  const response = await t.app.inject({
    url: '/wps/system/permission',
    headers: { host },
    remoteAddress: ip,
  });
  expect(response.statusCode).toBe(200);
  return response.json().value as {
    status: number;
    maintenance: boolean;
    maintenanceEnd: string | null;
    maintenanceMessage: string | null;
    regionRestriction: boolean;
  };
}

async function status(host: string, ip = '127.0.0.1') {
  return (
    await t.app.inject({ url: '/wps/system/status', headers: { host }, remoteAddress: ip })
  ).json().value as {
    status: number;
    maintenanceEnd: string | null;
    maintenanceMessage: string | null;
  };
}

describe('maintenance', () => {
  it('puts one brand into maintenance and leaves the others open', async () => {
    await startMaintenance(t.db, t.clock, {
      scope: 'alpha',
      message: 'Upgrading the wallet',
      endsAt: new Date('2026-03-02T12:00:00Z'),
    });
    expect(await status('alpha.test')).toEqual({
      status: 1,
      maintenanceEnd: '2026-03-02T12:00:00.000Z',
      maintenanceMessage: 'Upgrading the wallet',
    });
    expect((await status('bravo.test')).status).toBe(0);
    expect(await permission('alpha.test')).toMatchObject({
      status: 1,
      maintenance: true,
      regionRestriction: false,
    });
  });

  it('puts every brand into maintenance with the global scope, and back', async () => {
    await startMaintenance(t.db, t.clock, { scope: everyBrand, message: null });
    expect((await status('alpha.test')).status).toBe(1);
    expect(await status('bravo.test')).toEqual({
      status: 1,
      maintenanceEnd: null,
      maintenanceMessage: null,
    });
    expect(await endMaintenance(t.db, everyBrand)).toBe(true);
    expect((await status('alpha.test')).status).toBe(0);
    expect((await status('bravo.test')).status).toBe(0);
    expect(await endMaintenance(t.db, everyBrand)).toBe(false);
  });

  it('ends by itself at its announced end', async () => {
    await startMaintenance(t.db, t.clock, {
      scope: 'alpha',
      endsAt: new Date('2026-03-02T10:30:00Z'),
    });
    t.clock.set('2026-03-02T10:29:59Z');
    expect((await status('alpha.test')).status).toBe(1);
    t.clock.set('2026-03-02T10:30:00Z');
    expect((await status('alpha.test')).status).toBe(0);
    const [window] = await listMaintenance(t.db, t.clock);
    expect(window).toMatchObject({ scope: 'alpha', active: false });
  });

  it('reports the window that lasts longer when the brand and global ones overlap', async () => {
    await startMaintenance(t.db, t.clock, {
      scope: 'alpha',
      message: 'brand',
      endsAt: new Date('2026-03-02T11:00:00Z'),
    });
    await startMaintenance(t.db, t.clock, {
      scope: everyBrand,
      message: 'global',
      endsAt: new Date('2026-03-02T13:00:00Z'),
    });
    expect(await status('alpha.test')).toMatchObject({
      maintenanceMessage: 'global',
      maintenanceEnd: '2026-03-02T13:00:00.000Z',
    });
    await startMaintenance(t.db, t.clock, {
      scope: everyBrand,
      message: 'global',
      endsAt: new Date('2026-03-02T10:45:00Z'),
    });
    expect(await status('alpha.test')).toMatchObject({ maintenanceMessage: 'brand' });
  });

  it('replaces the window of a scope when started again', async () => {
    await startMaintenance(t.db, t.clock, { scope: 'alpha', message: 'first' });
    t.clock.advance(60_000);
    await startMaintenance(t.db, t.clock, { scope: 'alpha', message: 'second' });
    const window = await activeMaintenance(t.db, t.clock, 'alpha');
    expect(window).toMatchObject({
      message: 'second',
      startedAt: new Date('2026-03-02T10:01:00Z'),
    });
  });

  it('rejects an end in the past and an overlong message', async () => {
    await expect(
      startMaintenance(t.db, t.clock, { scope: 'alpha', endsAt: new Date('2026-03-02T09:00:00Z') }),
    ).rejects.toMatchObject({
      status: 400,
      fields: { until: expect.stringContaining('future') },
    });
    await expect(
      startMaintenance(t.db, t.clock, { scope: 'alpha', message: 'x'.repeat(2001) }),
    ).rejects.toMatchObject({
      fields: { message: expect.any(String) },
    });
    expect((await status('alpha.test')).status).toBe(0);
  });
});

describe('region restriction', () => {
  it('restricts every country outside a non-empty allow-list', async () => {
    await setAllowedCountries(t.db, 'alpha', ['ph', 'SG']);
    expect(await permission('alpha.test', '49.144.0.1')).toMatchObject({
      status: 0,
      regionRestriction: false,
    });
    expect(await permission('alpha.test', '8.8.8.8')).toMatchObject({
      status: 2,
      regionRestriction: true,
      maintenance: false,
    });
    expect((await status('alpha.test', '8.8.8.8')).status).toBe(2);
    // Another brand is not affected.
    expect((await permission('bravo.test', '8.8.8.8')).status).toBe(0);
    expect(await listRegionRestrictions(t.db)).toEqual([
      { brandId: 'alpha', allowedCountries: ['PH', 'SG'] },
    ]);
  });

  it('restricts a caller whose country is unknown', async () => {
    await setAllowedCountries(t.db, 'alpha', ['PH']);
    expect(await brandStatus(t.db, t.clock, 'alpha', null)).toMatchObject({
      status: 2,
      regionRestriction: true,
    });
    expect(isRegionRestricted(null, null)).toBe(false);
    expect(isRegionRestricted([], 'US')).toBe(false);
  });

  it('allows every country again once cleared', async () => {
    await setAllowedCountries(t.db, 'alpha', ['PH']);
    expect(await clearAllowedCountries(t.db, 'alpha')).toBe(true);
    expect((await permission('alpha.test', '8.8.8.8')).status).toBe(0);
    expect(await clearAllowedCountries(t.db, 'alpha')).toBe(false);
  });

  it('lets maintenance win over a region restriction', async () => {
    await setAllowedCountries(t.db, 'alpha', ['PH']);
    await startMaintenance(t.db, t.clock, { scope: 'alpha', message: 'Back soon' });
    expect(await permission('alpha.test', '8.8.8.8')).toMatchObject({
      status: 1,
      maintenance: true,
      regionRestriction: true,
      maintenanceMessage: 'Back soon',
    });
  });

  it('rejects country codes that are not two letters', () => {
    expect(() => normalizeCountries(['PHL'])).toThrow(/PHL/);
    expect(() => normalizeCountries([])).toThrow(/at least one/);
    expect(normalizeCountries([' sg', 'PH', 'ph'])).toEqual(['PH', 'SG']);
  });
});
