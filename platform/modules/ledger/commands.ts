/**
 * The ledger's operator commands, beside its operator routes (admin-routes.ts): `ledger verify`
 * (exit code 1 on any drift) and `ledger statement --brand ID --username NAME`.
 */
import {
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
  if (entries.length === 0) io.out('No entries.');
  for (const e of entries)
    io.out(
      `${pad(e.entryId, 8)}  ${str(e.createdAt)}  ${str(e.kind).padEnd(12)} ${pad(e.amountMinor, 14)} ${str(e.phase) === 'pending' ? '(pending)' : '         '} ${pad(e.balanceAfterMinor, 14)}  ${str(e.key)}`,
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

/** The ledger's operator commands. */
export const ledgerCommands: readonly CommandDefinition[] = [
  {
    name: 'ledger',
    description: 'check the ledger and read statements',
    commands: [verify, statement],
  },
];
