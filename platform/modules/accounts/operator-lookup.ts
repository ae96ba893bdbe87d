/**
 * How operator routes find what a request names: a served brand (member operations need its
 * rules) and a member of it by username.
 */
import type { Brand } from '../../../schemas/brand.ts';
import type { Database } from '../../kernel/db/client.ts';
import { notFound, validationError } from '../../kernel/errors.ts';
import type { BrandRegistry } from '../brands/index.ts';
import { operatorBrandId } from '../operator/index.ts';
import { memberByUsername } from './members.ts';
import type { MemberRow } from './tables.ts';

/** The served brand `id` (member operations need its rules). */
export function servedBrand(registry: BrandRegistry, id: string): Brand {
  const site = registry.byId(id);
  if (!site)
    throw validationError({
      brand: `brand "${id}" has errors and is not served; fix it first (npm run brand:check)`,
    });
  return site.brand;
}

/** The member a request names by brand and username. */
export async function namedMember(
  db: Database,
  registry: BrandRegistry,
  body: { brand: string; username: string },
): Promise<{ brand: Brand; member: MemberRow }> {
  const brand = servedBrand(registry, operatorBrandId(registry, body.brand));
  const username = body.username.trim();
  const member = await memberByUsername(db, brand.id, username);
  if (!member) throw notFound(`Brand ${brand.id} has no member "${username}"`);
  return { brand, member };
}
