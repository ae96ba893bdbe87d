/**
 * Error codes the storefront distinguishes. Server codes come from the platform's error body;
 * NETWORK, TIMEOUT and INVALID_RESPONSE are raised on this side.
 */
export type ApiErrorCode = string;

/** A failed API call, carrying the platform's code, message and per-field errors. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly fields: Readonly<Record<string, string>>;
  readonly retryAfterSeconds?: number;
  /** A failed login asks for a captcha from now on (spec §4). */
  readonly captcha: boolean;
  /** On `WRONG_PAYMENT_PASSWORD`: wrong withdrawal passwords left before the lock. */
  readonly attemptsLeft?: number;

  constructor(
    code: ApiErrorCode,
    message: string,
    status: number,
    fields: Readonly<Record<string, string>> = {},
    retryAfterSeconds?: number,
    captcha = false,
    attemptsLeft?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
    this.retryAfterSeconds = retryAfterSeconds;
    this.captcha = captcha;
    this.attemptsLeft = attemptsLeft;
  }
}

/** True when `error` is an ApiError with one of `codes`. */
export function isApiError(error: unknown, ...codes: ApiErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}
