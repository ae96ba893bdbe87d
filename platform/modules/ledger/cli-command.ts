/**
 * The ledger's operator commands: `ledger verify` (exit code 1 on any drift) and
 * `ledger statement --brand ID --username NAME`.
 */
import {
  list,
  parse,
  record,
  str,
  stringOption,
  UsageError,
  type CliIo,
  type Command,
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
    `Statement of ${str(v.username)} on ${str(v.brand)} (${str(v.currency)}, minor units): posted ${str(v.postedMinor)}, reserved ${str(v.pendingMinor)}.`,
  );
  if (entries.length === 0) io.out('No entries.');
  for (const e of entries)
    io.out(
      `${pad(e.entryId, 8)}  ${str(e.createdAt)}  ${str(e.kind).padEnd(12)} ${pad(e.amountMinor, 14)} ${str(e.phase) === 'pending' ? '(pending)' : '         '} ${pad(e.balanceAfterMinor, 14)}  ${str(e.key)}`,
    );
}

/** Parses `ledger verify` and `ledger statement`. */
export function ledgerCommand(args: string[]): Command {
  const [action, ...rest] = args;
  if (action === 'verify') {
    parse(rest, {}, 0);
    return {
      request: { method: 'GET', url: '/ledger/verify' },
      render: renderVerify,
      exitCode: (value) => (list(record(value).drifts).length > 0 ? 1 : 0),
    };
  }
  if (action === 'statement') {
    const { values } = parse(rest, { brand: stringOption, username: stringOption }, 0);
    if (!values.brand || !values.username)
      throw new UsageError('ledger statement needs --brand ID and --username NAME.');
    return {
      request: {
        method: 'POST',
        url: '/ledger/statement',
        body: { brand: values.brand, username: values.username },
      },
      render: renderStatement,
    };
  }
  throw new UsageError('Use "ledger verify" or "ledger statement --brand ID --username NAME".');
}
