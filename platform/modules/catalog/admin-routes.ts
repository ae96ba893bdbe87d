/**
 * The operator API's catalog routes (`npm run operator -- catalog ...`): import a catalog file,
 * export the stored catalog in the same format, and count it. An import that fails its checks
 * answers 400 `VALIDATION_FAILED` with one entry per problem in `fields` (JSON pointer ->
 * message) and writes nothing.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import { catalogImportBodySchema } from '../../../schemas/api/operator.ts';
import {
  operatorResponses,
  type OperatorAnswerOptions,
} from '../../../schemas/api/operator-responses.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { PlatformError } from '../../kernel/errors.ts';
import { exportCatalog } from './export.ts';
import { CatalogFileError } from './import-check.ts';
import { importCatalog } from './import.ts';
import { catalogStats } from './stats.ts';
import { categoryOrder } from './snapshot.ts';
import type { CatalogStore } from './store.ts';

/** What the catalog routes need. */
export interface CatalogAdminOptions {
  db: Database;
  clock: Clock;
  /** The running server's catalog, reloaded at once after an import. */
  catalog?: CatalogStore;
}

/** Largest import body: a catalog file of a few hundred thousand games. */
export const importBodyLimit = 256 * 1024 * 1024;

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
type Provider = JsonSchemaToTsProvider<{ SerializerSchemaOptions: OperatorAnswerOptions }>;

/** Registers the catalog routes on the operator API. */
export function catalogAdminRoutes(scope: FastifyInstance, options: CatalogAdminOptions): void {
  const app = scope.withTypeProvider<Provider>();
  const { db, clock } = options;

  const route = {
    bodyLimit: importBodyLimit,
    schema: {
      body: catalogImportBodySchema,
      response: { 200: operatorResponses.catalogImport, ...errors },
    },
  };
  app.post('/catalog/import', route, async (request) => {
    const { body } = request;
    try {
      const result = await importCatalog(db, clock, body.catalog, {
        replace: body.replace === true,
      });
      // The import is committed; a failed reload is caught up by the version poll.
      await options.catalog?.reload().catch((error: unknown) => {
        request.log.warn({ err: error }, 'game catalog reload after an import failed');
      });
      return { value: result };
    } catch (error) {
      if (!(error instanceof CatalogFileError)) throw error;
      const fields: Record<string, string> = {};
      for (const problem of error.problems) {
        const pointer = problem.pointer || '(file)';
        fields[pointer] = fields[pointer]
          ? `${fields[pointer]}; ${problem.message}`
          : problem.message;
      }
      throw new PlatformError('VALIDATION_FAILED', { message: error.message, fields });
    }
  });

  app.get(
    '/catalog/export',
    { schema: { response: { 200: operatorResponses.catalogExport, ...errors } } },
    async () => ({ value: await exportCatalog(db) }),
  );

  app.get(
    '/catalog/stats',
    { schema: { response: { 200: operatorResponses.catalogStats, ...errors } } },
    async () => ({ value: await catalogStats(db, categoryOrder) }),
  );
}
