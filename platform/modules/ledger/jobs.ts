/**
 * The ledger's scheduled work: every minute, reservations whose time ran out are voided, so
 * money a payment never confirmed goes back to its member within a minute of the expiry.
 */
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import type { JobDefinition } from '../../kernel/jobs/index.ts';
import { expirePendingTransfers } from './two-phase.ts';

/** The ledger's jobs, for the platform's job runner. */
export function ledgerJobs(db: Database, clock: Clock): JobDefinition[] {
  return [
    {
      name: 'ledger.expire-pending',
      schedule: { cron: '* * * * *', timezone: 'UTC' },
      // One run voids every expired reservation (1,000 at most; the next minute goes on).
      catchUp: 'latest',
      handler: async () => ({ expired: await expirePendingTransfers(db, clock) }),
    },
  ];
}
