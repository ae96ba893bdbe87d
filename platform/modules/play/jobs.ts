/** The play module's scheduled work: expired game launches are deleted every hour. */
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { cleanUpJob, type JobDefinition } from '../../kernel/jobs/index.ts';
import { deleteExpiredLaunches } from './launches.ts';

/** The play module's jobs, for the platform's job runner. */
export function playJobs(db: Database, clock: Clock): JobDefinition[] {
  return [
    cleanUpJob('game-launches.delete-expired', '37 * * * *', () =>
      deleteExpiredLaunches(db, clock),
    ),
  ];
}
