/**
 * Starting the platform: open and migrate the database, seed a fresh one, load the brands,
 * start the job runner, listen on the public port and on the operator socket.
 */
import { chmod, mkdir, rm } from 'node:fs/promises';
import { connect, isIP } from 'node:net';
import { dirname } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildAdminServer } from './admin.ts';
import {
  type BrandSchemas,
  loadBrandRegistry,
  reconcileBrandRegistry,
  reportBrands,
  type BrandRegistry,
} from './modules/brands/index.ts';
import { catalogChannel, seedDemoCatalog, catalogStore } from './modules/catalog/index.ts';
import { adjustableClock, systemClock, type AdjustableClock, type Clock } from './kernel/clock.ts';
import type { Config } from './kernel/config.ts';
import { openDatabase, type DatabaseHandle } from './kernel/db/client.ts';
import { clusterTemplate } from './kernel/db/cluster-template.ts';
import { listen } from './kernel/db/notify.ts';
import { openGeoIp } from './kernel/geoip.ts';
import {
  cleanUpJob,
  createJobRunner,
  type JobDefinition,
  type JobRunner,
} from './kernel/jobs/index.ts';
import { deleteExpiredRateLimits } from './kernel/rate-limits.ts';
import { ledgerJobs } from './modules/ledger/index.ts';
import { cashierJobs } from './modules/cashier/index.ts';
import { lotteryJobs } from './modules/lottery/index.ts';
import { agentJobs } from './modules/agents/index.ts';
import { accountJobs } from './modules/accounts/index.ts';
import { playJobs } from './modules/play/index.ts';
import { buildServer } from './server.ts';
import { ensureKeyPair, sealPlainPrivateKeys } from './kernel/secrets/encryption.ts';
import { resolveMasterKey, type ResolvedMasterKey } from './kernel/secrets/master-key.ts';
import { sealPlainSecrets } from './kernel/secrets/secrets.ts';
import { bindVault, createVault, vaultOf } from './kernel/secrets/vault.ts';
import {
  describeTightened,
  lockDataDir,
  secureDataDir,
  type TightenedPath,
} from './kernel/data-dir.ts';
import { seedDemo } from './modules/content/index.ts';

/** A database opened as configured, with the master key bound to it. */
export interface ConfiguredDatabase extends DatabaseHandle {
  /** The master key sealing its secrets, and where it came from. */
  masterKey: ResolvedMasterKey;
  /** What was found open to other accounts in DATA_DIR and tightened before opening. */
  tightened: readonly TightenedPath[];
}

/**
 * Opens the database `config` names (PostgreSQL when DATABASE_URL is set, else PGlite in
 * DATA_DIR), after making DATA_DIR private (0700, nothing in it open to other accounts), and
 * binds the master key (MASTER_KEY, else DATA_DIR/master.key, generated on first use) to it.
 * PGlite is opened only under DATA_DIR's lock, in the name of `holder`; closing releases it.
 * @throws DataDirInUseError when another live process holds DATA_DIR.
 */
export async function openConfiguredDatabase(
  config: Pick<
    Config,
    | 'databaseUrl'
    | 'pgliteDir'
    | 'databasePoolSize'
    | 'dataDir'
    | 'masterKey'
    | 'masterKeyFile'
    | 'production'
  >,
  holder = 'the platform',
): Promise<ConfiguredDatabase> {
  const tightened = await secureDataDir(config.dataDir);
  const unlock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir, holder);
  let handle: DatabaseHandle | undefined;
  try {
    const masterKey = await resolveMasterKey(config);
    handle = await openDatabase(
      config.databaseUrl
        ? { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize }
        : { pgliteDir: config.pgliteDir, template: clusterTemplate },
    );
    bindVault(handle.db, createVault([masterKey.key]));
    // A new PGlite cluster is written 0666 whatever the umask: tighten what it just made.
    if (!config.databaseUrl) await secureDataDir(config.dataDir);
    const opened = handle;
    const close = async () => {
      try {
        await opened.close();
      } finally {
        await unlock?.();
      }
    };
    return { ...opened, close, masterKey, tightened };
  } catch (error) {
    await handle?.close();
    await unlock?.();
    throw error;
  }
}

