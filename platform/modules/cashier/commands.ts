/**
 * The cashier's operator commands, beside its operator routes (admin-routes.ts,
 * withdrawal-admin-routes.ts): `cashier deposits --brand ID [--username NAME] [--status STATUS]
 * [--limit N]`, `cashier receipt ID --brand ID --out FILE` (a bank transfer's receipt image),
 * `cashier approve|reject ID --brand ID --note TEXT` for bank transfers,
 * `cashier withdrawals --brand ID [--username NAME] [--status STATUS] [--limit N]`, and
 * `cashier pay|refuse ID --brand ID --note TEXT` for withdrawals.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { depositStatuses } from '../../../schemas/api/cashier.ts';
import { channelKinds } from '../../../schemas/brand/cashier.ts';
import { depositListMax, withdrawalListMax } from '../../../schemas/api/operator-cashier.ts';
import { withdrawalStatuses } from '../../../schemas/api/withdrawals.ts';
import {
  UsageError,
  checkBrandId,
  defineCommand,
  list,
  listLimit,
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
        ...(d.kind === 'bank-transfer' ? [receiptText(d.receipt)] : []),
      ].join('  '),
    );
}

/** A bank transfer's receipt in a listing: its type and size, or that there is none. */
function receiptText(value: unknown): string {
  if (value === null || value === undefined) return 'no receipt';
  const receipt = record(value);
  return `receipt ${str(receipt.contentType)} ${str(receipt.sizeBytes)} B`;
}

