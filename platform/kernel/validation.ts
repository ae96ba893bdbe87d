/**
 * The one way request input is read: every route declares the JSON Schemas of its body,
 * query string, params and headers (from schemas/), Fastify validates them with the AJV
 * instances below before the handler runs, and the handler's types come from the same schemas
 * (the json-schema-to-ts type provider). Failures become the envelope: a body's problems are
 * `VALIDATION_FAILED` with a field error code per field (schemas/api/errors.ts), a query's
 * are `VALIDATION_FAILED` with a message naming each parameter; on the operator API
 * (`problems: 'words'`) every problem is a sentence per field the CLI prints. `enc` bodies are
 * opened in a preValidation hook, so the schema a sealed route declares is that of the
 * decrypted payload; signed bodies (seamless wallet) are verified and parsed in one, likewise.
 */
import type { FastifySchemaValidationError } from 'fastify/types/schema.js';
import type { FastifyInstance, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FieldErrorCode } from '../../schemas/api/errors.ts';
import { decryptPayload, encryptedBodySchema } from '../../engine/core/crypto.ts';
import { apiError, badRequest, fieldError, PlatformError, validationError } from './errors.ts';
import type { KeyRing } from './secrets/encryption.ts';

const common = {
  allErrors: true,
  strict: true,
  strictTypes: false,
  logger: false,
  // `multipleOf: 0.01` must accept 1.15, which binary floating point misses.
  multipleOfPrecision: 6,
} as const;
/**
 * Bodies are JSON: their types are checked as sent. Verbose, so an operator's problem can use
 * the schema's description of what was expected.
 */
const bodyAjv = new Ajv({ ...common, verbose: true });
/**
 * Query strings, params and headers are text: numbers are coerced and defaults filled. Verbose,
 * so a problem can quote the value and the schema's description of what was expected.
 */
const textAjv = new Ajv({ ...common, coerceTypes: 'array', useDefaults: true, verbose: true });
/** Documents inside a body (see documentValidator): as sent, with their defaults filled. */
const documentAjv = new Ajv({ ...common, useDefaults: true });

/** The HTTP parts Fastify validates. */
type HttpPart = 'body' | 'querystring' | 'params' | 'headers';

/**
 * How problems are told: `codes`, a field error code per field that the storefront translates
 * (the public API); `words`, a sentence per field that an operator reads on the CLI.
 */
export type ProblemStyle = 'codes' | 'words';

/**
 * Installs the validators, the answers' serializers and the error formatter on `app` (and the
 * scopes it registers), each validator and serializer made at its route's first use. A
 * query parameter sent empty (`?vendor=`) counts as absent, as the storefront sends them; a
 * whole number in a query or params must be written in decimal digits.
 */
export function installValidation(
  app: FastifyInstance,
  options: { problems?: ProblemStyle } = {},
): void {
  app.setValidatorCompiler(({ schema, httpPart }) => {
    const compiled = onFirstUse(() => validatorOf(schema, httpPart as HttpPart));
    const validate: PartValidator = (data) => {
      const valid = compiled()(data);
      validate.errors = compiled().errors;
      return valid;
    };
    validate.errors = null;
    return validate;
  });
  // Fastify's own serializers of the answer schemas.
  const serializerOf = SerializerSelector()();
  app.setSerializerCompiler((route) => {
    const compiled = onFirstUse(() =>
      serializerOf({ ...route, httpStatus: String(route.httpStatus) }),
    );
    return (value) => compiled()(value);
  });
  const format = options.problems === 'words' ? wordsError : inputError;
  app.setSchemaErrorFormatter((errors, part) => format(errors, part as HttpPart));
}

/** What Fastify calls to validate a part: true or false, with the problems in `errors`. */
interface PartValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/**
 * `make()`'s result, made the first time it is asked for. Fastify asks for every route's
 * validators and serializers before the server listens, and making them all was a part of every
 * start (README "Benchmark"); most routes of a start are never called by it. A schema AJV or
 * fast-json-stringify refuses fails that route's first call (every route's tests call it).
 */