/**
 * Migrates the database, seals secrets an older version stored in plain text (and checks that
 * the bound master key opens the sealed ones), makes sure it holds a key pair for `enc` bodies,
 * reconciles the brands read from the files with the stored last good set (`registry` in, the
 * registry to serve out), and, when seeding is on, writes the demo content of the served brands
 * into a fresh database and the demo game catalog into a catalog that was never written.
 * Returns the registry and how many secrets were sealed and demo announcements and games
 * written.
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seedDemo: boolean; registry: BrandRegistry; clock: Clock },
): Promise<{
  fresh: boolean;
  sealed: number;
  seeded: number;
  seededGames: number;
  registry: BrandRegistry;
}> {
  const { fresh } = await handle.migrate();
  const vault = vaultOf(handle.db);
  // Under the set-up lock, so instances starting together make one key pair, one catalog and
  // one last good brand set.
  return handle.exclusive(async () => {
    const sealed =
      (await sealPlainSecrets(handle.db, vault)) + (await sealPlainPrivateKeys(handle.db, vault));
    await ensureKeyPair(handle.db, options.clock);
    const registry = await reconcileBrandRegistry(handle.db, options.registry, options.clock);
    const seeded =
      fresh && options.seedDemo
        ? await seedDemo(
            handle.db,
            options.clock,
            registry.sites.map((s) => s.brand),
          )
        : 0;
    const seededGames = options.seedDemo ? await seedDemoCatalog(handle.db, options.clock) : 0;
    return { fresh, sealed, seeded, seededGames, registry };
  });
}

/** What the log and the startup summary say when the test clock is on. */
const testClockNotice =
  'Test clock on (TEST_CLOCK=true): time moves forward with npm run operator -- clock advance|set';

/** Which master key this start uses, for the log (its id only). */
function masterKeyNotice({ key, source }: ResolvedMasterKey): string {
  if (source.kind === 'environment') return `master key ${key.id} from MASTER_KEY`;
  return `master key ${key.id} ${source.created ? 'generated into' : 'from'} ${source.path} (set MASTER_KEY in production)`;
}

/** Why the operator socket cannot be used. */
export class SocketInUseError extends Error {
  readonly path: string;

  constructor(path: string) {
    super(
      `Another platform server is already answering on ${path}; stop it first (or set ADMIN_SOCKET).`,
    );
    this.path = path;
    this.name = 'SocketInUseError';
  }
}

/**
 * Makes `path` free for listening: a socket file left by a server that crashed is removed,
 * one that still answers belongs to a running server and is an error.
 */
