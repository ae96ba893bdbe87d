/**
 * The platform's own jobs, in one place: the clean-ups of short-lived records. Each one is a
 * plain function beside the table it cleans; this file only names and schedules them.
 * Schedules are in UTC and staggered so the jobs of one hour do not all start together.
 */
import type { Brand } from '../schemas/brand.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db/client.ts';
import type { JobDefinition } from './kernel/jobs/index.ts';
import { deleteExpiredLaunches } from './play/launches.ts';
import { deleteExpiredAltchaRecords } from './services/altcha.ts';
import { deleteExpiredCaptchas } from './services/captcha.ts';
import { deleteOldOutboxMessages } from './services/messaging.ts';
import { deleteExpiredSessions } from './services/sessions.ts';
import { deleteExpiredCodes } from './services/verification-codes.ts';

/** What the clean-ups need. */
export interface PlatformJobDependencies {
  db: Database;
  clock: Clock;
  /** The served brands (their session and outbox settings). */
  brands: () => readonly Brand[];
}

const utc = (cron: string) => ({ cron, timezone: 'UTC' });

/** The platform's clean-up jobs. */
export function platformJobs({ db, clock, brands }: PlatformJobDependencies): JobDefinition[] {
  const cleanUp = (name: string, cron: string, run: () => Promise<number>): JobDefinition => ({
    name,
    schedule: utc(cron),
    handler: async () => ({ deleted: await run() }),
  });
  return [
    cleanUp('captchas.delete-expired', '*/5 * * * *', () => deleteExpiredCaptchas(db, clock)),
    cleanUp('altcha.delete-expired', '1-59/5 * * * *', () => deleteExpiredAltchaRecords(db, clock)),
    cleanUp('verification-codes.delete-expired', '2-59/5 * * * *', () =>
      deleteExpiredCodes(db, clock),
    ),
    cleanUp('sessions.delete-expired', '17 * * * *', () =>
      deleteExpiredSessions(db, clock, brands()),
    ),
    cleanUp('game-launches.delete-expired', '37 * * * *', () => deleteExpiredLaunches(db, clock)),
    cleanUp('outbox.delete-old', '45 3 * * *', () => deleteOldOutboxMessages(db, clock, brands())),
  ];
}
