/**
 * The request limiter's database store: counting in one window, a new window once it ended,
 * concurrent hits, and the clean-up of ended windows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/harness.ts';
import { manualClock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { deleteExpiredRateLimits } from '../rate-limits.ts';
import { countHit } from './store.ts';

const clock = manualClock('2026-03-02T10:00:00.000Z');
let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
});

afterAll(async () => {
  await database?.dispose();
});

describe('countHit', () => {
  it('counts hits in one window and starts a new one when it ended', async () => {
    const options = { timeWindow: 60_000, max: 2 };
    expect(await countHit(db, clock, 'k1', options)).toEqual({ current: 1, ttl: 60_000 });
    clock.advance(20_000);
    expect(await countHit(db, clock, 'k1', options)).toEqual({ current: 2, ttl: 40_000 });
    expect(await countHit(db, clock, 'k1', options)).toEqual({ current: 3, ttl: 40_000 });
    clock.advance(40_000);
    expect(await countHit(db, clock, 'k1', options)).toEqual({ current: 1, ttl: 60_000 });
  });

  it('restarts the window on every hit over the limit with continueExceeding', async () => {
    const options = { timeWindow: 10_000, max: 1, continueExceeding: true };
    await countHit(db, clock, 'k2', options);
    clock.advance(5_000);
    expect(await countHit(db, clock, 'k2', options)).toEqual({ current: 2, ttl: 10_000 });
  });

  it('counts every one of many concurrent hits', async () => {
    const hits = await Promise.all(
      Array.from({ length: 25 }, () => countHit(db, clock, 'k3', { timeWindow: 60_000, max: 5 })),
    );
    expect(hits.map((h) => h.current).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 25 }, (_, n) => n + 1),
    );
  });

  it('has its ended windows deleted by the clean-up', async () => {
    await countHit(db, clock, 'k4', { timeWindow: 1_000, max: 1 });
    clock.advance(61_000);
    expect(await deleteExpiredRateLimits(db, clock)).toBeGreaterThanOrEqual(4);
    expect(await countHit(db, clock, 'k4', { timeWindow: 1_000, max: 1 })).toEqual({
      current: 1,
      ttl: 1_000,
    });
  });
});
