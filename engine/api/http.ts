import type * as Ky from 'ky';
import type { KyInstance, Options } from 'ky';
import { ApiError } from './errors.ts';

/** Where the request headers of spec §7 (Merchant, Authorization, Language) come from. */
export interface HttpContext {
  merchant: () => string;
  token: () => string | null;
  language: () => string;
  /**
   * Told when a call was refused for the system status (`MAINTENANCE`, `REGION_RESTRICTED`):
   * maintenance began, or the player's location changed, while the page was open.
   */
  onSystemStatus?: () => void;
  /** How requests are sent; the server render answers them in-process. Default: `fetch`. */
  fetch?: typeof fetch;
}

/** Answers the platform gives every player call while the site is closed to this player. */
const systemStatusCodes = new Set(['MAINTENANCE', 'REGION_RESTRICTED']);

let context: HttpContext = { merchant: () => '', token: () => null, language: () => 'EN' };

/** Sets where the HTTP layer reads its headers; called once at app start (and by stories). */
export function configureHttp(next: HttpContext): void {
  context = next;
}

let client: Promise<{ ky: typeof Ky; instance: KyInstance }> | undefined;

/**
 * The one ky instance (house rule 6), made with ky's module on the first call: a visitor's
 * server-rendered page makes no call until the player asks for something, so the home route
 * does not carry ky (README "Size"). Same origin as the page; the platform picks the brand by
 * Host.
 */
function kyClient(): Promise<{ ky: typeof Ky; instance: KyInstance }> {
  if (client) return client;
  const loading = import('ky').then((ky) => ({
    ky,
    instance: ky.default.create({
      // Absolute, so the same code runs in the browser and under Node's fetch in tests.
      prefixUrl: typeof window === 'undefined' ? 'http://localhost/' : `${window.location.origin}/`,
      timeout: 20_000,
      fetch: (input, init) => (context.fetch ?? fetch)(input, init),
      retry: { limit: 1, methods: ['get'], statusCodes: [502, 503, 504] },
      hooks: {
        beforeRequest: [
          (request) => {
            request.headers.set('Merchant', context.merchant());
            request.headers.set('Language', context.language());
            const token = context.token();
            if (token) request.headers.set('Authorization', `Bearer ${token}`);
          },
        ],
      },
    }),
  }));
  // A module that failed to load (the network went away) is asked for again by the next call.
  loading.catch(() => {
    if (client === loading) client = undefined;
  });
  client = loading;
  return loading;
}

/**
 * Starts loading the HTTP layer without sending anything: for a page that will call at once
 * (a member's), so its first call does not wait for ky's module.
 */
export function preloadHttp(): void {
  kyClient().catch(() => undefined);
}

type Method = 'get' | 'post' | 'put' | 'delete';
const send =
  (method: Method) =>
  async (url: string, options?: Options): Promise<Response> =>
    (await kyClient()).instance[method](url, options);

/** The calls of the one ky instance, each answering the response (ky's errors on failure). */
export const http = {
  get: send('get'),
  post: send('post'),
  put: send('put'),
  delete: send('delete'),
};

/** A query string without the parameters left out (ky would send them as `undefined`). */
export function searchParamsOf(
  query: Readonly<Record<string, string | number | undefined>>,
): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query).filter(
      (entry): entry is [string, string | number] => entry[1] !== undefined,
    ),
  );
}

/** Turns whatever a call threw into an ApiError with a stable code. */
export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  // ky's errors come only from a call sent through it, so its module is there.
  const { HTTPError, TimeoutError } = (await client?.catch(() => undefined))?.ky ?? {};
  if (TimeoutError && error instanceof TimeoutError)
    return new ApiError('TIMEOUT', 'The request timed out', 0);
  if (HTTPError && error instanceof HTTPError) {
    const body = (await error.response.json().catch(() => null)) as {
      error?: {
        code?: unknown;
        message?: unknown;
        fields?: unknown;
        retryAfterSeconds?: unknown;
        captcha?: unknown;
        attemptsLeft?: unknown;
      };
    } | null;
    const e = body?.error;
    if (e && typeof e.code === 'string') {
      if (systemStatusCodes.has(e.code)) context.onSystemStatus?.();
      return new ApiError(
        e.code,
        typeof e.message === 'string' ? e.message : e.code,
        error.response.status,
        typeof e.fields === 'object' && e.fields !== null
          ? (e.fields as Record<string, string>)
          : {},
        typeof e.retryAfterSeconds === 'number' ? e.retryAfterSeconds : undefined,
        e.captcha === true,
        typeof e.attemptsLeft === 'number' ? e.attemptsLeft : undefined,
      );
    }
    return new ApiError('UNKNOWN', `HTTP ${error.response.status}`, error.response.status);
  }
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  return new ApiError('NETWORK', error instanceof Error ? error.message : 'Network failure', 0);
}

/** A generated response validator (see scripts/emit-schemas.ts). */
export interface Validator<T> {
  (data: unknown): data is T;
  errors?: { instancePath: string; message?: string }[] | null;
}

/** A validator whose module loads with the first call that needs it (lazy-validators.ts). */
export interface LazyValidator<T> {
  load: () => Promise<Validator<T>>;
}

/**
 * Performs a call and returns the validated `value` of the envelope. A body that does not
 * match the schema is an error, never silently trusted. A lazy validator loads while the
 * request is on its way.
 */
export async function call<T>(
  request: () => Promise<Response>,
  validate: Validator<{ value: T }> | LazyValidator<{ value: T }>,
): Promise<T> {
  const validator = 'load' in validate ? validate.load() : Promise.resolve(validate);
  // Settled here too, so a request that fails first leaves no unhandled load failure.
  validator.catch(() => undefined);
  let body: unknown;
  let check: Validator<{ value: T }>;
  try {
    body = await (await request()).json();
    check = await validator;
  } catch (error) {
    throw await toApiError(error);
  }
  if (!check(body)) {
    const first = check.errors?.[0];
    throw new ApiError(
      'INVALID_RESPONSE',
      `Unexpected response ${first?.instancePath ?? ''} ${first?.message ?? ''}`.trim(),
      200,
    );
  }
  return body.value;
}
