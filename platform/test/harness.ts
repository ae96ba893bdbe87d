/**
 * Builds the platform for a test: fixture brands and storefront in a temp folder, a fixed
 * clock, and a fresh database: in-memory PGlite (from a prepared template, see
 * pglite-template.ts), or, when TEST_DATABASE_URL is set, a new
 * uniquely named PostgreSQL database created from that URL and dropped afterwards (so test
 * files can run in parallel against one server).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  loadBrandRegistry,
  reconcileBrandRegistry,
  type BrandRegistry,
} from '../modules/brands/index.ts';
import { catalogStore, type CatalogStore } from '../modules/catalog/index.ts';
import { manualClock, type ManualClock } from '../kernel/clock.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../kernel/db/client.ts';
import { openScratchDatabase } from '../kernel/db/scratch.ts';
import { parseMasterKey } from '../kernel/secrets/master-key.ts';
import { bindVault, createVault } from '../kernel/secrets/vault.ts';
import { verifyLedger } from '../modules/ledger/index.ts';
import { openGeoIp, type GeoIp } from '../kernel/geoip.ts';
import { buildServer, type ServerOptions } from '../server.ts';
import { insertTestCatalog } from './catalog.ts';
import { pgliteTemplate } from './pglite-template.ts';
import { testBrandSchemas, writeFixtureBrands, writeFixtureStorefront } from './fixtures.ts';

/** The instant every test clock starts at. */
export const testStart = '2026-03-02T10:00:00.000Z';

/** A database for one test file, and how to get rid of it. */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL URL of this database, when running on PostgreSQL. */
  url?: string;
  dispose(): Promise<void>;
}

/**
 * The master key of test databases (`MASTER_KEY` for platforms a test starts on one of them).
 * Not secret: test data only.
 */
export const testMasterKey = Buffer.alloc(32, 7).toString('base64');

/**
 * Opens a fresh test database (see the file comment), migrated unless told otherwise, with
 * `testMasterKey` bound to it.
 */
export async function openTestDatabase(options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const migrate = options.migrate ?? true;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database: TestDatabase = serverUrl
    ? await openScratchDatabase(serverUrl, `platform_test_${process.pid}`)
    : await openDatabase({ memory: true, from: await pgliteTemplate(migrate) }).then((handle) => ({
        handle,
        dispose: () => handle.close(),
      }));
  bindVault(database.handle.db, createVault([parseMasterKey(testMasterKey)!]));
  // A PGlite template is migrated already; a PostgreSQL scratch database is not.
  if (migrate && serverUrl) await database.handle.migrate();
  return database;
}

let geoip: Promise<GeoIp> | undefined;
/** The GeoIP database, opened once per test process; local addresses are PH. */
export function testGeoIp(): Promise<GeoIp> {
  geoip ??= openGeoIp({ localCountry: 'PH' });
  return geoip;
}

/** Makes a temp folder that `dispose` removes. */
export function tempDir(prefix = 'platform-test-'): { path: string; dispose(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, dispose: () => rmSync(path, { recursive: true, force: true }) };
}

/** A platform under test. */
export interface TestPlatform {
  app: FastifyInstance;
  db: Database;
  database: TestDatabase;
  clock: ManualClock;
  registry: BrandRegistry;
  brandsDir: string;
  storefrontDir: string;
  /**
   * The servers' game catalog (no polling: after writing the catalog tables directly, call
   * `catalog.reload()`).
   */
  catalog: CatalogStore;
  /** Builds another server on the same database with other options (closed by `close`). */
  rebuild(options: Partial<Omit<ServerOptions, 'clock' | 'registry' | 'geoip'>>): FastifyInstance;
  /**
   * Closes everything. Throws when the ledger does not verify clean, so every test file that
   * moved money ends with `ledger verify`'s checks.
   */
  close(): Promise<void>;
}

/** How to build a test platform. */
export interface TestPlatformOptions {
  /** Also write the brand whose file breaks a rule. */
  brokenBrand?: boolean;
  /** More brand files (id -> content), written beside the fixtures. */
  extraBrands?: Readonly<Record<string, unknown>>;
  /** Where the clock starts (default `testStart`). */
  clockStart?: Date | string;
  /** Server options besides the ones the harness provides. */
  server?: Partial<Omit<ServerOptions, 'db' | 'clock' | 'registry' | 'geoip'>>;
  /** Write the test catalog (platform/test/catalog.ts) before the catalog loads. */
  catalog?: boolean;
  /** Start on this database (a restart) instead of a fresh one; `close` leaves it open. */
  database?: TestDatabase;
}

/** Builds the platform on fixtures (with the broken brand too when asked). */
export async function createTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const dir = tempDir();
  const brandsDir = join(dir.path, 'brands');
  const storefrontDir = join(dir.path, 'storefront');
  writeFixtureBrands(brandsDir, { broken: options.brokenBrand, extra: options.extraBrands });
  writeFixtureStorefront(storefrontDir);
  const database = options.database ?? (await openTestDatabase());
  if (options.catalog) await insertTestCatalog(database.handle.db);
  const catalog = catalogStore(database.handle.db, { pollMs: 0 });
  const clock = manualClock(options.clockStart ?? testStart);
  const registry = await reconcileBrandRegistry(
    database.handle.db,
    loadBrandRegistry({ brandsDir, schemas: testBrandSchemas }),
    clock,
  );
  const geo = await testGeoIp();
  const apps: FastifyInstance[] = [];
  const rebuild: TestPlatform['rebuild'] = (overrides) => {
    const app = buildServer({
      db: database.handle.db,
      clock,
      registry,
      geoip: geo,
      brandsDir,
      storefrontDir,
      catalog,
      ...options.server,
      ...overrides,
    });
    apps.push(app);
    return app;
  };
  const app = rebuild({});
  return {
    app,
    db: database.handle.db,
    database,
    clock,
    registry,
    brandsDir,
    storefrontDir,
    catalog,
    rebuild,
    async close() {
      for (const a of apps) await a.close();
      catalog.close();
      try {
        const { drifts } = await verifyLedger(database.handle.db, clock);
        if (drifts.length > 0)
          throw new Error(`The ledger drifted:\n${drifts.map((d) => d.message).join('\n')}`);
      } finally {
        if (!options.database) await database.dispose();
        dir.dispose();
      }
    },
  };
}
