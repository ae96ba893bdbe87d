/**
 * A @fastify/rate-limit store on the platform database, so every instance counts into the same
 * window: a limit of N requests a minute is N for the deployment, not N per instance.
 *
 * Each hit is one statement, an upsert on the key that starts a new window when the stored one
 * has ended and otherwise adds one, returning the count and the window's end. PostgreSQL's row
 * lock on conflict makes concurrent hits from several instances count one after the other, on
 * PGlite and PostgreSQL alike. Windows come from the injected clock (tests move it; instances
 * share wall time within NTP's few milliseconds). Rows of ended windows are dead weight that
 * `deleteExpiredRateLimits` removes (a clean-up job in start.ts).
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import { resultRows, type Database } from '../db/client.ts';
import { rateLimitHits } from './tables.ts';

/** The count of a key's current window and the milliseconds until it ends. */
export interface RateLimitHit {
  current: number;
  ttl: number;
}

/** How a hit is counted (the route's @fastify/rate-limit settings). */
export interface HitOptions {
  /** Window length in milliseconds. */
  timeWindow: number;
  max: number;
  /** Every hit over `max` starts the window again (the plugin's `continueExceeding`). */
  continueExceeding?: boolean;
}

/** Counts one hit of `key` and answers its window's count and remaining time. */
export async function countHit(
  db: Database,
  clock: Clock,
  key: string,
  options: HitOptions,
): Promise<RateLimitHit> {
  const now = clock.now();
  const nowIso = now.toISOString();
  const resetIso = new Date(now.getTime() + options.timeWindow).toISOString();
  const restart = options.continueExceeding
    ? sql`h.reset_at <= ${nowIso}::timestamptz or h.hits >= ${options.max}::integer`
    : sql`h.reset_at <= ${nowIso}::timestamptz`;
  const [row] = resultRows(
    await db.execute(sql`
      insert into ${rateLimitHits} as h (key, hits, reset_at)
      values (${key}, 1, ${resetIso}::timestamptz)
      on conflict (key) do update set
        hits = case when h.reset_at <= ${nowIso}::timestamptz then 1
                    else least(h.hits, 2147483646) + 1 end,
        reset_at = case when ${restart} then excluded.reset_at else h.reset_at end
      returning h.hits, (extract(epoch from h.reset_at) * 1000)::float8 as reset_ms`),
  );
  const current = Number(row?.hits);
  const resetMs = Number(row?.reset_ms);
  return { current, ttl: Math.max(0, resetMs - now.getTime()) };
}

/** Deletes the counters whose window has ended; answers how many. */
export async function deleteExpiredRateLimits(db: Database, clock: Clock): Promise<number> {
  const removed = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.resetAt, clock.now()))
    .returning({ key: rateLimitHits.key });
  return removed.length;
}

/** The part of the route's key that names the route (`POST/wps/session/login-`). */
function routePrefix(options: object): string {
  const info = 'routeInfo' in options ? options.routeInfo : undefined;
  if (typeof info !== 'object' || info === null) return '';
  const method = 'method' in info ? info.method : undefined;
  const url = 'url' in info ? info.url : undefined;
  return typeof url === 'string' ? `${String(method)}${url}-` : '';
}

function flag(options: object, name: string): boolean {
  return Reflect.get(options, name) === true;
}

/**
 * The store class @fastify/rate-limit's `store` option takes (it constructs it with the
 * plugin's settings and asks it for one `child` per limited route).
 */
export function databaseRateLimitStore(db: Database, clock: Clock): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;
    private readonly continueExceeding: boolean;

    constructor(options: object, prefix = '') {
      // The exponential back-off would need its doubling in SQL; no route asks for it.
      if (flag(options, 'exponentialBackoff'))
        throw new Error('The database rate-limit store does not support exponentialBackoff');
      this.prefix = prefix;
      this.continueExceeding = flag(options, 'continueExceeding');
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: RateLimitHit) => void,
      timeWindow: number,
      max: number,
    ): void {
      countHit(db, clock, `${this.prefix}${key}`, {
        timeWindow,
        max,
        continueExceeding: this.continueExceeding,
      }).then(
        (hit) => callback(null, hit),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions, `${this.prefix}${routePrefix(routeOptions)}`);
    }
  }
  return DatabaseRateLimitStore;
}
