/**
 * The platform's settings, read from the environment once at start. Every problem is reported
 * together, naming the variable and the value it had, so an operator fixes them in one go.
 */
import { isAbsolute, join, resolve } from 'node:path';
import { isIP } from 'node:net';
import { repoRoot } from './paths.ts';
import { masterKeyRequired, parseMasterKey, type MasterKey } from './secrets/master-key.ts';

/** Log levels pino (Fastify's logger) understands. */
export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** One log level. */
export type LogLevel = (typeof logLevels)[number];

/** Resolved platform settings. */
export interface Config {
  port: number;
  host: string;
  /** Where the embedded database and the admin socket live. */
  dataDir: string;
  /** PostgreSQL connection string; undefined means embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  pgliteDir: string;
  brandsDir: string;
  /** The Vite build of the storefront (`index.html`, `assets/`, `boot.js`). */
  storefrontDir: string;
  /** Fastify `trustProxy`: false, true, or the proxy addresses / CIDR ranges to trust. */
  trustProxy: boolean | string[];
  /** ISO 3166 alpha-2 country reported for loopback and private addresses. */
  geoipLocalCountry: string;
  adminSocket: string;
  seedDemo: boolean;
  /** Send Strict-Transport-Security (only behind HTTPS; it would break plain http://localhost). */
  hsts: boolean;
  logLevel: LogLevel;
  /** Seconds between job runner beats; 0 runs no jobs on this instance. */
  jobsIntervalSeconds: number;
  /** Connections of the PostgreSQL pool of this instance. */
  databasePoolSize: number;
  /** `NODE_ENV=production`: the master key must come from `MASTER_KEY`. */
  production: boolean;
  /** `MASTER_KEY`, which seals the private keys and secrets in the database; see masterKeyFile. */
  masterKey: MasterKey | undefined;
  /** Where the embedded default keeps a generated master key when MASTER_KEY is unset. */
  masterKeyFile: string;
  /**
   * `TEST_CLOCK`: the platform's time is real time plus an offset the operator moves forward
   * (`npm run operator -- clock advance`), for tests of draws and expiries; never in production.
   */
  testClock: boolean;
}

/** The environment was unusable; `problems` lists every bad variable. */
export class ConfigError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.problems = problems;
    this.name = 'ConfigError';
  }
}

const truthy = new Set(['1', 'true', 'yes', 'on']);
const falsy = new Set(['0', 'false', 'no', 'off']);

/**
 * Reads the settings from `env` (the variables of `configVariables`).
 * Relative paths are taken from the current directory.
 * @throws ConfigError listing every invalid variable.
 */