function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** The validator of a route's `httpPart` with `schema`. */
function validatorOf(schema: object, httpPart: HttpPart): PartValidator {
  if (httpPart === 'body') return bodyAjv.compile(schema);
  const validate = textAjv.compile(schema);
  if (httpPart === 'headers') return validate;
  const integers = integerProperties(schema);
  const validateText = (data: unknown) => {
    const fields = typeof data === 'object' && data !== null ? (data as TextFields) : {};
    if (httpPart === 'querystring')
      for (const [name, value] of Object.entries(fields))
        if (value === '') Reflect.deleteProperty(fields, name);
    const notDecimal = integers.find((name) => !isDecimalText(fields[name]));
    if (notDecimal !== undefined) {
      validateText.errors = [notWholeNumber(schema, notDecimal, fields[notDecimal])];
      return false;
    }
    const valid = validate(data);
    validateText.errors = validate.errors;
    return valid;
  };
  validateText.errors = validate.errors;
  return validateText;
}

/** A query string or params as parsed: text, or a list of texts for a repeated name. */
type TextFields = Record<string, unknown>;

/** The whole-number fields of a query or params schema. */
function integerProperties(schema: unknown): string[] {
  const { properties = {} } = schema as { properties?: Record<string, { type?: unknown }> };
  return Object.entries(properties)
    .filter(([, field]) => [field.type].flat().includes('integer'))
    .map(([name]) => name);
}

/**
 * Whether a whole number sent as text is written in decimal digits (with an optional minus):
 * AJV's coercion alone would also take "1e2", "0x10", " 5" and "5.0".
 */
function isDecimalText(value: unknown): boolean {
  if (typeof value === 'string') return /^-?\d+$/.test(value);
  return Array.isArray(value) ? value.every(isDecimalText) : true;
}

/** The AJV problem a whole number not written in decimal digits gets (the type problem). */
function notWholeNumber(schema: unknown, name: string, value: unknown): ErrorObject {
  const { properties = {} } = schema as { properties?: Record<string, object> };
  return {
    instancePath: `/${name}`,
    schemaPath: `#/properties/${name}/type`,
    keyword: 'type',
    params: { type: 'integer' },
    message: 'must be integer',
    data: value,
    parentSchema: properties[name],
  };
}

/** The envelope error of failed validation of `part`. */
function inputError(
  errors: readonly (FastifySchemaValidationError | ErrorObject)[],
  part: HttpPart,
): PlatformError {
  const problems = errors as readonly ErrorObject[];
  if (part === 'body') {
    const fields = fieldProblems(problems);
    if (!fields || Object.keys(fields).length === 0)
      return badRequest('The request body must be a JSON object');
    return fieldError(fields);
  }
  const what = part === 'querystring' ? 'query' : part;
  return new PlatformError('VALIDATION_FAILED', {
    message: `Invalid ${what}: ${problems.map(explain).join('; ')}`,
    fields: fieldProblems(problems) ?? {},
  });
}

/** What a JSON type is called in a problem an operator reads. */
const typeWords: Readonly<Record<string, string>> = {
  string: 'must be a text',
  integer: 'must be a whole number',
  number: 'must be a number',
  boolean: 'must be true or false',
  array: 'must be a list',
  object: 'must be an object',
};

/**
 * The envelope error of failed validation for an operator: `VALIDATION_FAILED` with a sentence
 * per field (the CLI prints them), the schema's `description` where it has one.
 */
function wordsError(
  errors: readonly (FastifySchemaValidationError | ErrorObject)[],
  part: HttpPart,
): PlatformError {
  const fields: Record<string, string> = {};
  for (const error of errors as readonly ErrorObject[]) {
    const params = error.params as { additionalProperty?: string; missingProperty?: string };
    const field =
      params.additionalProperty ??
      params.missingProperty ??
      decodePointerSegment(error.instancePath.split('/')[1] ?? '');
    if (field === '') return badRequest(`The request ${part} must be a JSON object`);
    if (!Object.hasOwn(fields, field) && Object.keys(fields).length < maxReportedFields)
      fields[field] = inWords(error, part);
  }
  return validationError(fields);
}

