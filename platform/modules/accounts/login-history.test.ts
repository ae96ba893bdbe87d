/** The login history's device text and its clean-up by the brand's retention. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Brand } from '../../../schemas/brand.ts';
import { manualClock } from '../../kernel/clock.ts';
import { openTestDatabase, testStart, type TestDatabase } from '../../test/harness.ts';
import { deleteOldLogins, describeDevice } from './login-history.ts';
import { memberLogins, members } from './tables.ts';

const clock = manualClock(testStart);
const daysAgo = (n: number) => new Date(new Date(testStart).getTime() - n * 24 * 60 * 60_000);

let database: TestDatabase;
const db = () => database.handle.db;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe('describeDevice', () => {
  it.each([
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.135 Mobile Safari/537.36',
      'Chrome 131 on Android 14',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome 131 on Windows 10',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari 17 on iOS 17.5',
    ],
  ])('names the browser and system of %s', (agent, device) => {
    expect(describeDevice(agent)).toBe(device);
  });

  it('answers null for a missing or unreadable header, and caps long text', () => {
    expect(describeDevice(undefined)).toBeNull();
    expect(describeDevice('   ')).toBeNull();
    expect(describeDevice('lightMyRequest')).toBeNull();
    const long = describeDevice(`Mozilla/5.0 (X11; ${'x'.repeat(300)}) Firefox/133.0`);
    expect(long?.length ?? 0).toBeLessThanOrEqual(120);
  });
});

describe('deleteOldLogins', () => {
  const brand = (id: string, loginHistoryDays: number) =>
    ({ id, retention: { loginHistoryDays } }) as unknown as Brand;

  it("deletes logins past their brand's retention (90 days for an unknown brand)", async () => {
    const ids = new Map<string, number>();
    for (const brandId of ['alpha', 'bravo', 'gone']) {
      const [row] = await db()
        .insert(members)
        .values({ brandId, username: brandId, nickname: brandId, referralCode: brandId })
        .returning({ id: members.id });
      ids.set(brandId, row!.id);
    }
    const login = (brandId: string, device: string, at: Date) => ({
      memberId: ids.get(brandId)!,
      brandId,
      at,
      kind: 'username' as const,
      ip: '198.51.100.1',
      device,
      sessionHash: device,
    });
    await db()
      .insert(memberLogins)
      .values([
        login('alpha', 'alpha-8d', daysAgo(8)),
        login('alpha', 'alpha-6d', daysAgo(6)),
        login('bravo', 'bravo-400d', daysAgo(400)),
        login('bravo', 'bravo-300d', daysAgo(300)),
        login('gone', 'gone-91d', daysAgo(91)),
        login('gone', 'gone-89d', daysAgo(89)),
      ]);
    expect(await deleteOldLogins(db(), clock, [brand('alpha', 7), brand('bravo', 365)])).toBe(3);
    const kept = await db().select({ device: memberLogins.device }).from(memberLogins);
    expect(kept.map((row) => row.device).sort()).toEqual(['alpha-6d', 'bravo-300d', 'gone-89d']);
  });
});
