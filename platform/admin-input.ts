/**
 * Reading operator API input: bodies and queries as plain records, texts with field-named
 * errors in words (the CLI prints them), and brand ids with a "did you mean" hint.
 */
import { didYouMean } from '../engine/core/suggest.ts';
import type { BrandRegistry } from './brands/registry.ts';
import { PlatformError, validationError } from './errors.ts';

/** A request body or query as a record. */
export type Body = Record<string, unknown>;

/** `body` as a record (anything else reads as empty). */
export function bodyOf(body: unknown): Body {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Body) : {};
}

/** The text `name` of `body`, if given; another type is a validation error. */
export function optionalText(body: Body, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw validationError({ [name]: 'must be a text' });
  return value;
}

/** The text `name` of `body`; missing is a validation error. */
export function requiredText(body: Body, name: string): string {
  const value = optionalText(body, name);
  if (value === undefined) throw validationError({ [name]: 'is required' });
  return value;
}

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
