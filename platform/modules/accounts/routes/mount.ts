/** Every account route (spec §7 "Session and member"), in one place for the server. */
import type { FastifyInstance } from 'fastify';
import type { AccountRouteOptions } from './context.ts';
import { memberRoutes } from './member.ts';
import { memberOverviewRoutes } from './member-overview.ts';
import { memberProfileRoutes } from './member-profile.ts';
import { memberSecurityRoutes } from './member-security.ts';
import { registrationRoutes } from './registration.ts';
import { rememberRoutes } from './remember.ts';
import { securityRoutes } from './security.ts';
import { sessionRoutes } from './session.ts';

/** Registers the account routes on `app`. */
export function accountRoutes(app: FastifyInstance, options: AccountRouteOptions): void {
  securityRoutes(app, options);
  registrationRoutes(app, options);
  sessionRoutes(app, options);
  rememberRoutes(app, options);
  memberRoutes(app, options);
  memberSecurityRoutes(app, options);
  memberOverviewRoutes(app, options);
  memberProfileRoutes(app, options);
}
