/**
 * The accounts module's scheduled clean-ups of short-lived records: captchas, ALTCHA replay
 * records, verification codes, sessions, remember-me tokens, old outbox messages and old logins. Each deletion is a plain
 * function beside the table it cleans; this file only names and schedules them.
 */
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { cleanUpJob, type JobDefinition } from '../../kernel/jobs/index.ts';
import { deleteExpiredAltchaRecords } from './altcha.ts';
import { deleteExpiredCaptchas } from './captcha.ts';
import { deleteOldLogins } from './login-history.ts';
import { deleteOldOutboxMessages } from './messaging.ts';
import { deleteExpiredRememberTokens } from './remember-tokens.ts';
import { deleteExpiredSessions } from './sessions.ts';
import { deleteExpiredCodes } from './verification-codes.ts';

/** What the clean-ups need. */
export interface AccountJobDependencies {
  db: Database;
  clock: Clock;
  /** The served brands (their session and retention settings). */
  brands: () => readonly Brand[];
}

/** The accounts module's jobs, for the platform's job runner. */
export function accountJobs({ db, clock, brands }: AccountJobDependencies): JobDefinition[] {
  return [
    cleanUpJob('captchas.delete-expired', '*/5 * * * *', () => deleteExpiredCaptchas(db, clock)),
    cleanUpJob('altcha.delete-expired', '1-59/5 * * * *', () =>
      deleteExpiredAltchaRecords(db, clock),
    ),
    cleanUpJob('verification-codes.delete-expired', '2-59/5 * * * *', () =>
      deleteExpiredCodes(db, clock),
    ),
    cleanUpJob('sessions.delete-expired', '17 * * * *', () =>
      deleteExpiredSessions(db, clock, brands()),
    ),
    cleanUpJob('remember-tokens.delete-expired', '23 * * * *', () =>
      deleteExpiredRememberTokens(db, clock),
    ),
    cleanUpJob('outbox.delete-old', '45 3 * * *', () =>
      deleteOldOutboxMessages(db, clock, brands()),
    ),
    cleanUpJob('member-logins.delete-old', '50 3 * * *', () =>
      deleteOldLogins(db, clock, brands()),
    ),
  ];
}
