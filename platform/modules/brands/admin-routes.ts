/** The brands module's operator route: the brand report (served brands and broken files). */
import type { FastifyInstance } from 'fastify';
import { formatDiagnostic } from '../../../engine/core/brand/diagnostics.ts';
import type { BrandRegistry } from './registry.ts';

/** Mounts `GET /brands` on the operator API. */
export function brandAdminRoutes(server: FastifyInstance, registry: BrandRegistry): void {
  server.get('/brands', async () => ({
    value: {
      served: registry.sites.map((s) => ({
        id: s.id,
        name: s.brand.name,
        merchantCode: s.brand.merchantCode,
        domains: s.brand.domains,
      })),
      broken: registry.broken.map((b) => ({
        id: b.id,
        file: b.file,
        errors: b.errors.map(formatDiagnostic),
      })),
    },
  }));
}
