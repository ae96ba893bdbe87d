/**
 * The API error catalogue: every error the platform answers has one of these codes, its HTTP
 * status and the English text of spec §8. The storefront shows the translated text of the code
 * (engine/i18n/errors.ts); API users read `message`.
 */
export const apiErrors = {
  UNKNOWN: { status: 500, message: 'Unknown error' },
  BAD_REQUEST: { status: 400, message: 'The request is not valid' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  UNKNOWN_HOST: { status: 404, message: 'Invalid URL, please contact customer service' },
  MAINTENANCE: { status: 503, message: 'System maintenance notice' },
  /** The platform cannot reach its database for now; `retryAfterSeconds` says when to retry. */
  SERVICE_UNAVAILABLE: { status: 503, message: 'The service is busy, please try again shortly' },
  REGION_RESTRICTED: { status: 403, message: 'Access restricted for blocked IP or location' },
  /** An operator moved the test clock of a platform started without TEST_CLOCK=true. */
  TEST_CLOCK_OFF: {
    status: 409,
    message: 'The test clock is off: start the platform with TEST_CLOCK=true',
  },
  NOT_LOGGED_IN: { status: 401, message: 'You are not logged in, please login' },
  LOGIN_REQUIRED: { status: 401, message: 'Please login to the user account' },
  INVALID_CREDENTIALS: { status: 401, message: 'Wrong account or password' },
  USER_NOT_FOUND: { status: 404, message: 'Username/Email does not exist' },
  LOGIN_FAILURE: { status: 403, message: 'Login failure, try again' },
  NON_MEMBER: { status: 403, message: 'Non-member account unable to login' },
  NOT_AGENT: { status: 403, message: 'Non-agents cannot log in' },
  /** An operator locked the account (`member lock`): no login by any path. */
  ACCOUNT_LOCKED: {
    status: 403,
    message: 'This account is locked, please contact customer service',
  },
  CONTACT_AGENT: { status: 403, message: 'Please contact your agent' },
  TRIAL_ACCOUNT: { status: 403, message: 'Please Register An Account First' },
  FREE_PLAY_DISABLED: { status: 403, message: 'Operation not allowed, please contact support' },
  VALIDATION_FAILED: { status: 400, message: 'Please check the highlighted fields' },
  INVALID_INVITATION_CODE: { status: 400, message: 'Invalid invitation code' },
  PASSWORD_MISMATCH: { status: 400, message: 'Incorrect confirmation input' },
  WRONG_PASSWORD: { status: 400, message: 'The old password is incorrect' },
  CAPTCHA_REQUIRED: { status: 400, message: 'Please enter the captcha' },
  CAPTCHA_INVALID: { status: 400, message: 'Captcha check failed' },
  HUMAN_VERIFICATION_FAILED: { status: 400, message: 'Captcha check failed' },
  INVALID_PHONE: { status: 400, message: 'Invalid phone number format' },
  MISSING_PHONE: { status: 400, message: 'Missing phone number' },
  INVALID_CODE: { status: 400, message: 'Invalid or missing verification code' },
  CODE_EXPIRED: { status: 400, message: 'The code has expired, please send it again' },
  SMS_FAILED: { status: 502, message: 'The SMS could not be sent' },
  EMAIL_FAILED: { status: 502, message: 'The e-mail could not be sent' },
  TOO_MANY_REQUESTS: {
    status: 429,
    message: 'Too many requests, please try again after 5 minutes',
  },
  QUOTA_EXCEEDED: { status: 429, message: 'Quota exceeded, please contact support' },
  OPERATION_NOT_ALLOWED: { status: 403, message: 'Operation not allowed, please contact support' },
  ENCRYPTION_INVALID: { status: 400, message: 'The request could not be read, please try again' },
  GAME_NOT_FOUND: { status: 404, message: 'This game is not available' },
  TRIAL_NOT_OFFERED: { status: 400, message: 'This game has no free trial' },
  LAUNCH_EXPIRED: {
    status: 410,
    message: 'The game session has expired, please open the game again',
  },
  INSUFFICIENT_FUNDS: { status: 402, message: 'Insufficient balance' },
  TX_NOT_FOUND: { status: 404, message: 'The transaction does not exist' },
  TX_CONFLICT: {
    status: 409,
    message: 'The transaction id was already used for a different transaction',
  },
  SIGNATURE_INVALID: { status: 401, message: 'The request signature is not valid' },
  /** The channel is unknown, switched off, or not of the kind the call is for. */
  CHANNEL_UNAVAILABLE: { status: 400, message: 'This payment channel is not available' },
  /** The member started the channel's daily count of deposits in the last 24 hours. */
  DEPOSIT_COUNT_REACHED: {
    status: 429,
    message: 'You have reached the number of deposits for this channel today',
  },
  /** The deposit would break one of the member's own deposit limits (`error.limit` says which). */
  DEPOSIT_LIMIT_REACHED: {
    status: 403,
    message: 'This deposit is above your deposit limit',
  },
  /** A withdrawal needs the withdrawal password, and the member has not set one. */
  PAYMENT_PASSWORD_NOT_SET: { status: 403, message: 'Please set your withdrawal password first' },
  /** A wrong withdrawal password; `attemptsLeft` says how many remain before the lock. */
  WRONG_PAYMENT_PASSWORD: { status: 400, message: 'The withdrawal password is incorrect' },
  /** Too many wrong withdrawal passwords: `retryAfterSeconds` until the next is checked. */
  PAYMENT_PASSWORD_LOCKED: {
    status: 429,
    message: 'Too many wrong withdrawal passwords, please try again later',
  },
  /** Payout accounts are held in the member's real name, which is not set yet. */
  REAL_NAME_REQUIRED: { status: 400, message: 'Please set your real name first' },
  /** The real name is set once; customer service changes it. */
  REAL_NAME_SET: {
    status: 409,
    message: 'Your real name is already set, please contact customer service',
  },
  /** The member has the brand's most payout accounts bound. */
  PAYOUT_ACCOUNTS_FULL: {
    status: 400,
    message: 'You have bound the most payout accounts allowed, remove one first',
  },
  /** The deposit was paid, declined or expired, so it cannot change now (a receipt upload). */
  DEPOSIT_CLOSED: { status: 409, message: 'This deposit can no longer be changed' },
  /** The draw's sales closed (its lock time passed) or it was drawn. */
  LOTTERY_CLOSED: { status: 409, message: 'Sales for this draw have closed' },
  /** The brand does not allow cancelling, or a draw of the slip has locked. */
  LOTTERY_NOT_CANCELLABLE: { status: 409, message: 'This slip can no longer be cancelled' },
  /** The member requested the brand's daily count of withdrawals in the last 24 hours. */
  WITHDRAWAL_COUNT_REACHED: {
    status: 429,
    message: 'You have reached the number of withdrawals for today',
  },
  /** The withdrawal was paid, rejected, cancelled or lapsed, so it cannot change now. */
  WITHDRAWAL_CLOSED: { status: 409, message: 'This withdrawal can no longer be changed' },
} as const;

/** One API error code. */
export type ApiErrorCode = keyof typeof apiErrors;
/**
 * Per-field error codes in `error.fields` (field name -> code). The storefront turns each into
 * the field's message (with its bounds) under the input.
 */
export const fieldErrorCodes = [
  'required',
  'length',
  'pattern',
  'mismatch',
  'taken',
  'invalid',
  'invalidPhone',
  'invalidCode',
  'codeExpired',
  'wrongPassword',
  'tooLong',
  /** The phone or e-mail address given is already the member's own. */
  'unchanged',
  'tooSmall',
  'tooLarge',
  'unknownField',
] as const;

/** One field error code. */
export type FieldErrorCode = (typeof fieldErrorCodes)[number];
