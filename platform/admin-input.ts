/**
 * Operator API input beyond its schemas (schemas/api/operator.ts, validated by Fastify): brand
 * ids, checked against the brand registry with a "did you mean" hint.
 */
import { didYouMean } from '../engine/core/suggest.ts';
import type { BrandRegistry } from './brands/registry.ts';
import { PlatformError, validationError } from './errors.ts';

/**
 * A brand id an operator may address: any non-abstract brand file, served or not. An unknown
 * id is refused with the closest known one as a hint.
 */
export function operatorBrandId(
  registry: BrandRegistry,
  value: string | undefined,
  field = 'brand',
): string {
  if (value === undefined || value === '') throw validationError({ [field]: 'is required' });
  if (!registry.knownIds.includes(value)) {
    const close = didYouMean(value, registry.knownIds);
    const hint = close
      ? ` (did you mean "${close}"?)`
      : ` (known: ${registry.knownIds.join(', ') || 'none'})`;
    throw new PlatformError('VALIDATION_FAILED', {
      message: `Unknown brand "${value}"${hint}`,
      fields: { [field]: 'unknown brand' },
    });
  }
  return value;
}
