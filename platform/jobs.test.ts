import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Brand } from '../schemas/brand.ts';
import { manualClock } from './kernel/clock.ts';
import {
  altchaUsed,
  captchas,
  members,
  outbox,
  sessions,
  verificationCodes,
  deleteExpiredAltchaRecords,
  deleteExpiredCaptchas,
  deleteOldOutboxMessages,
  deleteExpiredSessions,
  accountJobs,
  deleteExpiredCodes,
} from './modules/accounts/index.ts';
import { gameLaunches, deleteExpiredLaunches, playJobs } from './modules/play/index.ts';
import { createJobRunner } from './kernel/jobs/index.ts';
import { jobClaims } from './kernel/jobs/tables.ts';
import { openTestDatabase, testStart, type TestDatabase } from './test/harness.ts';

const now = new Date(testStart);
const clock = manualClock(testStart);
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
const hours = (n: number) => minutes(n * 60);
const days = (n: number) => hours(n * 24);

let database: TestDatabase;
const db = () => database.handle.db;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});
beforeEach(async () => {
  clock.set(testStart);
  for (const table of [sessions, verificationCodes, outbox, captchas, altchaUsed, gameLaunches])
    await db().delete(table);
  await db().delete(members);
});

async function member(brandId: string, username: string): Promise<number> {
  const [row] = await db()
    .insert(members)
    .values({ brandId, username, nickname: username, referralCode: username.toUpperCase() })
    .returning({ id: members.id });
  return row!.id;
}

const brand = (id: string, sessionHours: number, outboxDays: number) =>
  ({
    id,
    accounts: { sessionHours },
    retention: { outboxDays, loginHistoryDays: 90 },
  }) as unknown as Brand;

