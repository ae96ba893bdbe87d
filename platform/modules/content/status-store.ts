/**
 * The system status the status guard checks on every player API call, answered from memory
 * (the lobby calls never touch the database): all maintenance windows and region allow-lists,
 * loaded when the server gets ready, reloaded at once after a write in this process and polled
 * every second for writes of other instances.
 */
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { latestWindow } from './maintenance.ts';
import { statusFrom, type BrandStatus } from './status.ts';
import { onStatusChange } from './status-changes.ts';
import { maintenance, regionRestrictions, type MaintenanceRow } from './tables.ts';

/** The in-memory system status of every brand. */
export interface SystemStatusStore {
  /** Loads the tables once (later calls wait for the same load) and starts polling. */
  load(): Promise<void>;
  /** The status of `brandId` for a caller from `country`. Throws before `load()` finished. */
  status(brandId: string, country: string | null): BrandStatus;
  /** Stops polling and listening. */
  close(): void;
}

/** The tables could not be read yet (the database was down at start). */
export class StatusNotLoadedError extends Error {
  constructor() {
    super('The system status is not loaded yet.');
    this.name = 'StatusNotLoadedError';
  }
}

interface Tables {
  windows: readonly MaintenanceRow[];
  allowed: ReadonlyMap<string, string[]>;
}

/** A status store on `db`; `pollMs` 0 turns polling off (writes in this process still show). */
export function systemStatusStore(
  db: Database,
  clock: Clock,
  options: { pollMs?: number; onError?: (error: unknown) => void } = {},
): SystemStatusStore {
  const pollMs = options.pollMs ?? 1000;
  let tables: Tables | undefined;
  let loading: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => void) | undefined;

  const read = async () => {
    const [windows, lists] = await Promise.all([
      db.select().from(maintenance),
      db.select().from(regionRestrictions),
    ]);
    tables = {
      windows,
      allowed: new Map(lists.map((row) => [row.brandId, row.allowedCountries])),
    };
  };

  return {
    load() {
      // A database that is down at start must not stop the server: until a poll reads the
      // tables, the guard answers 503 SERVICE_UNAVAILABLE (status-guard.ts).
      loading ??= read()
        .catch((error: unknown) => options.onError?.(error))
        .then(() => {
          stopListening = onStatusChange(db, read);
          if (pollMs > 0) {
            timer = setInterval(() => void read().catch(options.onError ?? (() => {})), pollMs);
            timer.unref();
          }
        });
      return loading;
    },
    status(brandId, country) {
      if (!tables) throw new StatusNotLoadedError();
      const window = latestWindow(tables.windows, brandId, clock.now());
      const allowed = tables.allowed.get(brandId);
      return statusFrom(window, allowed && allowed.length > 0 ? allowed : null, country);
    },
    close() {
      if (timer) clearInterval(timer);
      stopListening?.();
    },
  };
}
