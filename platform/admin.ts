/**
 * The operator API, assembled: the operator module's frame with every module's operator routes
 * (brands, content, accounts, agents, catalog, the seamless wallet's vendor secrets, jobs, ledger,
 * lottery) and the kernel's (jobs, the test clock).
 */
import type { FastifyInstance } from 'fastify';
import { jobsAdminRoutes, type JobRunner } from './kernel/jobs/index.ts';
import type { AdjustableClock, Clock } from './kernel/clock.ts';
import { testClockRoutes } from './kernel/clock-routes.ts';
import type { Database } from './kernel/db/client.ts';
import { accountAdminRoutes } from './modules/accounts/index.ts';
import { agentAdminRoutes, contractAdminRoutes } from './modules/agents/index.ts';
import { brandAdminRoutes, type BrandRegistry } from './modules/brands/index.ts';
import { catalogAdminRoutes, type CatalogStore } from './modules/catalog/index.ts';
import { contentAdminRoutes } from './modules/content/index.ts';
import { ledgerAdminRoutes } from './modules/ledger/index.ts';
import { cashierAdminRoutes } from './modules/cashier/index.ts';
import { lotteryAdminRoutes } from './modules/lottery/index.ts';
import {
  buildOperatorServer,
  type OperatorRoutes,
  type OperatorServerOptions,
} from './modules/operator/index.ts';
import { seamlessAdminRoutes } from './modules/play/index.ts';

/** What the operator API needs. */
export interface AdminOptions extends OperatorServerOptions {
  db: Database;
  clock: Clock;
  registry: BrandRegistry;
  /** The public server's game catalog, reloaded right after an import. */
  catalog?: CatalogStore;
  /** The job runner, for listing and retrying jobs, and the beat after a test clock move. */
  jobs?: Pick<JobRunner, 'list' | 'retry' | 'runDue'>;
  /** The platform's test clock (`TEST_CLOCK=true`; then also `clock`); undefined when off. */
  testClock?: AdjustableClock;
  /** Why there is no test clock, when "start the platform with TEST_CLOCK=true" misleads. */
  testClockOff?: string;
}

/** Builds the operator API. */
export function buildAdminServer(options: AdminOptions): FastifyInstance {
  const { db, clock, registry, catalog, jobs, testClock, testClockOff } = options;
  const routes: OperatorRoutes[] = [
    (app) => brandAdminRoutes(app, registry),
    (app) => contentAdminRoutes(app, { db, clock, registry }),
    (app) => accountAdminRoutes(app, { db, clock, registry }),
    (app) => agentAdminRoutes(app, { db, clock, registry }),
    (app) => contractAdminRoutes(app, { db, clock, registry }),
    (app) => catalogAdminRoutes(app, { db, clock, catalog }),
    (app) => seamlessAdminRoutes(app, { db, registry }),
    (app) => ledgerAdminRoutes(app, { db, clock, registry }),
    (app) => cashierAdminRoutes(app, { db, clock, registry }),
    (app) => lotteryAdminRoutes(app, { db, clock, registry }),
  ];
  if (jobs)
    routes.push(
      (app) => jobsAdminRoutes(app, { jobs }),
      (app) => testClockRoutes(app, { testClock, jobs, offMessage: testClockOff }),
    );
  return buildOperatorServer(routes, options);
}
