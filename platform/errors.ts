/**
 * Errors the platform answers with. Services throw them; the HTTP layer turns them into the
 * `{ "error": { code, message, fields? } }` envelope of schemas/api/envelope.ts.
 */
import type { ApiErrorBody } from '../schemas/api/envelope.ts';

/** Stable error codes (the storefront maps them to translated texts). */
export const errorCodes = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  unknownHost: 'UNKNOWN_HOST',
  unknownBrand: 'UNKNOWN_BRAND',
  internal: 'INTERNAL_ERROR',
} as const;

/** The message of spec §8 for a failed domain check. */
export const unknownHostMessage = 'Invalid URL, please contact customer service';

/** A failure with an HTTP status, a stable code and optional per-field messages. */
export class PlatformError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'PlatformError';
  }

  /** The envelope body of this error. */
  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: { ...this.fields } } : {}),
      },
    };
  }
}

/** Input that breaks a rule; `fields` says which input and why. */
export function validationError(fields: Readonly<Record<string, string>>): PlatformError {
  const summary = Object.entries(fields)
    .map(([name, problem]) => `${name}: ${problem}`)
    .join('; ');
  return new PlatformError(400, errorCodes.validation, `Invalid input (${summary})`, fields);
}

/** A request the server cannot read (bad query, unknown option). */
export function badRequest(message: string): PlatformError {
  return new PlatformError(400, errorCodes.badRequest, message);
}

/** Something named in the request does not exist. */
export function notFound(message: string, code: string = errorCodes.notFound): PlatformError {
  return new PlatformError(404, code, message);
}