/** One problem of an operator's input, in words. */
function inWords(error: ErrorObject, part: HttpPart): string {
  switch (error.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return part === 'body' ? 'is not a field of this call' : 'is not a parameter of this call';
    case 'enum':
      return `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`;
  }
  const described = (error.parentSchema as { description?: string } | undefined)?.description;
  if (described) return described;
  if (error.keyword === 'type') {
    const { type } = error.params as { type: string };
    return typeWords[type] ?? `must be ${type}`;
  }
  return error.message ?? 'is invalid';
}

/** One problem of a query, params or headers, in words an API user can act on. */
function explain(error: ErrorObject): string {
  const params = error.params as { additionalProperty?: string; missingProperty?: string };
  const field = params.additionalProperty ?? params.missingProperty ?? error.instancePath.slice(1);
  const described = (error.parentSchema as { description?: string } | undefined)?.description;
  const what =
    error.keyword === 'additionalProperties'
      ? 'is not a parameter of this call'
      : error.keyword === 'enum'
        ? `must be one of ${(error.params as { allowedValues: unknown[] }).allowedValues.join(', ')}`
        : error.keyword === 'pattern' && described
          ? described
          : (error.message ?? 'is invalid');
  const value = error.keyword === 'pattern' ? ` "${String(error.data).slice(0, 40)}"` : '';
  return `${field}${value} ${what}`;
}

const validateEnvelope = bodyAjv.compile(encryptedBodySchema);

/**
 * The preValidation hook of a route whose body travels sealed (`enc`): opens it with the
 * private key of its `keyId`, so the route's body schema checks the decrypted payload. A body
 * that is not an envelope, names an unknown key, or fails to decrypt (any tampered byte of
 * key, iv or data, or a changed key id) is `ENCRYPTION_INVALID`.
 */
export function sealedBody(keys: KeyRing): preValidationAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (!validateEnvelope(body)) throw apiError('ENCRYPTION_INVALID');
    const key = await keys.privateKey(body.enc.keyId);
    if (!key) throw apiError('ENCRYPTION_INVALID');
    try {
      request.body = await decryptPayload(key, body);
    } catch {
      throw apiError('ENCRYPTION_INVALID');
    }
  };
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
 * Compiles the schema of a document that travels inside a body and has a report of its own (a
 * catalog file: one problem per JSON pointer, platform/modules/catalog/import-check.ts). Defaults are
 * filled, as the file format documents. Kept here so every AJV instance is configured in
 * one place.
 */
export function documentValidator<T>(schema: object): ValidateFunction<T> {
  return documentAjv.compile<T>(schema);
}

/** Removes surrounding white space from a text field (absent stays absent). */
export function trimmed(value: string | undefined): string {
  return (value ?? '').trim();
}

/**
 * A preValidation hook that trims and upper-cases the named query parameters, so a schema's
 * upper-case enum or pattern also takes the lower case the storefront may send (`gameType=rng`).
 * It only normalises text; the route's querystring schema still decides what is valid.
 */
export function upperCasedQuery(...names: readonly string[]): preValidationAsyncHookHandler {
  return upperCased('query', names);
}

/** The same for fields of a JSON body (an operator may type `--type pl`). */
export function upperCasedBody(...names: readonly string[]): preValidationAsyncHookHandler {
  return upperCased('body', names);
}

function upperCased(
  part: 'query' | 'body',
  names: readonly string[],
): preValidationAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const input: unknown = request[part];
    if (typeof input !== 'object' || input === null) return;
    for (const name of names) {
      const value: unknown = Reflect.get(input, name);
      if (typeof value === 'string') Reflect.set(input, name, value.trim().toUpperCase());
    }
  };
}
