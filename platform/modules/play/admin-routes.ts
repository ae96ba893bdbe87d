/**
 * Operator routes of the seamless wallet: a vendor's signing secret for one brand, created on
 * first ask, for the operator to hand to the vendor
 * (`npm run operator -- seamless secret VENDOR --brand ID`).
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance } from 'fastify';
import { apiErrorSchema } from '../../../schemas/api/envelope.ts';
import { vendorSecretBodySchema } from '../../../schemas/api/operator.ts';
import {
  operatorResponses,
  type OperatorAnswerOptions,
} from '../../../schemas/api/operator-responses.ts';
import type { Database } from '../../kernel/db/client.ts';
import { notFound } from '../../kernel/errors.ts';
import type { BrandRegistry } from '../brands/index.ts';
import { operatorBrandId } from '../operator/index.ts';
import { upperCasedBody } from '../../kernel/validation.ts';
import { vendorByCode } from './games.ts';
import { vendorSecret, vendorSecretName } from './vendor-secrets.ts';

const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema } as const;
type Provider = JsonSchemaToTsProvider<{ SerializerSchemaOptions: OperatorAnswerOptions }>;

/** Registers the seamless-wallet operator routes. */
export function seamlessAdminRoutes(
  scope: FastifyInstance,
  options: { db: Database; registry: BrandRegistry },
): void {
  const app = scope.withTypeProvider<Provider>();
  const { db, registry } = options;
  const route = {
    preValidation: upperCasedBody('vendor'),
    schema: {
      body: vendorSecretBodySchema,
      response: { 200: operatorResponses.vendorSecret, ...errors },
    },
  } as const;

  app.post('/seamless/secret', route, async (request) => {
    const { vendor } = request.body;
    const brand = operatorBrandId(registry, request.body.brand);
    if (!(await vendorByCode(db, vendor)))
      throw notFound(`There is no vendor ${vendor} in the game catalog`);
    return {
      value: {
        brand,
        vendor,
        secretName: vendorSecretName(brand, vendor),
        secret: await vendorSecret(db, brand, vendor),
      },
    };
  });
}
