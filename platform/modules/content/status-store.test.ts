/**
 * The in-memory system status the status guard reads: a write in this process is in effect
 * when it returns, a write of another instance (straight into the tables) shows at the next
 * poll, and the end time of a window is checked against the clock at every call.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestPlatform, testStart, type TestPlatform } from '../../test/harness.ts';
import { endMaintenance, startMaintenance } from './maintenance.ts';
import { clearAllowedCountries, setAllowedCountries } from './region.ts';
import { StatusNotLoadedError, systemStatusStore } from './status-store.ts';
import { maintenance } from './tables.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createTestPlatform();
});
afterAll(async () => {
  await t?.close();
});

describe('systemStatusStore', () => {
  it('sees the writes of this process at once, without polling', async () => {
    const store = systemStatusStore(t.db, t.clock, { pollMs: 0 });
    await store.load();
    try {
      expect(store.status('alpha', 'PH')).toMatchObject({ status: 0, maintenance: false });
      await startMaintenance(t.db, t.clock, {
        scope: 'alpha',
        endsAt: new Date('2026-03-02T11:00:00Z'),
      });
      expect(store.status('alpha', 'PH')).toMatchObject({
        status: 1,
        maintenanceEnd: '2026-03-02T11:00:00.000Z',
      });
      expect(store.status('bravo', 'PH').status).toBe(0);
      // The window ends by itself at its end time.
      t.clock.set('2026-03-02T11:00:01Z');
      expect(store.status('alpha', 'PH').status).toBe(0);
      t.clock.set(testStart);
      await endMaintenance(t.db, 'alpha');
      await setAllowedCountries(t.db, 'alpha', ['SG']);
      expect(store.status('alpha', 'PH')).toMatchObject({ status: 2, regionRestriction: true });
      expect(store.status('alpha', 'SG').status).toBe(0);
      await clearAllowedCountries(t.db, 'alpha');
      expect(store.status('alpha', 'PH').status).toBe(0);
    } finally {
      store.close();
    }
  });

  it("picks up another instance's write at the next poll", async () => {
    const store = systemStatusStore(t.db, t.clock, { pollMs: 25 });
    await store.load();
    try {
      // As another instance would: straight into the table, no in-process notice.
      await t.db.insert(maintenance).values({ scope: '*', startedAt: t.clock.now() });
      await vi.waitFor(() => expect(store.status('bravo', 'PH').status).toBe(1), {
        timeout: 2000,
      });
    } finally {
      store.close();
      await endMaintenance(t.db, '*');
    }
  });

  it('refuses to answer before it is loaded', () => {
    const store = systemStatusStore(t.db, t.clock, { pollMs: 0 });
    expect(() => store.status('alpha', 'PH')).toThrow(StatusNotLoadedError);
  });
});
