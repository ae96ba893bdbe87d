/**
 * Operator routes of the seamless wallet: a vendor's signing secret, created on first ask, for
 * the operator to hand to the vendor (`npm run operator -- seamless secret VENDOR`).
 */
import type { FastifyInstance } from 'fastify';
import { bodyOf, requiredText } from '../admin-input.ts';
import type { Database } from '../db/client.ts';
import { notFound, validationError } from '../errors.ts';
import { vendorByCode } from './games.ts';
import { vendorSecret, vendorSecretName } from './vendor-secrets.ts';

/** Registers the seamless-wallet operator routes. */
export function seamlessAdminRoutes(app: FastifyInstance, options: { db: Database }): void {
  const { db } = options;

  app.post('/seamless/secret', async (request) => {
    const vendor = requiredText(bodyOf(request.body), 'vendor').trim().toUpperCase();
    if (!/^[A-Z][A-Z0-9_]{0,31}$/.test(vendor))
      throw validationError({ vendor: 'must be a vendor code such as PG or DS88' });
    if (!(await vendorByCode(db, vendor)))
      throw notFound(`There is no vendor ${vendor} in the game catalog`);
    return {
      value: {
        vendor,
        secretName: vendorSecretName(vendor),
        secret: await vendorSecret(db, vendor),
      },
    };
  });
}
