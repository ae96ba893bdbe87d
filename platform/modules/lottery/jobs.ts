/**
 * The lottery's scheduled work: every minute, each brand's coming draws are scheduled and the
 * draws whose time has come are drawn and settled (draws.ts). A run that finds a draw missed
 * while the platform was down draws it late, or voids it, as the brand says. Every night the
 * old draws nobody bought a ticket on are deleted (retention.ts).
 */
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { cleanUpJob, type JobDefinition } from '../../kernel/jobs/index.ts';
import { runDraws } from './draws.ts';
import { deleteOldDraws } from './retention.ts';

/** The lottery's jobs, for the platform's job runner. */
export function lotteryJobs(
  db: Database,
  clock: Clock,
  brands: () => readonly Brand[],
): JobDefinition[] {
  return [
    {
      name: 'lottery.draws',
      schedule: { cron: '* * * * *', timezone: 'UTC' },
      // One run draws every draw due (500 a brand at most; the next minute goes on): after
      // downtime or a jump of the test clock, the latest missed minute is enough.
      catchUp: 'latest',
      handler: async () => runDraws(db, clock, brands()),
    },
    cleanUpJob('lottery-draws.delete-old', '53 3 * * *', () => deleteOldDraws(db, clock)),
  ];
}
