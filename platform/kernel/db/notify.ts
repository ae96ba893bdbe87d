/**
 * Change notices between instances over PostgreSQL LISTEN/NOTIFY, so an in-memory cache on
 * every instance hears of a change within moments instead of at its next poll.
 *
 * ```ts
 * await notify(tx, 'catalog_changed', '42');      // in a transaction: delivered at commit
 * const stop = await listen(handle, 'catalog_changed', () => void store.check());
 * await stop();
 * ```
 *
 * A notice says "look now", nothing more: it is lost while a listener is disconnected, so
 * listeners keep polling as the fallback and are also called once after every reconnect. On
 * PostgreSQL a listener holds one connection of the pool for as long as it listens (reconnecting
 * after a second when the database went away); on PGlite (one process) the embedded database
 * delivers the notices itself.
 */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, DatabaseHandle } from './client.ts';

/** Stops a listener (and gives its connection back). */
export type StopListening = () => Promise<void>;

/** How a listener reports trouble. */
export interface ListenOptions {
  /** Told when the listening connection failed (it reconnects by itself). */
  onError?: (error: unknown) => void;
  /** Wait before reconnecting, in milliseconds (default 1000). */
  reconnectMs?: number;
}

/** Channel names are plain identifiers, so they can go into LISTEN unquoted. */
function checkedChannel(channel: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel))
    throw new Error(`Not a notification channel name: ${channel}`);
  return channel;
}

/**
 * Tells every instance listening on `channel`. On a transaction the notice leaves at commit
 * (and never, on rollback), so listeners read what it announces.
 */
export async function notify(db: Database, channel: string, payload = ''): Promise<void> {
  await db.execute(sql`select pg_notify(${checkedChannel(channel)}, ${payload})`);
}

/** Calls `onMessage` with the payload of every notice on `channel` until stopped. */
export async function listen(
  handle: DatabaseHandle,
  channel: string,
  onMessage: (payload: string) => void,
  options: ListenOptions = {},
): Promise<StopListening> {
  const name = checkedChannel(channel);
  const { driver } = handle;
  if (driver.kind === 'pglite') {
    const stop = await driver.client.listen(name, onMessage);
    return () => stop();
  }
  return listenOnPool(driver.pool, name, onMessage, options);
}

async function listenOnPool(
  pool: pg.Pool,
  channel: string,
  onMessage: (payload: string) => void,
  options: ListenOptions,
): Promise<StopListening> {
  const reconnectMs = options.reconnectMs ?? 1000;
  let stopped = false;
  let client: pg.PoolClient | undefined;
  let retry: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel === channel) onMessage(message.payload ?? '');
  };

  const drop = (error: unknown) => {
    const lost = client;
    client = undefined;
    if (lost) {
      lost.removeListener('notification', onNotification);
      // A broken connection goes back destroyed, not into the idle set.
      lost.release(error instanceof Error ? error : true);
    }
    if (stopped) return;
    options.onError?.(error);
    retry = setTimeout(() => void connect(true), reconnectMs);
    retry.unref();
  };

  const connect = async (again: boolean): Promise<void> => {
    let fresh: pg.PoolClient | undefined;
    try {
      fresh = await pool.connect();
      fresh.on('notification', onNotification);
      fresh.on('error', (error) => {
        if (client === fresh) drop(error);
      });
      await fresh.query(`listen ${channel}`);
    } catch (error) {
      if (fresh) {
        fresh.removeListener('notification', onNotification);
        fresh.release(true);
      }
      if (!again) throw error;
      if (stopped) return;
      options.onError?.(error);
      retry = setTimeout(() => void connect(true), reconnectMs);
      retry.unref();
      return;
    }
    if (stopped) {
      fresh.removeListener('notification', onNotification);
      fresh.release(true);
      return;
    }
    client = fresh;
    // Notices sent while no connection listened are gone: let the listener look once.
    if (again) onMessage('');
  };

  await connect(false);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = undefined;
    if (!last) return;
    last.removeListener('notification', onNotification);
    // Not back into the pool as it is: it still listens.
    last.release(true);
  };
}
