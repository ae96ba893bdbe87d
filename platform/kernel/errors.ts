/**
 * Errors the platform answers with. Services throw them; the HTTP layer turns them into the
 * `{ "error": { code, message, fields?, retryAfterSeconds?, captcha?, limit?, attemptsLeft? } }` envelope of
 * schemas/api/envelope.ts. Every code comes from the catalogue of schemas/api/errors.ts, which
 * also gives each code its HTTP status and English message.
 */
import type { ApiErrorBody } from '../../schemas/api/envelope.ts';
import { apiErrors, type ApiErrorCode, type FieldErrorCode } from '../../schemas/api/errors.ts';

/** What an error carries besides its code. */
export interface PlatformErrorDetails {
  /** A more precise English text than the catalogue's (for API users and operators). */
  message?: string;
  /** Overrides the catalogue status (a client error Fastify raised keeps its own). */
  status?: number;
  /** Field name -> field error code (public API) or explanation (operator API). */
  fields?: Readonly<Record<string, string>>;
  retryAfterSeconds?: number;
  /** On a failed login: the next attempt needs a captcha. */
  captcha?: boolean;
  /** On `DEPOSIT_LIMIT_REACHED`: the limit, what is left and when the amount fits. */
  limit?: NonNullable<ApiErrorBody['error']['limit']>;
  /** On `WRONG_PAYMENT_PASSWORD`: wrong attempts left before the lock. */
  attemptsLeft?: number;
}

/** A failure with a catalogue code, its HTTP status and optional per-field problems. */
export class PlatformError extends Error {
  readonly status: number;
  readonly fields?: Readonly<Record<string, string>>;
  readonly retryAfterSeconds?: number;
  readonly captcha?: boolean;
  readonly limit?: PlatformErrorDetails['limit'];
  readonly attemptsLeft?: number;
  readonly code: ApiErrorCode;

  constructor(code: ApiErrorCode, details: PlatformErrorDetails = {}) {
    super(details.message ?? apiErrors[code].message);
    this.code = code;
    this.name = 'PlatformError';
    this.status = details.status ?? apiErrors[code].status;
    this.fields = details.fields;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.captcha = details.captcha;
    this.limit = details.limit;
    this.attemptsLeft = details.attemptsLeft;
  }

  /** The envelope body of this error. */
  toBody(): ApiErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.fields ? { fields: { ...this.fields } } : {}),
        ...(this.retryAfterSeconds !== undefined
          ? { retryAfterSeconds: this.retryAfterSeconds }
          : {}),
        ...(this.captcha !== undefined ? { captcha: this.captcha } : {}),
        ...(this.limit ? { limit: { ...this.limit } } : {}),
        ...(this.attemptsLeft !== undefined ? { attemptsLeft: this.attemptsLeft } : {}),
      },
    };
  }
}

/** Shorthand for `new PlatformError(code, details)`. */
export function apiError(code: ApiErrorCode, details?: PlatformErrorDetails): PlatformError {
  return new PlatformError(code, details);
}

/**
 * Operator input that breaks a rule; `fields` explains each problem in words, and the message
 * repeats them because the operator CLI prints only the message.
 */
export function validationError(fields: Readonly<Record<string, string>>): PlatformError {
  const summary = Object.entries(fields)
    .map(([name, problem]) => `${name}: ${problem}`)
    .join('; ');
  return new PlatformError('VALIDATION_FAILED', { message: `Invalid input (${summary})`, fields });
}

/**
 * Public API input that breaks a rule: `fields` maps each field to a field error code the
 * storefront translates (schemas/api/errors.ts `fieldErrorCodes`).
 */
export function fieldError(fields: Readonly<Record<string, FieldErrorCode>>): PlatformError {
  return new PlatformError('VALIDATION_FAILED', { fields });
}

/** A request the server cannot read (bad query, unknown option). */
export function badRequest(message: string): PlatformError {
  return new PlatformError('BAD_REQUEST', { message });
}

/** Something named in the request does not exist. */
export function notFound(message: string): PlatformError {
  return new PlatformError('NOT_FOUND', { message });
}

/**
 * An operator's file (a catalog, lottery results) that was refused whole: `problems` lists
 * everything wrong with it, and nothing of it was stored.
 */
export class RefusedFileError<Problem> extends Error {
  readonly problems: readonly Problem[];

  /** `what` names the file in the message, such as "catalog" or "results". */
  constructor(what: string, problems: readonly Problem[]) {
    super(
      `The ${what} file has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was imported`,
    );
    this.problems = problems;
    this.name = new.target.name;
  }
}
