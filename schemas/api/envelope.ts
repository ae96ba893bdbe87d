import type { FromSchema } from 'json-schema-to-ts';

/**
 * Every API answer is `{ "value": ... }` on success and `{ "error": {...} }` with a 4xx/5xx
 * status on failure. `code` is stable (the storefront maps it to a translated text); `message`
 * is English for logs and API users; `fields` carries per-field errors by field name.
 */
export const apiErrorSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      additionalProperties: false,
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$' },
        message: { type: 'string' },
        /** Field name -> field error code (schemas/api/errors.ts `fieldErrorCodes`). */
        fields: { type: 'object', additionalProperties: { type: 'string' } },
        retryAfterSeconds: { type: 'integer', minimum: 0 },
        /** On `WRONG_PAYMENT_PASSWORD`: wrong attempts left before the password locks. */
        attemptsLeft: { type: 'integer', minimum: 0 },
        /** On a failed login: the next attempt must carry a captcha (spec §4). */
        captcha: { type: 'boolean' },
        /**
         * On `DEPOSIT_LIMIT_REACHED`: the member's limit the deposit would break, what is left
         * of it now, and when enough frees up for the amount asked (absent: never, the amount
         * is above the limit itself).
         */
        limit: {
          type: 'object',
          additionalProperties: false,
          required: ['period', 'limitMinor', 'remainingMinor'],
          properties: {
            period: { type: 'string', enum: ['day', 'week', 'month'] },
            limitMinor: { type: 'integer', minimum: 1 },
            remainingMinor: { type: 'integer', minimum: 0 },
            freesAt: { type: 'string' },
          },
        },
      },
    },
  },
} as const;
/** An API error body. */
export type ApiErrorBody = FromSchema<typeof apiErrorSchema>;

/**
 * Wraps a value schema in the success envelope. A pure function, annotated so the bundler
 * drops the answer schemas a page's code never reads instead of keeping every `envelope(...)`
 * call of a module it imports one constant from (README "Size").
 */
/* @__NO_SIDE_EFFECTS__ */
export function envelope<const S>(value: S) {
  return {
    type: 'object',
    additionalProperties: false,
    required: ['value'],
    properties: { value },
  } as const;
}
