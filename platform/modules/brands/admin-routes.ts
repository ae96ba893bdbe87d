/**
 * The brands module's operator route: the brand report (served brands and which version of
 * each, the files that are not served and why, the abstract parents).
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import {
  operatorResponses,
  type OperatorAnswerOptions,
} from '../../../schemas/api/operator-responses.ts';
import { formatDiagnostic } from '../../../engine/core/brand/diagnostics.ts';
import type { BrandRegistry } from './registry.ts';

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
type Provider = JsonSchemaToTsProvider<{ SerializerSchemaOptions: OperatorAnswerOptions }>;

/** Mounts `GET /brands` on the operator API. */
export function brandAdminRoutes(scope: FastifyInstance, registry: BrandRegistry): void {
  const app = scope.withTypeProvider<Provider>();

  app.get(
    '/brands',
    { schema: { response: { 200: operatorResponses.brands, ...errors } } },
    async () => ({
      value: {
        served: registry.sites.map((s) => ({
          id: s.id,
          name: s.brand.name,
          merchantCode: s.brand.merchantCode,
          domains: s.brand.domains,
          file: s.file,
          source: s.source,
          storedAt: s.storedAt,
          problems: s.problems.map(formatDiagnostic),
        })),
        broken: registry.broken.map((b) => ({
          id: b.id,
          file: b.file,
          reason: b.reason,
          errors: b.errors.map(formatDiagnostic),
        })),
        parents: registry.unserved
          .filter((u) => u.abstract && u.errors.length === 0)
          .map((u) => ({ id: u.id, file: u.file })),
      },
    }),
  );
}
