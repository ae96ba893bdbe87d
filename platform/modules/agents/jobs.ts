/**
 * The agents' scheduled work (docs/agents.md "Settlement"): one job per contract kind settles,
 * on every brand, the periods of that kind that ended and were not settled yet, oldest first.
 * Each runs every 5 minutes: a real-time salary's period is 5 minutes, and every other period
 * ends on a 15-minute boundary of UTC in every time zone, so each is settled within 5 minutes of
 * its end. A run after downtime catches up the missed periods in order.
 */
import { contractKinds, type ContractKind } from '../../../engine/core/agents/contracts.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import type { JobDefinition } from '../../kernel/jobs/index.ts';
import { settleContracts } from './settlement.ts';

/** The job that settles contracts of `kind`: `agents.settle-daily-salary`. */
export const settlementJobName = (kind: ContractKind) =>
  `agents.settle-${kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The agents' jobs, for the platform's job runner. */
export function agentJobs(
  db: Database,
  clock: Clock,
  brands: () => readonly Brand[],
): JobDefinition[] {
  return contractKinds.map((kind) => ({
    name: settlementJobName(kind),
    schedule: { cron: '*/5 * * * *', timezone: 'UTC' },
    // One run settles every period due, oldest first: after a jump, the latest run is enough.
    catchUp: 'latest' as const,
    handler: async () => {
      let periods = 0;
      let settled = 0;
      let paidMinor = 0n;
      for (const brand of brands()) {
        const report = await settleContracts(db, clock, brand, kind);
        periods += report.periods;
        settled += report.settled;
        paidMinor += report.paidMinor;
      }
      return { periods, settled, paidMinor: String(paidMinor) };
    },
  }));
}
