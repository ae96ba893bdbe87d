/**
 * Server rendering (ADR 0015): loads the storefront's server build (`dist/server/server.js`,
 * built from `app/server.tsx`) and renders a page with it. The platform never imports React:
 * it calls the built module through the `RenderPage` contract of engine/core, which is plain
 * data. Without a server build, pages are served as the empty shell the browser fills in.
 */
import { stat } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickLanguage } from '../../../engine/core/languages.ts';
import type { RenderPage, RenderPageResult } from '../../../engine/core/page-render.ts';
import type { Permission } from '../../../schemas/api/system.ts';
import type { ServedSite } from './registry.ts';

/**
 * The server build's `renderPage`, or null while there is none. The module is imported once:
 * its chunks import it back by its plain URL, so a second copy (a cache-busting query) would
 * split its state. A new server build takes effect when the platform restarts.
 */
export function rendererLoader(file: string): () => Promise<RenderPage | null> {
  let loaded: Promise<RenderPage | null> | undefined;
  return async () => {
    if (!loaded) {
      try {
        await stat(file);
      } catch {
        return null;
      }
      loaded = import(pathToFileURL(file).href).then((module: { renderPage?: unknown }) =>
        typeof module.renderPage === 'function' ? (module.renderPage as RenderPage) : null,
      );
    }
    return loaded;
  };
}

/** A cookie of the request (the platform parses cookies only for the account calls). */
export function requestCookie(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The URL a page is rendered and cached for: the request's, without `token`. A token in the
 * query logs the browser in (spec §4); the server never renders logged in, and a token must
 * neither reach the render nor name an entry of the page cache.
 */
export function renderedUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  if (!params.has('token')) return url;
  params.delete('token');
  const query = params.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}

/** What a page is rendered from: never the session (the render receives no token). */
export interface PageInputs {
  language: ReturnType<typeof pickLanguage>;
  theme: 'dark' | 'light' | null;
  permission: Permission;
  fetch: (call: Request) => Promise<Response>;
}

/** Statuses whose answer has no body (a `Response` refuses one). */
const bodiless = new Set([204, 304]);

/**
 * The storefront's API calls of a server render, answered in-process (`app.inject`) as the
 * platform answers the browser that asked for the page: same host and caller address (the
 * status guard and the region rules apply), never a session: no token, no cookies. Reads only.
 */
export function inProcessFetch(
  app: FastifyInstance,
  request: FastifyRequest,
): (call: Request) => Promise<Response> {
  const forwarded = request.headers['x-forwarded-for'];
  return async (call) => {
    if (call.method !== 'GET') throw new Error(`a server render only reads: ${call.method}`);
    const url = new URL(call.url);
    const headers = Object.fromEntries(call.headers);
    delete headers['authorization'];
    delete headers['cookie'];
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      remoteAddress: request.socket.remoteAddress,
      headers: {
        ...headers,
        host: request.host,
        ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
      },
    });
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (typeof value === 'string') answerHeaders.set(name, value);
    return new Response(
      bodiless.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload),
      {
        status: answer.statusCode,
        headers: answerHeaders,
      },
    );
  };
}

/**
 * The language and theme the player chose (cookies `lang`, `theme`; else the brand's) and the
 * system status, asked of the platform's own API in-process, as the browser would ask it.
 */
export async function pageInputs(
  app: FastifyInstance,
  request: FastifyRequest,
  site: ServedSite,
): Promise<PageInputs | null> {
  const { supported, default: fallback } = site.brand.languages;
  const language = pickLanguage(requestCookie(request, 'lang'), supported, fallback);
  const chosen = requestCookie(request, 'theme');
  const theme = chosen === 'dark' || chosen === 'light' ? chosen : null;
  const fetch = inProcessFetch(app, request);
  const answer = await fetch(
    new Request(`http://localhost/wps/system/permission?host=${encodeURIComponent(request.host)}`, {
      headers: { merchant: site.brand.merchantCode, language },
    }),
  );
  if (answer.status !== 200) return null;
  const { value } = (await answer.json()) as { value?: Permission };
  return value ? { language, theme, permission: value, fetch } : null;
}

/** Renders `url` of `site`, or null when there is no server build or the render failed. */
export async function renderSitePage(
  render: RenderPage,
  site: ServedSite,
  url: string,
  inputs: PageInputs,
  log: FastifyRequest['log'],
): Promise<RenderPageResult | null> {
  try {
    return await render({ brand: site.served, url, ...inputs });
  } catch (error) {
    log.error({ err: error, url }, 'server render failed; serving the empty page');
    return null;
  }
}
