/**
 * Reading request input against the API contract (schemas/api/account.ts): JSON Schema
 * validation with AJV, mapped onto the field error codes of schemas/api/errors.ts, and the
 * opening of `enc` bodies before that validation.
 */
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FieldErrorCode } from '../schemas/api/errors.ts';
import { decryptPayload, encryptedBodySchema, type EncryptedBody } from '../engine/core/crypto.ts';
import { apiError, badRequest, fieldError } from './errors.ts';
import type { KeyRing } from './services/encryption.ts';

const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, logger: false });

/** A compiled request schema. */
export type InputValidator<T> = ValidateFunction<T>;

/** Compiles a request schema once, at module load of the route that uses it. */
export function inputValidator<T>(schema: object): InputValidator<T> {
  return ajv.compile<T>(schema);
}

// When one field breaks several keywords, the code that helps the player most wins.
const precedence: readonly FieldErrorCode[] = ['required', 'unknownField', 'tooLong', 'invalid'];

/** Answers with at most this many field problems: field names of unknown fields are input. */
const maxReportedFields = 30;

function decodePointerSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

function problemOf(error: ErrorObject): { field: string; code: FieldErrorCode } | null {
  if (error.instancePath === '') {
    if (error.keyword === 'required') {
      const { missingProperty } = error.params as { missingProperty: string };
      return { field: missingProperty, code: 'required' };
    }
    if (error.keyword === 'additionalProperties') {
      const { additionalProperty } = error.params as { additionalProperty: string };
      return { field: additionalProperty, code: 'unknownField' };
    }
    return null;
  }
  const field = decodePointerSegment(error.instancePath.split('/')[1] ?? '');
  switch (error.keyword) {
    case 'maxLength':
    case 'maxItems':
    case 'maxProperties':
      return { field, code: 'tooLong' };
    case 'minLength':
      // The only minimum lengths in requests are 1: an empty value is a missing one.
      return { field, code: 'required' };
    default:
      return { field, code: 'invalid' };
  }
}

/**
 * The field codes of AJV errors (missing -> `required`, too long -> `tooLong`, wrong type or
 * format -> `invalid`, not in the schema -> `unknownField`), or null when the input as a whole
 * is wrong (not an object).
 */
export function fieldProblems(
  errors: readonly ErrorObject[],
): Record<string, FieldErrorCode> | null {
  const found = new Map<string, FieldErrorCode>();
  for (const error of errors) {
    const problem = problemOf(error);
    if (!problem) return null;
    const before = found.get(problem.field);
    if (before === undefined) {
      if (found.size < maxReportedFields) found.set(problem.field, problem.code);
    } else if (precedence.indexOf(problem.code) < precedence.indexOf(before)) {
      found.set(problem.field, problem.code);
    }
  }
  // fromEntries defines own properties, so a field named `__proto__` stays a plain key.
  return Object.fromEntries(found);
}

/**
 * Checks `input` against a request schema: the typed input, or `VALIDATION_FAILED` with a
 * code per field (`BAD_REQUEST` when the input is not an object at all).
 */
export function readInput<T>(validate: InputValidator<T>, input: unknown): T {
  if (validate(input)) return input;
  const fields = fieldProblems(validate.errors ?? []);
  if (!fields || Object.keys(fields).length === 0)
    throw badRequest('The request body must be a JSON object');
  throw fieldError(fields);
}

const validateEnvelope = inputValidator<EncryptedBody>(encryptedBodySchema);

/**
 * Opens an `enc` body with the private key of its `keyId` and checks the payload against the
 * request schema. A body that is not an envelope, names an unknown key, or fails to decrypt
 * (any tampered byte of key, iv or data, or a changed key id) is `ENCRYPTION_INVALID`.
 */
export async function readSealedInput<T>(
  keys: KeyRing,
  validate: InputValidator<T>,
  body: unknown,
): Promise<T> {
  if (!validateEnvelope(body)) throw apiError('ENCRYPTION_INVALID');
  const key = await keys.privateKey(body.enc.keyId);
  if (!key) throw apiError('ENCRYPTION_INVALID');
  let payload: unknown;
  try {
    payload = await decryptPayload(key, body);
  } catch {
    throw apiError('ENCRYPTION_INVALID');
  }
  return readInput(validate, payload);
}

/** Removes surrounding white space from a text field (absent stays absent). */
export function trimmed(value: string | undefined): string {
  return (value ?? '').trim();
}