describe('clean-ups', () => {
  it('delete idle and revoked sessions by their brand, keeping each member newest one', async () => {
    const alpha = await member('alpha', 'ann');
    const bravo = await member('bravo', 'bob');
    const cat = await member('alpha', 'cat');
    const ghost = await member('gone', 'gil');
    const session = (
      tokenHash: string,
      memberId: number,
      brandId: string,
      seen: Date,
      revoked = false,
    ) => ({
      tokenHash,
      memberId,
      brandId,
      loginType: 'username',
      firstTimeLogin: false,
      changePassword: false,
      createdAt: seen,
      lastSeenAt: seen,
      revokedAt: revoked ? seen : null,
    });
    await db()
      .insert(sessions)
      .values([
        session('a-idle', alpha, 'alpha', hours(-3)), // alpha: 2 hours
        session('a-revoked', alpha, 'alpha', hours(-1.5), true),
        session('a-live', alpha, 'alpha', hours(-1)),
        session('b-idle-but-allowed', bravo, 'bravo', hours(-3)), // bravo: 24 hours
        session('b-newest', bravo, 'bravo', hours(-1)),
        session('c-only-expired', cat, 'alpha', hours(-5)),
        session('g-old', ghost, 'gone', days(-20)), // unknown brand: 720 hours
        session('g-older', ghost, 'gone', days(-31)),
        session('g-newest', ghost, 'gone', days(-19)),
      ]);
    const brands = [brand('alpha', 2, 30), brand('bravo', 24, 30)];
    expect(await deleteExpiredSessions(db(), clock, brands)).toBe(3);
    const kept = await db().select({ token: sessions.tokenHash }).from(sessions);
    expect(kept.map((s) => s.token).sort()).toEqual([
      'a-live',
      'b-idle-but-allowed',
      'b-newest',
      'c-only-expired',
      'g-newest',
      'g-old',
    ]);
  });

  it('delete codes that are dead and outside the send-limit window', async () => {
    const code = (id: number, recipient: string, created: Date, expires: Date) => ({
      id,
      brandId: 'alpha',
      purpose: 'login',
      recipient,
      codeHash: 'x',
      ip: '203.0.113.9',
      createdAt: created,
      expiresAt: expires,
    });
    await db()
      .insert(verificationCodes)
      .values([
        code(1, '+639170000001', minutes(-20), minutes(-15)), // expired, outside window
        code(2, '+639170000002', minutes(-10), minutes(-5)), // expired, still counted by limits
        code(3, '+639170000003', minutes(-30), minutes(90)), // replaced by code 4
        code(4, '+639170000003', minutes(-20), minutes(-10)),
        code(5, '+639170000005', minutes(-20), minutes(100)), // still valid
      ]);
    expect(await deleteExpiredCodes(db(), clock)).toBe(3);
    const kept = await db().select({ id: verificationCodes.id }).from(verificationCodes);
    expect(kept.map((c) => c.id).sort()).toEqual([2, 5]);
  });

  it('delete expired captchas, ALTCHA replay records and game launches only', async () => {
    await db()
      .insert(captchas)
      .values([
        { id: 'old', brandId: 'alpha', answerHash: 'h', expiresAt: minutes(-1) },
        { id: 'new', brandId: 'alpha', answerHash: 'h', expiresAt: minutes(1) },
      ]);
    await db()
      .insert(altchaUsed)
      .values([
        { signature: 'old', expiresAt: now },
        { signature: 'new', expiresAt: minutes(1) },
      ]);
    const launch = (tokenHash: string, expiresAt: Date) => ({
      tokenHash,
      brandId: 'alpha',
      nodeId: 'n1',
      language: 'EN',
      trial: true,
      trialBalanceMinor: 0n,
      expiresAt,
    });
    await db()
      .insert(gameLaunches)
      .values([launch('old', hours(-1)), launch('new', hours(11))]);
    expect(await deleteExpiredCaptchas(db(), clock)).toBe(1);
    expect(await deleteExpiredAltchaRecords(db(), clock)).toBe(1);
    expect(await deleteExpiredLaunches(db(), clock)).toBe(1);
    expect((await db().select({ id: captchas.id }).from(captchas)).map((r) => r.id)).toEqual([
      'new',
    ]);
    expect(
      (await db().select({ s: altchaUsed.signature }).from(altchaUsed)).map((r) => r.s),
    ).toEqual(['new']);
    expect(
      (await db().select({ t: gameLaunches.tokenHash }).from(gameLaunches)).map((r) => r.t),
    ).toEqual(['new']);
  });

  it("delete outbox messages past their brand's retention (30 days for an unknown brand)", async () => {
    const message = (brandId: string, body: string, createdAt: Date) => ({
      channel: 'sms',
      brandId,
      recipient: '+639170000001',
      purpose: 'login',
      body,
      createdAt,
    });
    await db()
      .insert(outbox)
      .values([
        message('alpha', 'alpha-8d', days(-8)),
        message('alpha', 'alpha-6d', days(-6)),
        message('bravo', 'bravo-60d', days(-60)),
        message('bravo', 'bravo-8d', days(-8)),
        message('gone', 'gone-31d', days(-31)),
        message('gone', 'gone-29d', days(-29)),
      ]);
    const brands = [brand('alpha', 24, 7), brand('bravo', 24, 90)];
    expect(await deleteOldOutboxMessages(db(), clock, brands)).toBe(2);
    const kept = await db().select({ body: outbox.body }).from(outbox);
    expect(kept.map((m) => m.body).sort()).toEqual([
      'alpha-6d',
      'bravo-60d',
      'bravo-8d',
      'gone-29d',
    ]);
  });
});

describe('the platform jobs', () => {
  it('run on their schedules through the runner', async () => {
    await db().delete(jobClaims);
    await db()
      .insert(captchas)
      .values({ id: 'old', brandId: 'alpha', answerHash: 'h', expiresAt: minutes(-1) });
    const jobs = [
      ...accountJobs({ db: db(), clock, brands: () => [brand('alpha', 24, 30)] }),
      ...playJobs(db(), clock),
    ];
    const runner = createJobRunner({ database: database.handle, clock, jobs });
    try {
      // 10:00: the latest period of every schedule is caught up at the first beat.
      expect(await runner.runDue()).toEqual({ enqueued: 9, completed: 9, failed: 0 });
      expect(await db().select().from(captchas)).toEqual([]);
      // By 10:05 ALTCHA (10:01), codes (10:02) and captchas (10:05) came due once more.
      clock.advance(5 * 60_000);
      expect(await runner.runDue()).toEqual({ enqueued: 3, completed: 3, failed: 0 });
      const [done] = await runner.list({ name: 'captchas.delete-expired', state: 'completed' });
      expect(done?.output).toEqual({ deleted: 0 });
    } finally {
      await runner.stop();
    }
  });
});