export function loadConfig(
  env: Readonly<Record<string, string | undefined>> = process.env,
): Config {
  const problems: string[] = [];
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  };
  const path = (name: string, fallback: string) => {
    const value = text(name);
    return value === undefined ? fallback : isAbsolute(value) ? value : resolve(value);
  };
  const flag = (name: string, fallback: boolean) => {
    const value = text(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (truthy.has(value)) return true;
    if (falsy.has(value)) return false;
    problems.push(`${name} must be true or false (got "${env[name]}").`);
    return fallback;
  };

  /** A whole-number setting from `min` to `max`, `fallback` when unset or wrong. */
  const wholeNumber = (name: string, fallback: number, min: number, max: number, unit = '') => {
    const raw = text(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (/^\d+$/.test(raw) && value >= min && value <= max) return value;
    problems.push(`${name} must be a whole number${unit} from ${min} to ${max} (got "${raw}").`);
    return fallback;
  };
  const port = wholeNumber('PORT', 3000, 0, 65535);
  const jobsIntervalSeconds = wholeNumber('JOBS_INTERVAL_SECONDS', 10, 0, 3600, ' of seconds');
  const databasePoolSize = wholeNumber('DATABASE_POOL_SIZE', 10, 1, 500);

  const dataDir = path('DATA_DIR', join(repoRoot, '.data'));

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must be a PostgreSQL URL such as postgres://user@host:5432/db.');
  }

  let trustProxy: boolean | string[] = false;
  const rawProxy = text('TRUST_PROXY');
  if (rawProxy !== undefined) {
    const lower = rawProxy.toLowerCase();
    if (truthy.has(lower)) trustProxy = true;
    else if (!falsy.has(lower)) {
      const list = rawProxy
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
      const bad = list.filter((entry) => isIP(entry.split('/')[0] ?? '') === 0);
      if (bad.length > 0) {
        problems.push(
          `TRUST_PROXY must be true, false or a comma-separated list of addresses or CIDR ranges (bad: ${bad.join(', ')}).`,
        );
      } else trustProxy = list;
    }
  }

  const geoipLocalCountry = (text('GEOIP_LOCAL_COUNTRY') ?? 'PH').toUpperCase();
  if (!/^[A-Z]{2}$/.test(geoipLocalCountry)) {
    problems.push(
      `GEOIP_LOCAL_COUNTRY must be a two-letter country code such as PH (got "${env.GEOIP_LOCAL_COUNTRY}").`,
    );
  }

  const rawLevel = (text('LOG_LEVEL') ?? 'info').toLowerCase();
  const logLevel = (logLevels as readonly string[]).includes(rawLevel)
    ? (rawLevel as LogLevel)
    : 'info';
  if (logLevel !== rawLevel)
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${env.LOG_LEVEL}").`);

  const production = text('NODE_ENV') === 'production';
  const rawMasterKey = text('MASTER_KEY');
  const masterKey = rawMasterKey === undefined ? undefined : parseMasterKey(rawMasterKey);
  // The value is a secret: the message names its length, never the value.
  if (masterKey === null)
    problems.push(
      `MASTER_KEY must be 32 bytes written as base64 (44 characters) or hex (64 digits), such as the output of \`openssl rand -base64 32\` (got ${rawMasterKey?.length} characters).`,
    );
  else if (masterKey === undefined && production) problems.push(masterKeyRequired);
  const testClock = flag('TEST_CLOCK', false);
  if (testClock && production)
    problems.push('TEST_CLOCK cannot be on in production (NODE_ENV=production).');

  const config: Config = {
    port,
    host: text('HOST') ?? 'localhost',
    dataDir,
    databaseUrl,
    pgliteDir: join(dataDir, 'pglite'),
    brandsDir: path('BRANDS_DIR', join(repoRoot, 'brands')),
    storefrontDir: path('STOREFRONT_DIR', join(repoRoot, 'dist/storefront')),
    trustProxy,
    geoipLocalCountry,
    adminSocket: path('ADMIN_SOCKET', join(dataDir, 'admin.sock')),
    seedDemo: flag('SEED_DEMO', true),
    hsts: flag('HSTS', false),
    logLevel,
    jobsIntervalSeconds,
    databasePoolSize,
    production,
    masterKey: masterKey ?? undefined,
    masterKeyFile: join(dataDir, 'master.key'),
    testClock,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

/** The environment variables `loadConfig` reads, with their meaning (for help texts). */
export const configVariables: readonly (readonly [string, string])[] = [
  ['PORT', 'HTTP port (default 3000)'],
  ['HOST', 'address to listen on (default localhost: 127.0.0.1 and ::1)'],
  [
    'DATA_DIR',
    'where the embedded database, the admin socket and the master key file live (default <repo>/.data)',
  ],
  [
    'MASTER_KEY',
    'base64 or hex of 32 bytes; seals private keys and secrets in the database (default: generated once into DATA_DIR/master.key; required in production)',
  ],
  ['NODE_ENV', 'production: refuse to start without MASTER_KEY, or with TEST_CLOCK'],
  [
    'DATABASE_URL',
    'PostgreSQL URL; without it the embedded PGlite database in DATA_DIR/pglite is used',
  ],
  ['DATABASE_POOL_SIZE', 'PostgreSQL connections of this instance (default 10)'],
  ['BRANDS_DIR', 'brand files (default <repo>/brands)'],
  ['STOREFRONT_DIR', 'the built storefront (default <repo>/dist/storefront)'],
  ['TRUST_PROXY', 'true, or a comma list of proxy addresses, to honour X-Forwarded-For'],
  ['GEOIP_LOCAL_COUNTRY', 'country for loopback and private addresses (default PH)'],
  ['ADMIN_SOCKET', 'unix socket of the operator API (default DATA_DIR/admin.sock)'],
  [
    'SEED_DEMO',
    'seed demo announcements and the demo game catalog into a fresh database (default true)',
  ],
  ['HSTS', 'send Strict-Transport-Security (default false; only behind HTTPS)'],
  ['LOG_LEVEL', `one of ${logLevels.join(', ')} (default info)`],
  [
    'JOBS_INTERVAL_SECONDS',
    'seconds between job runner beats (default 10); 0 runs no jobs on this instance',
  ],
  [
    'TEST_CLOCK',
    'true: a test clock the operator moves forward (npm run operator -- clock); default false, refused in production',
  ],
];
