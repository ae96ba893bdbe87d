/**
 * Headers that are the same on every answer, worked out once. Helmet is configured with fixed
 * values only, so what it sets never depends on the request; running its middleware (which
 * validates and sets each header on the raw response) for every request cost a measurable
 * share of the small API answers' throughput. `fixedHeaders` runs it once against a recording
 * response and returns the headers it set, for `reply.headers` per request.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** A Node-style middleware that sets headers (helmet's). */
type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** The headers `middleware` sets, by lower-case name; throws when it reports an error. */
export function fixedHeaders(middleware: Middleware): Record<string, string> {
  const headers = new Map<string, string>();
  let failure: unknown;
  // Only the two methods helmet calls; it reads nothing of the request.
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  middleware(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error) => (failure = error),
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.fromEntries(headers);
}