export async function claimSocketPath(path: string): Promise<void> {
  const answering = await new Promise<boolean>((resolve) => {
    const socket = connect(path);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
  if (answering) throw new SocketInUseError(path);
  await rm(path, { force: true });
}

/** A running platform. */
export interface RunningPlatform {
  app: FastifyInstance;
  admin: FastifyInstance;
  database: ConfiguredDatabase;
  registry: BrandRegistry;
  jobs: JobRunner;
  /** The test clock every service and the job runner read (`TEST_CLOCK=true`), else undefined. */
  testClock: AdjustableClock | undefined;
  /** The port actually bound (differs from the configured one when that was 0). */
  port: number;
  /** Stops both listeners and the job runner, and closes the database. */
  close(): Promise<void>;
}

/**
 * Starts the platform as configured. With `TEST_CLOCK` on, its clock is a test clock running
 * from `options.clock` (the real clock by default) that the operator moves forward.
 */
export async function startPlatform(
  config: Config,
  options: {
    clock?: Clock;
    brandSchemas?: BrandSchemas;
    quiet?: boolean;
    /** Jobs of other code, run beside the platform's own clean-ups. */
    jobs?: readonly JobDefinition[];
  } = {},
): Promise<RunningPlatform> {
  const testClock = config.testClock ? adjustableClock(options.clock ?? systemClock) : undefined;
  const clock = testClock ?? options.clock ?? systemClock;
  // Silent is no logger at all: Fastify then makes no child logger per request.
  const logger = options.quiet || config.logLevel === 'silent' ? false : { level: config.logLevel };
  await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
  await mkdir(dirname(config.adminSocket), { recursive: true, mode: 0o700 });

  // Claim the socket first: a second instance on the same DATA_DIR must stop before it
  // opens the embedded database the first one is using.
  await claimSocketPath(config.adminSocket);
  // The files alone; once the database is open, reconciled with the last good set.
  const files = loadBrandRegistry({
    brandsDir: config.brandsDir,
    schemas: options.brandSchemas,
  });
  const database = await openConfiguredDatabase(config);
  const catalogTrouble = (error: unknown) =>
    app?.log.warn({ err: error }, 'game catalog reload failed');
  const catalog = catalogStore(database.db, {
    onError: catalogTrouble,
    // An import on any instance reaches this one within moments; polling stays the fallback.
    listen: (onNotice) => listen(database, catalogChannel, onNotice, { onError: catalogTrouble }),
  });
  let app: FastifyInstance | undefined;
  let admin: FastifyInstance | undefined;
  let jobs: JobRunner | undefined;
  let registry: BrandRegistry;
  try {
    const geoip = await openGeoIp({ localCountry: config.geoipLocalCountry });
    const prepared = await prepareDatabase(database, {
      seedDemo: config.seedDemo,
      registry: files,
      clock,
    });
    registry = prepared.registry;
    app = buildServer({
      db: database.db,
      clock,
      registry,
      geoip,
      storefrontDir: config.storefrontDir,
      brandsDir: config.brandsDir,
      trustProxy: config.trustProxy,
      hsts: config.hsts,
      logger,
      catalog,
    });
    reportBrands(registry, app.log);
    const tightened = describeTightened(config.dataDir, database.tightened);
    if (tightened) app.log.warn(tightened);
    app.log.info(masterKeyNotice(database.masterKey));
    if (testClock) app.log.warn(testClockNotice);
    const { sealed, seeded, seededGames } = prepared;
    if (sealed > 0)
      app.log.info(`sealed ${sealed} secrets stored in plain text with the master key`);
    if (seeded > 0) app.log.info(`seeded ${seeded} demo announcements into the fresh database`);
    if (seededGames > 0) app.log.info(`seeded the demo game catalog (${seededGames} games)`);

    const beatSeconds = config.jobsIntervalSeconds;
    jobs = createJobRunner({
      database,
      clock,
      jobs: [
        ...accountJobs({
          db: database.db,
          clock,
          brands: () => registry.sites.map((site) => site.brand),
        }),
        ...playJobs(database.db, clock),
        ...ledgerJobs(database.db, clock),
        ...cashierJobs(database.db, clock, () => registry.sites.map((site) => site.brand)),
        ...lotteryJobs(database.db, clock, () => registry.sites.map((site) => site.brand)),
        ...agentJobs(database.db, clock, () => registry.sites.map((site) => site.brand)),
        // The kernel defines no jobs; its request counters are cleaned up from here.
        cleanUpJob('rate-limits.delete-expired', '3-59/5 * * * *', () =>
          deleteExpiredRateLimits(database.db, clock),
        ),
        ...(options.jobs ?? []),
      ],
      // With no beats this instance runs no jobs; it still answers the operator's jobs commands.
      intervalMs: beatSeconds * 1000,
      supervise: beatSeconds > 0,
      log: app.log.child({ component: 'jobs' }),
    });
    await jobs.start();

    admin = buildAdminServer({
      db: database.db,
      clock,
      registry,
      catalog,
      jobs,
      testClock,
      loggerInstance: app.log.child({ component: 'operator' }),
    });
    await app.listen({ port: config.port, host: config.host });
    await admin.listen({ path: config.adminSocket });
    // Only the account running the platform (and root) may use the operator API.
    await chmod(config.adminSocket, 0o600);
  } catch (error) {
    catalog.close();
    await admin?.close();
    await app?.close();
    await jobs?.stop();
    await database.close();
    throw error;
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;
  const started = { app, admin, jobs };
  let closing: Promise<void> | undefined;
  return {
    app,
    admin,
    database,
    registry,
    jobs,
    testClock,
    port,
    close() {
      closing ??= (async () => {
        catalog.close();
        await started.admin.close();
        await started.app.close();
        await started.jobs.stop();
        await database.close();
      })();
      return closing;
    },
  };
}

/**
 * The lines printed once the platform listens: one per served brand at its first host name,
 * then the brands reachable by IP address, then where data and the operator socket are.
 */
export function startupSummary(platform: RunningPlatform, config: Config): string[] {
  const named: string[] = [];
  const byAddress: string[] = [];
  const width = Math.max(0, ...platform.registry.sites.map((s) => s.brand.name.length));
  const line = (name: string, domain: string) =>
    `  ${name.padEnd(width)}  http://${domain}:${platform.port}/`;
  for (const site of platform.registry.sites) {
    // One address per brand: its first host name; addresses by IP come after the names.
    const first = site.brand.domains.find((domain) => isIP(domain) === 0);
    if (first) named.push(line(site.brand.name, first));
    for (const ip of site.brand.domains.filter((domain) => isIP(domain) !== 0))
      byAddress.push(line(site.brand.name, ip));
  }
  const lines = ['Platform server ready. Brands:'];
  if (named.length + byAddress.length === 0)
    lines.push('  (no brand is served: fix the brand errors above, see npm run brand:check)');
  lines.push(...named);
  if (byAddress.length > 0) lines.push('  by address:', ...byAddress);
  for (const site of platform.registry.sites.filter((s) => s.source === 'last-good'))
    lines.push(
      `  ${site.id}: brand files broken, ${site.problems.length} error(s): serving its last good version (npm run brand:check)`,
    );
  for (const broken of platform.registry.broken)
    lines.push(
      `  ${broken.id}: not served, ${broken.errors.length} error(s) (npm run brand:check)`,
    );
  lines.push(
    `Data: ${platform.database.kind === 'pglite' ? `embedded PGlite in ${platform.database.location}` : `PostgreSQL ${platform.database.location}`}`,
    `Operator socket: ${config.adminSocket} (npm run operator -- help)`,
  );
  if (platform.testClock) lines.push(testClockNotice);
  return lines;
}