const deposits = defineCommand({
  name: 'deposits',
  description:
    "a brand's deposits, newest first: amount and fee in minor units, and the status of each deposit's ledger transfer",
  options: {
    brand: { value: 'ID', description: 'the brand', required: true },
    id: { value: 'DEPOSIT', description: 'only this deposit (with --json: every field of it)' },
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
    const limit = listLimit(options.limit, depositListMax);
    return {
      request: {
        method: 'POST',
        url: '/cashier/deposits',
        body: {
          brand: checkBrandId(options.brand),
          ...(options.id === undefined ? {} : { id: options.id }),
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

/**
 * The image bytes of a receipt answer, or null when they do not match its SHA-256 (the answer
 * crossed a socket as text: what is written must be what the player sent).
 */
function receiptBytes(value: unknown): Buffer | null {
  const v = record(value);
  const bytes = Buffer.from(str(v.base64), 'base64');
  return createHash('sha256').update(bytes).digest('hex') === str(v.sha256) ? bytes : null;
}

const receipt = defineCommand({
  name: 'receipt',
  description:
    "save a bank transfer's receipt image (the player's picture of the transfer) to a file, to check before approving",
  arguments: [{ name: 'ID', description: 'the deposit id (cashier deposits lists them)' }],
  options: {
    brand: { value: 'ID', description: 'the brand of the deposit', required: true },
    out: {
      value: 'FILE',
      description: 'where to write the image (.png or .jpg, as the receipt is)',
      required: true,
    },
  },
  prepare: ({ args: [id = ''], options }) => ({
    request: {
      method: 'POST',
      url: `/cashier/deposits/${encodeURIComponent(id)}/receipt`,
      body: { brand: checkBrandId(options.brand) },
    },
    render: (value, io) => {
      const v = record(value);
      const bytes = receiptBytes(value);
      if (!bytes) {
        io.err(`The receipt of deposit ${id} arrived damaged; nothing was written.`);
        return;
      }
      writeFileSync(resolve(options.out), bytes);
      io.out(
        `Wrote the receipt of deposit ${str(v.id)} (${str(v.contentType)}, ${bytes.length} bytes, uploaded ${str(v.uploadedAt)}) to ${options.out}.`,
      );
      io.out(`SHA-256 ${str(v.sha256)}`);
    },
    exitCode: (value) => (receiptBytes(value) ? 0 : 1),
  }),
});

/** What an operator command reviews: the path of its route and the id's name. */
const reviewed = {
  deposit: { path: 'deposits', list: 'cashier deposits' },
  withdrawal: { path: 'withdrawals', list: 'cashier withdrawals' },
} as const;

const review = (
  what: keyof typeof reviewed,
  name: string,
  action: string,
  texts: { description: string; note: string },
) =>
  defineCommand({
    name,
    description: texts.description,
    arguments: [{ name: 'ID', description: `the ${what} id (${reviewed[what].list} lists them)` }],
    options: {
      brand: { value: 'ID', description: `the brand of the ${what}`, required: true },
      note: { value: 'TEXT', description: texts.note, required: true },
    },
    prepare: ({ args, options }) => ({
      request: {
        method: 'POST',
        url: `/cashier/${reviewed[what].path}/${encodeURIComponent(args[0] ?? '')}/${action}`,
        body: { brand: checkBrandId(options.brand), note: options.note },
      },
      render: (value, io) => {
        const v = record(value);
        io.out(
          `${what === 'deposit' ? 'Deposit' : 'Withdrawal'} ${str(v.id)} is ${str(v.status)}.`,
        );
      },
    }),
  });

function renderWithdrawals(value: unknown, io: CliIo): void {
  const withdrawals = list(value);
  if (withdrawals.length === 0) {
    io.out('No withdrawals.');
    return;
  }
  for (const w of withdrawals)
    io.out(
      [
        str(w.createdAt),
        str(w.id),
        str(w.username).padEnd(16),
        `${str(w.amountMinor).padStart(12)} ${str(w.currency)}`,
        str(w.status),
        `to ${str(w.providerId)} ${str(w.accountNumber)} (${str(w.holderName)})`,
        ...(w.receipt ? [`receipt ${str(w.receipt)}`] : []),
        ...(w.operatorNote ? [`note ${str(w.operatorNote)}`] : []),
      ].join('  '),
    );
}

const withdrawals = defineCommand({
  name: 'withdrawals',
  description:
    "a brand's withdrawals, newest first: amount in minor units, the account to pay to, the status of each withdrawal's ledger reservation and the member's receipt",
  options: {
    brand: { value: 'ID', description: 'the brand', required: true },
    id: {
      value: 'WITHDRAWAL',
      description: 'only this withdrawal (with --json: every field of it)',
    },
    username: { value: 'NAME', description: "only this member's withdrawals" },
    status: {
      value: 'STATUS',
      description: `only withdrawals ${withdrawalStatuses.join(', ')}`,
    },
    limit: {
      value: 'N',
      description: `at most N withdrawals (1 to ${withdrawalListMax}, default 50)`,
    },
  },
  prepare: ({ options }) => {
    const status = options.status;
    if (status !== undefined && !(withdrawalStatuses as readonly string[]).includes(status))
      throw new UsageError(`--status must be one of ${withdrawalStatuses.join(', ')}.`);
    const limit = listLimit(options.limit, withdrawalListMax);
    return {
      request: {
        method: 'POST',
        url: '/cashier/withdrawals',
        body: {
          brand: checkBrandId(options.brand),
          ...(options.id === undefined ? {} : { id: options.id }),
          ...(options.username === undefined ? {} : { username: options.username }),
          ...(status === undefined ? {} : { status }),
          ...(limit === undefined ? {} : { limit }),
        },
      },
      render: renderWithdrawals,
    };
  },
});

/** The cashier's operator commands. */
export const cashierCommands: readonly CommandDefinition[] = [
  {
    name: 'cashier',
    description: 'read deposits and withdrawals, review bank transfers, pay out withdrawals',
    commands: [
      deposits,
      receipt,
      review('deposit', 'approve', 'approve', {
        description:
          'approve a bank transfer deposit once the money is on the account: the balance rises',
        note: 'what showed the money arrived (bank reference, statement line)',
      }),
      review('deposit', 'reject', 'reject', {
        description: 'reject a bank transfer deposit that did not arrive: nothing is credited',
        note: 'why the deposit is rejected',
      }),
      withdrawals,
      review('withdrawal', 'pay', 'pay', {
        description:
          'mark a withdrawal paid out once the money was sent: the reserved amount leaves the balance for good',
        note: 'the payout reference (e-wallet or bank transaction id)',
      }),
      review('withdrawal', 'refuse', 'reject', {
        description: 'refuse a withdrawal: the reserved amount is the member’s to use again',
        note: 'why the withdrawal is refused (the member sees it)',
      }),
    ],
  },
];
