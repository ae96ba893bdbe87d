/**
 * Closing a PostgreSQL pool in bounded time. `pool.end()` waits for every connection in use to
 * be given back, so one query that never answers (blocked behind a lock, or sent down a
 * connection whose server went away unnoticed during an outage) would keep a stopping platform
 * open forever. After a grace period the connections still in use are ended, which fails their
 * queries; a connection that is still not given back after that is left behind, reported, so
 * closing always returns.
 */
import type pg from 'pg';

/** How long closing waits for connections in use, before ending them and again after. */
export const poolCloseGraceMs = 5_000;

/** What closing had to do beyond a plain end. */
export interface PoolCloseReport {
  /** Connections still in use after the grace period, ended by force. */
  ended: number;
  /** Connections never given back even then (the pool is abandoned with them). */
  abandoned: number;
}

const settledWithin = (work: Promise<unknown>, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    timer.unref();
    void work.then(
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      () => {
        clearTimeout(timer);
        resolve(true);
      },
    );
  });

/**
 * Keeps count of `pool`'s connections in use, and answers the function that closes it: at
 * once when every connection is back, otherwise as the file comment says.
 */
export function boundedPoolClose(
  pool: pg.Pool,
  graceMs = poolCloseGraceMs,
): () => Promise<PoolCloseReport> {
  const inUse = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => inUse.add(client));
  pool.on('release', (_error, client) => inUse.delete(client));
  pool.on('remove', (client) => inUse.delete(client as pg.PoolClient));
  return async () => {
    const ended = pool.end();
    if (await settledWithin(ended, graceMs)) return { ended: 0, abandoned: 0 };
    const stuck = [...inUse];
    // Ending a connection with a query in flight destroys its socket: the query fails, its
    // caller gives the connection back, and the pool lets it go.
    for (const client of stuck) void (client as unknown as pg.Client).end().catch(() => {});
    if (await settledWithin(ended, graceMs)) return { ended: stuck.length, abandoned: 0 };
    return { ended: stuck.length, abandoned: inUse.size };
  };
}
