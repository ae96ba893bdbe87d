/**
 * Health checks for load balancers and orchestrators, answered on any host: `/healthz` says
 * the process is alive; `/readyz` runs the readiness checks (database reachable, migrations
 * applied, brands loaded, ...) and answers 200 when all pass, 503 otherwise, with each check's
 * detail for operators (never a secret).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationProgress, type Database } from './db/client.ts';
import { pathOf } from './http.ts';

/** The paths of the health checks. */
export const healthPaths = { alive: '/healthz', ready: '/readyz' } as const;

/** True when `url` is one of the health checks (no brand is resolved for them). */
export function isHealthPath(url: string): boolean {
  const path = pathOf(url);
  return path === healthPaths.alive || path === healthPaths.ready;
}

/** The outcome of one readiness check, with details an operator can act on. */
export interface CheckResult {
  ok: boolean;
  [detail: string]: unknown;
}

/** A readiness check by name; a check that throws or takes too long has failed. */
export type ReadinessChecks = Readonly<Record<string, () => Promise<CheckResult>>>;

/** How long one readiness check may take. */
export const checkTimeoutMs = 2_000;

/** Runs `check`, turning a failure or a timeout into a failed result. */
async function settle(check: () => Promise<CheckResult>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(
      () => resolve({ ok: false, error: `no answer within ${checkTimeoutMs} ms` }),
      checkTimeoutMs,
    );
  });
  try {
    return await Promise.race([
      check().catch((error: unknown) => ({
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      })),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Registers `/healthz` and `/readyz` on `app`. */
export function installHealthRoutes(app: FastifyInstance, checks: ReadinessChecks): void {
  app.get(healthPaths.alive, async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { status: 'alive' };
  });
  app.get(healthPaths.ready, async (_request, reply) => {
    const names = Object.keys(checks);
    const results = await Promise.all(names.map((name) => settle(checks[name]!)));
    const ready = results.every((result) => result.ok);
    void reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return {
      status: ready ? 'ready' : 'not ready',
      checks: Object.fromEntries(names.map((name, i) => [name, results[i]])),
    };
  });
}

/** The database's readiness checks: it answers, and every migration of this build is applied. */
export function databaseReadiness(db: Database): ReadinessChecks {
  return {
    database: async () => {
      await db.execute(sql`select 1`);
      return { ok: true };
    },
    migrations: async () => {
      const { applied, known } = await migrationProgress(db);
      return { ok: applied >= known, applied, known };
    },
  };
}
