/**
 * The ledger's operator commands, beside its operator routes (admin-routes.ts): `ledger verify`
 * (exit code 1 on any drift), `ledger statement --brand ID --username NAME` and
 * `ledger adjust --brand ID --username NAME --amount MINOR --reason TEXT [--key KEY]`.
 */
import { randomUUID } from 'node:crypto';
import {
  UsageError,
  checkBrandId,
  defineCommand,
  list,
  memberOptions,
  record,
  str,
  type CliIo,
  type CommandDefinition,
} from '../../kernel/cli-kit.ts';

const pad = (value: unknown, width: number) => str(value).padStart(width);

function renderVerify(value: unknown, io: CliIo): void {
  const v = record(value);
  const drifts = list(v.drifts);
  io.out(
    `Checked ${str(v.entries)} entries, ${str(v.postings)} postings, ${str(v.accounts)} accounts.`,
  );
  if (drifts.length === 0) {
    io.out('The ledger is sound: no drift.');
    return;
  }
  io.out(`${drifts.length} drift(s):`);
  for (const drift of drifts) io.out(`  [${str(drift.check)}] ${str(drift.message)}`);
}

function renderStatement(value: unknown, io: CliIo): void {
  const v = record(value);
  const entries = list(v.entries);
  io.out(
    `Statement of ${str(v.username)} on ${str(v.brand)} (${str(v.currency)}, minor units): posted ${str(v.postedMinor)}, reserved ${str(v.pendingMinor)}, incoming ${str(v.incomingMinor)}.`,
  );
  const wallets = list(v.wallets);
  if (wallets.length > 0)
    io.out(
      `Vendor wallets: ${wallets.map((w) => `${str(w.vendor)} ${str(w.balanceMinor)}`).join(', ')}.`,
    );
  if (entries.length === 0) io.out('No entries.');
  for (const e of entries)
    io.out(
      `${pad(e.entryId, 8)}  ${str(e.createdAt)}  ${str(e.kind).padEnd(12)} ${pad(e.amountMinor, 14)} ${str(e.phase) === 'pending' ? '(pending)' : '         '} ${pad(e.balanceAfterMinor, 14)}  ${str(e.key)}${e.memo ? `  "${str(e.memo)}"` : ''}`,
    );
}

const verify = defineCommand({
  name: 'verify',
  description:
    'check every ledger invariant (entries balance, cached balances match their postings, no member below zero, no expired reservation left pending); exits 1 and lists each drift',
  prepare: () => ({
    request: { method: 'GET', url: '/ledger/verify' },
    render: renderVerify,
    exitCode: (value) => (list(record(value).drifts).length > 0 ? 1 : 0),
  }),
});

const statement = defineCommand({
  name: 'statement',
  description: "a member's ledger entries with the running balance",
  options: memberOptions,
  prepare: ({ options: { brand, username } }) => ({
    request: { method: 'POST', url: '/ledger/statement', body: { brand, username } },
    render: renderStatement,
  }),
});

const adjustCommand = defineCommand({
  name: 'adjust',
  description:
    "credit (positive amount) or debit (negative) a member's balance with a reason: an adjustment entry in the ledger, never an edit of a balance",
  options: {
    ...memberOptions,
    amount: {
      value: 'MINOR',
      description: 'signed integer minor units (-1500 takes 15.00 away)',
      required: true,
    },
    reason: { value: 'TEXT', description: 'why, kept with the entry', required: true },
    key: {
      value: 'KEY',
      description: 'an idempotency key: the same key again books nothing new (default: a new one)',
    },
  },
  prepare: ({ options: { brand, username, amount, reason, key } }) => {
    if (!/^-?[1-9][0-9]{0,15}$/.test(amount))
      throw new UsageError(
        '--amount must be a non-zero whole number of minor units, such as -1500.',
      );
    return {
      request: {
        method: 'POST',
        url: '/ledger/adjust',
        body: {
          brand: checkBrandId(brand),
          username,
          amountMinor: amount,
          reason,
          key: key ?? `operator:${randomUUID()}`,
        },
      },
      render: (value, io) => {
        const v = record(value);
        io.out(
          `${str(v.status) === 'DUPLICATE' ? 'Already booked' : 'Booked'}: entry ${str(v.entryId)}; the balance is now ${str(v.balanceMinor)}.`,
        );
      },
    };
  },
});

/** The ledger's operator commands. */
export const ledgerCommands: readonly CommandDefinition[] = [
  {
    name: 'ledger',
    description: 'check the ledger, read statements and adjust balances',
    commands: [verify, statement, adjustCommand],
  },
];
