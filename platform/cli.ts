/**
 * The operator CLI's entry point and composition root (`npm run operator -- <command>`): it
 * lists the command groups the modules and the kernel bring, and hands the operator module the
 * in-process runner, which needs the whole platform (database, brands, operator routes).
 * The operator module parses, calls the running platform through its unix socket, and falls
 * back to this runner when no server listens there (docs/decisions/0009-operator-cli.md).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAdminServer } from './admin.ts';
import { systemClock, type Clock } from './kernel/clock.ts';
import type { AdminAnswer, AdminRequest, CliIo, CommandDefinition } from './kernel/cli-kit.ts';
import type { Config } from './kernel/config.ts';
import { clockCommands } from './kernel/clock-cli.ts';
import { jobsCommands } from './kernel/jobs/cli.ts';
import { createJobRunner } from './kernel/jobs/index.ts';
import { accountCommands } from './modules/accounts/index.ts';
import { agentCommands } from './modules/agents/index.ts';
import { brandCommands, loadBrandRegistry, type BrandSchemas } from './modules/brands/index.ts';
import { catalogCommands } from './modules/catalog/index.ts';
import { contentCommands } from './modules/content/index.ts';
import { ledgerCommands } from './modules/ledger/index.ts';
import { cashierCommands } from './modules/cashier/index.ts';
import { lotteryCommands } from './modules/lottery/index.ts';
import { injectRequest, runOperatorCli } from './modules/operator/index.ts';
import { playCommands } from './modules/play/index.ts';
import { openConfiguredDatabase, prepareDatabase } from './start.ts';

export type { CliIo } from './kernel/cli-kit.ts';

/** Dependencies a test may replace. */
export interface CliOptions {
  env?: Readonly<Record<string, string | undefined>>;
  io?: CliIo;
  /** Brand schemas for the in-process mode (defaults to the emitted ones). */
  brandSchemas?: BrandSchemas;
  clock?: Clock;
}

/** Every operator command, in the order the help lists them. */
export const operatorCommands: readonly CommandDefinition[] = [
  ...contentCommands,
  ...brandCommands,
  ...accountCommands,
  ...agentCommands,
  ...catalogCommands,
  ...playCommands,
  ...ledgerCommands,
  ...cashierCommands,
  ...lotteryCommands,
  ...jobsCommands,
  ...clockCommands,
];

/** Runs `request` on the database directly, through the same operator routes. */
async function inProcess(
  config: Config,
  request: AdminRequest,
  options: CliOptions,
): Promise<AdminAnswer> {
  const clock = options.clock ?? systemClock;
  const files = loadBrandRegistry({
    brandsDir: config.brandsDir,
    schemas: options.brandSchemas,
  });
  const database = await openConfiguredDatabase(config, 'the operator CLI');
  try {
    const { registry } = await prepareDatabase(database, {
      seedDemo: config.seedDemo,
      registry: files,
      clock,
    });
    // No beats here: only what the jobs commands need (pg-boss installed on first use).
    const jobs = createJobRunner({ database, clock });
    const admin = buildAdminServer({
      db: database.db,
      clock,
      registry,
      jobs,
      testClockOff: `No platform answers on ${config.adminSocket}: the test clock lives in a running platform started with TEST_CLOCK=true.`,
    });
    try {
      return await injectRequest(admin, request);
    } finally {
      await admin.close();
      await jobs.stop();
    }
  } finally {
    await database.close();
  }
}

/** Runs one CLI invocation; resolves to the exit code (it never exits the process). */
export function runCli(argv: readonly string[], options: CliOptions = {}): Promise<number> {
  return runOperatorCli(argv, {
    commands: operatorCommands,
    inProcess: (config, request) => inProcess(config, request, options),
    env: options.env ?? process.env,
    io: options.io ?? {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
    },
  });
}

const invokedDirectly =
  process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  runCli(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exitCode = 1;
    },
  );
}
