/**
 * The play module's scheduled work: expired game launches are deleted every hour, and the
 * seamless wallet's round records once a day after `openRoundDays`.
 */
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { cleanUpJob, type JobDefinition } from '../../kernel/jobs/index.ts';
import { deleteExpiredLaunches } from './launches.ts';
import { deleteOldRounds } from './seamless-launches.ts';

/** The play module's jobs, for the platform's job runner. */
export function playJobs(db: Database, clock: Clock): JobDefinition[] {
  return [
    cleanUpJob('game-launches.delete-expired', '37 * * * *', () =>
      deleteExpiredLaunches(db, clock),
    ),
    cleanUpJob('seamless-rounds.delete-old', '41 3 * * *', () => deleteOldRounds(db, clock)),
  ];
}
