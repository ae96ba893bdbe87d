/**
 * The cashier's operator commands, beside its operator routes (admin-routes.ts):
 * `cashier deposits --brand ID [--username NAME] [--status STATUS] [--limit N]`, and
 * `cashier approve|reject ID --brand ID --note TEXT` for bank transfers.
 */
import { depositStatuses } from '../../../schemas/api/cashier.ts';
import { channelKinds } from '../../../schemas/brand/cashier.ts';
import { depositListMax } from '../../../schemas/api/operator-cashier.ts';
import {
  UsageError,
  checkBrandId,
  defineCommand,
  list,
  record,
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
        ...(d.reference ? [`ref ${str(d.reference)}`] : []),
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
    kind: { value: 'KIND', description: `only deposits of channels ${channelKinds.join(', ')}` },
    limit: { value: 'N', description: `at most N deposits (1 to ${depositListMax}, default 50)` },
  },
  prepare: ({ options }) => {
    const status = options.status;
    if (status !== undefined && !(depositStatuses as readonly string[]).includes(status))
      throw new UsageError(`--status must be one of ${depositStatuses.join(', ')}.`);
    const kind = options.kind;
    if (kind !== undefined && !(channelKinds as readonly string[]).includes(kind))
      throw new UsageError(`--kind must be one of ${channelKinds.join(', ')}.`);
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
          ...(kind === undefined ? {} : { kind }),
          ...(limit === undefined ? {} : { limit }),
        },
      },
      render: renderDeposits,
    };
  },
});

const review = (name: 'approve' | 'reject', description: string) =>
  defineCommand({
    name,
    description,
    arguments: [{ name: 'ID', description: 'the deposit id (cashier deposits lists them)' }],
    options: {
      brand: { value: 'ID', description: 'the brand of the deposit', required: true },
      note: {
        value: 'TEXT',
        description:
          name === 'approve'
            ? 'what showed the money arrived (bank reference, statement line)'
            : 'why the deposit is rejected',
        required: true,
      },
    },
    prepare: ({ args, options }) => ({
      request: {
        method: 'POST',
        url: `/cashier/deposits/${encodeURIComponent(args[0] ?? '')}/${name}`,
        body: { brand: checkBrandId(options.brand), note: options.note },
      },
      render: (value, io) => {
        const v = record(value);
        io.out(`Deposit ${str(v.id)} is ${str(v.status)}.`);
      },
    }),
  });

/** The cashier's operator commands. */
export const cashierCommands: readonly CommandDefinition[] = [
  {
    name: 'cashier',
    description: 'read deposits and review bank transfers',
    commands: [
      deposits,
      review(
        'approve',
        'approve a bank transfer deposit once the money is on the account: the balance rises',
      ),
      review('reject', 'reject a bank transfer deposit that did not arrive: nothing is credited'),
    ],
  },
];
