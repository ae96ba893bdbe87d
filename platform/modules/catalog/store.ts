/**
 * The in-memory game catalog every game call reads (no database query on the lobby path).
 *
 * ```ts
 * const catalog = catalogStore(db);   // start.ts and the test harness make one
 * await catalog.load();               // buildServer loads it when the server gets ready
 * catalog.game('BGS-SLOT');           // GameRow of an enabled game, or undefined
 * catalog.vendor('BGS');              // GameVendorRow, or undefined
 * catalog.tile('BGS-SLOT', 'TY');     // the API tile (schemas/api/games.ts Game) in a language
 * catalog.snapshot();                 // the whole current generation (lists, serialised answers)
 * ```
 *
 * The accessors are synchronous and answer from the current snapshot; they throw before the
 * first `load()` finished (a server answers no request before it is ready, and its `onReady`
 * hook loads the catalog). Disabled games are not in the catalog: favourites, recent games and
 * launches of a disabled game simply find nothing.
 *
 * Freshness: an import announces its new version on `catalogChannel` when it commits
 * (platform/kernel/db/notify.ts); a store given `listen` reads the version on that notice, so
 * every instance picks up an import within moments. As the fallback, every `pollMs` (default
 * 3 s) the store reads `catalog_state.version` (one primary-key select, off the request path)
 * and reloads when it changed; an import in this process calls `reload()` at once.
 */
import { eq } from 'drizzle-orm';
import type { Game } from '../../../schemas/api/games.ts';
import type { Database } from '../../kernel/db/client.ts';
import type { StopListening } from '../../kernel/db/notify.ts';
import { catalogState, games, gameVendors, type GameRow, type GameVendorRow } from './tables.ts';
import { CatalogSnapshot, defaultCacheLimits, type CacheLimits } from './snapshot.ts';

/** The id of the one catalog_state row. */
export const catalogStateId = 1;

/** The notification channel an import announces its new catalog version on. */
export const catalogChannel = 'catalog_changed';

/** The in-memory catalog (see the file comment). */
export interface CatalogStore {
  /** Loads the catalog once (later calls wait for the same load) and starts polling. */
  load(): Promise<void>;
  /** Reloads now, whatever the version says (after an import in this process). */
  reload(): Promise<void>;
  /** The current generation. */
  snapshot(): CatalogSnapshot;
  /** An enabled game by nodeId. */
  game(nodeId: string): GameRow | undefined;
  /** A vendor by code. */
  vendor(vassalage: string): GameVendorRow | undefined;
  /** The tile of an enabled game in a platform language (EN, TY, ...). */
  tile(nodeId: string, language: string): Game | undefined;
  /** Stops polling and listening. */
  close(): void;
}

/** How a store behaves. */
export interface CatalogStoreOptions {
  /** Version poll interval; 0 turns polling off. */
  pollMs?: number;
  cache?: CacheLimits;
  /** Told about a failed background reload (the previous snapshot stays in use). */
  onError?: (error: unknown) => void;
  /**
   * Subscribes to `catalogChannel` (start.ts binds the kernel's `listen` to the database);
   * each notice makes the store check the version at once.
   */
  listen?: (onNotice: () => void) => Promise<StopListening>;
}

/** The catalog generation in the database (0 before the first import or seed). */
export async function catalogVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: catalogState.version })
    .from(catalogState)
    .where(eq(catalogState.id, catalogStateId));
  return row?.version ?? 0;
}

/** Reads the whole catalog at one version. */
export async function readCatalog(db: Database, cache?: CacheLimits): Promise<CatalogSnapshot> {
  return db.transaction(
    async (tx) => {
      const version = await catalogVersion(tx);
      const vendorRows = await tx.select().from(gameVendors);
      const gameRows = await tx.select().from(games).where(eq(games.enabled, true));
      return new CatalogSnapshot(version, vendorRows, gameRows, cache);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Makes the catalog store of a database (nothing is read until `load`). */
export function catalogStore(db: Database, options: CatalogStoreOptions = {}): CatalogStore {
  const pollMs = options.pollMs ?? 3000;
  const cache = options.cache ?? defaultCacheLimits;
  let current: CatalogSnapshot | undefined;
  let loading: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let polling = false;
  let pollAgain = false;
  let stopListening: StopListening | undefined;

  // One read at a time, in order: a poll that started before an import can never put its
  // older snapshot over the one the import's reload read.
  let reading: Promise<void> = Promise.resolve();
  const replace = () => {
    const read = reading.then(async () => {
      current = await readCatalog(db, cache);
    });
    reading = read.catch(() => undefined);
    return read;
  };

  const poll = async (): Promise<void> => {
    if (closed) return;
    // A notice during a check may announce a version that check read too early: look again.
    if (polling) {
      pollAgain = true;
      return;
    }
    polling = true;
    try {
      if ((await catalogVersion(db)) !== current?.version) await replace();
    } catch (error) {
      options.onError?.(error);
    } finally {
      polling = false;
    }
    if (pollAgain) {
      pollAgain = false;
      await poll();
    }
  };

  const startListening = async () => {
    if (!options.listen) return;
    try {
      const stop = await options.listen(() => void poll());
      if (closed) await stop();
      else stopListening = stop;
    } catch (error) {
      // Polling still runs: the catalog is only slower to follow.
      options.onError?.(error);
    }
  };

  const loaded = (): CatalogSnapshot => {
    if (!current) throw new Error('The game catalog is used before it was loaded');
    return current;
  };

  return {
    load() {
      loading ??= replace().then(
        async () => {
          if (pollMs > 0 && !closed) {
            timer = setInterval(() => void poll(), pollMs);
            timer.unref();
          }
          await startListening();
        },
        (error: unknown) => {
          // A failed first load may be retried.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    async reload() {
      await replace();
    },
    snapshot: loaded,
    game: (nodeId) => loaded().game(nodeId),
    vendor: (vassalage) => loaded().vendor(vassalage),
    tile: (nodeId, language) => loaded().tile(nodeId, language),
    close() {
      closed = true;
      if (timer) clearInterval(timer);
      void stopListening?.().catch((error: unknown) => options.onError?.(error));
      stopListening = undefined;
    },
  };
}
