/**
 * The cashier's operator commands, beside its operator routes (admin-routes.ts):
 * `cashier deposits --brand ID [--username NAME] [--status STATUS] [--limit N]`.
 */
import { depositStatuses } from '../../../schemas/api/cashier.ts';
import { depositListMax } from '../../../schemas/api/operator-cashier.ts';
import {
  UsageError,
  checkBrandId,
  defineCommand,
  list,
  str,
  type CliIo,
  type CommandDefinition,
} from '../../kernel/cli-kit.ts';

function renderDeposits(value: unknown, io: CliIo): void {
  const deposits = list(value);
  if (deposits.length === 0) {
    io.out('No deposits.');
    return;
  }
  for (const d of deposits)
    io.out(
      [
        str(d.createdAt),
        str(d.id),
        str(d.username).padEnd(16),
        str(d.channelId).padEnd(10),
        `${str(d.amountMinor).padStart(12)} ${str(d.currency)}`,
        `fee ${str(d.feeMinor)}`,
        str(d.status),
      ].join('  '),
    );
}

const deposits = defineCommand({
  name: 'deposits',
  description:
    "a brand's deposits, newest first: amount and fee in minor units, and the status of each deposit's ledger transfer",
  options: {
    brand: { value: 'ID', description: 'the brand', required: true },
    username: { value: 'NAME', description: "only this member's deposits" },
    status: { value: 'STATUS', description: `only deposits ${depositStatuses.join(', ')}` },
    limit: { value: 'N', description: `at most N deposits (1 to ${depositListMax}, default 50)` },
  },
  prepare: ({ options }) => {
    const status = options.status;
    if (status !== undefined && !(depositStatuses as readonly string[]).includes(status))
      throw new UsageError(`--status must be one of ${depositStatuses.join(', ')}.`);
    const limit = options.limit === undefined ? undefined : Number(options.limit);
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= depositListMax))
      throw new UsageError(`--limit must be a whole number from 1 to ${depositListMax}.`);
    return {
      request: {
        method: 'POST',
        url: '/cashier/deposits',
        body: {
          brand: checkBrandId(options.brand),
          ...(options.username === undefined ? {} : { username: options.username }),
          ...(status === undefined ? {} : { status }),
          ...(limit === undefined ? {} : { limit }),
        },
      },
      render: renderDeposits,
    };
  },
});

/** The cashier's operator commands. */
export const cashierCommands: readonly CommandDefinition[] = [
  { name: 'cashier', description: 'read deposits', commands: [deposits] },
];
