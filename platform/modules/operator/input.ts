/**
 * Operator API input beyond its schemas (schemas/api/operator.ts, validated by Fastify): brand
 * ids, checked against the brand registry with a "did you mean" hint, and instants.
 */
import { didYouMean } from '../../../engine/core/suggest.ts';
import type { BrandRegistry } from '../brands/index.ts';
import { PlatformError, validationError } from '../../kernel/errors.ts';

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

/** An ISO 8601 instant with a date and time (a bare date is ambiguous about the time zone). */
export function parseInstant(value: string, field: string): Date {
  const date = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) || Number.isNaN(date.getTime())) {
    throw validationError({
      [field]: `"${value}" is not an ISO 8601 date and time such as 2026-05-01T02:00:00+08:00`,
    });
  }
  return date;
}
