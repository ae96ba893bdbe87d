/**
 * The cashier's scheduled work: every minute, paid withdrawals left unconfirmed for their
 * brand's `withdrawalAutoReceiptMinutes` count as received (receipts.ts).
 */
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import type { JobDefinition } from '../../kernel/jobs/index.ts';
import { autoConfirmReceipts } from './receipts.ts';

/** The cashier's jobs, for the platform's job runner. */
export function cashierJobs(
  db: Database,
  clock: Clock,
  brands: () => readonly Brand[],
): JobDefinition[] {
  return [
    {
      name: 'cashier.auto-receipt',
      schedule: { cron: '* * * * *', timezone: 'UTC' },
      // One run confirms every receipt due: the latest missed minute is enough.
      catchUp: 'latest',
      handler: async () => ({ confirmed: await autoConfirmReceipts(db, clock, brands) }),
    },
  ];
}
