/**
 * The lottery's operator commands, beside its operator routes (admin-routes.ts):
 * `lottery draws --brand ID [--game GAME] [--status STATUS] [--limit N]` and
 * `lottery verify DRAW --brand ID` (exit code 1 unless the seed proves the published numbers).
 */
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
import { drawListMax } from '../../../schemas/api/operator-lottery.ts';

const drawStatuses = ['open', 'drawn', 'void'];

function renderDraws(value: unknown, io: CliIo): void {
  const draws = list(value);
  if (draws.length === 0) {
    io.out('No draws.');
    return;
  }
  for (const d of draws)
    io.out(
      [
        str(d.drawAt),
        str(d.drawKey).padEnd(28),
        str(d.status).padEnd(5),
        `${str(d.tickets).padStart(5)} tickets`,
        d.winningNumbers ? str(d.winningNumbers) : `commitment ${str(d.commitment)}`,
        ...(d.late ? ['(late)'] : []),
      ].join('  '),
    );
}

function renderVerify(value: unknown, io: CliIo): void {
  const v = record(value);
  if (v.seed === null) {
    io.out(`Draw ${str(v.drawKey)} is not drawn yet: its commitment is ${str(v.commitment)}.`);
    return;
  }
  io.out(`Draw ${str(v.drawKey)} (${str(v.status)})`);
  io.out(`  seed            ${str(v.seed)}`);
  io.out(
    `  commitment      ${str(v.commitment)} ${v.commitmentOk ? '(matches the seed)' : '(DOES NOT match the seed)'}`,
  );
  io.out(
    `  published       ${v.winningNumbers === null ? '(none: voided)' : str(v.winningNumbers)}`,
  );
  io.out(`  derived         ${str(v.expected)}`);
  io.out(
    v.commitmentOk && v.resultOk
      ? 'Verified: the published numbers are what the committed seed derives.'
      : 'NOT verified.',
  );
}

const draws = defineCommand({
  name: 'draws',
  description:
    "a brand's lottery draws, newest first, with their ticket count and numbers or commitment",
  options: {
    brand: { value: 'ID', description: 'the brand', required: true },
    game: { value: 'GAME', description: 'only this game (such as VN_N, KENO, ELOTT_1M)' },
    status: { value: 'STATUS', description: `only draws ${drawStatuses.join(', ')}` },
    limit: { value: 'N', description: `at most N draws (1 to ${drawListMax}, default 50)` },
  },
  prepare: ({ options }) => {
    if (options.status !== undefined && !drawStatuses.includes(options.status))
      throw new UsageError(`--status must be one of ${drawStatuses.join(', ')}.`);
    const limit = options.limit === undefined ? undefined : Number(options.limit);
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= drawListMax))
      throw new UsageError(`--limit must be a whole number from 1 to ${drawListMax}.`);
    return {
      request: {
        method: 'POST',
        url: '/lottery/draws',
        body: {
          brand: checkBrandId(options.brand),
          ...(options.game ? { game: options.game } : {}),
          ...(options.status ? { status: options.status } : {}),
          ...(limit ? { limit } : {}),
        },
      },
      render: renderDraws,
    };
  },
});

const verify = defineCommand({
  name: 'verify',
  description:
    'recompute a drawn draw from its revealed seed: the commitment and the numbers; exits 1 unless both match',
  arguments: [{ name: 'DRAW', description: 'the draw key, such as VN_N-202611271815' }],
  options: { brand: { value: 'ID', description: 'the brand', required: true } },
  prepare: ({ args, options }) => ({
    request: {
      method: 'POST',
      url: '/lottery/verify',
      body: { brand: checkBrandId(options.brand), drawKey: args[0] },
    },
    render: renderVerify,
    exitCode: (value) => {
      const v = record(value);
      return v.commitmentOk && v.resultOk ? 0 : 1;
    },
  }),
});

/** The `lottery` command group. */
export const lotteryCommands: readonly CommandDefinition[] = [
  { name: 'lottery', description: 'lottery draws and their proof', commands: [draws, verify] },
];
