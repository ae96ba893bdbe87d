/**
 * Error codes the storefront distinguishes. Server codes come from the platform's error body;
 * NETWORK, TIMEOUT and INVALID_RESPONSE are raised on this side.
 */
export type ApiErrorCode = string;

/** A failed API call, carrying the platform's code, message and per-field errors. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status: number,
    readonly fields: Readonly<Record<string, string>> = {},
    readonly retryAfterSeconds?: number,
    /** A failed login asks for a captcha from now on (spec §4). */
    readonly captcha = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** True when `error` is an ApiError with one of `codes`. */
export function isApiError(error: unknown, ...codes: ApiErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}
