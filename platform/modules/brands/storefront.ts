/**
 * Serves the built storefront for every brand from one build: hashed assets are cached
 * forever, and every page answers the one `index.html` with the brand filled in (language,
 * title, description, favicon, theme stylesheet, brand data), so the first paint is already the
 * brand's and the browser never needs another request to know which brand it is.
 */
import { stat, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LanguageCode } from '../../../schemas/common.ts';
import { routeHead } from '../../../engine/core/head.ts';
import { languageTable } from '../../../engine/core/languages.ts';
import type { ServedSite } from './registry.ts';
import {
  pageStateId,
  type RenderPage,
  type RenderPageResult,
} from '../../../engine/core/page-render.ts';
import { escapeHtml, scriptJson, shortHash, storefrontMissingPage } from '../../kernel/html.ts';
import { pathOf } from '../../kernel/http.ts';
import { pageContentSecurityPolicy } from './csp.ts';
import { pageCache } from './page-cache.ts';
import { pageInputs, renderedUrl, renderSitePage, rendererLoader } from './render.ts';
import { widgetScriptsFor, widgetScriptsOf, type Manifest } from './widget-assets.ts';
import { siteOf } from './site.ts';

/** Where the storefront and brand files are. */
export interface StorefrontOptions {
  /** The Vite build: `index.html`, `assets/`, `boot.js`, with `.br`/`.gz` siblings. */
  storefrontDir: string;
  brandsDir: string;
  /** Hosts the catalog's images come from, allowed in the page's `img-src` (csp.ts). */
  catalogImageOrigins?: () => readonly string[];
  /** The server build (default: `server/server.js` beside the storefront build). */
  serverEntry?: string;
}

/** A page as served, kept briefly (see page-cache.ts). */
interface CachedPage {
  template: string;
  render: RenderPage | null;
  html: string;
  found: boolean;
  etag: string;
}

/** Cache policy of files whose names carry a content hash. */
export const immutableCache = 'public, max-age=31536000, immutable';

/** Image types a brand folder may serve; brand JSON files are never served. */
const brandAssetPattern = /^\/[A-Za-z0-9._/-]+\.(svg|png|jpe?g|webp|gif)$/i;

/** Title of the 404 page per language (the route table has no entry for unknown paths). */
const notFoundTitles: Partial<Record<LanguageCode, string>> = {
  EN: 'Page not found',
  TY: 'Hindi nakita ang pahina',
};

function flagsDir(): string {
  return join(
    dirname(createRequire(import.meta.url).resolve('flag-icons/package.json')),
    'flags/1x1',
  );
}

/** A file of the build, re-read only when it changes (a rebuild needs no restart); null while absent. */
function fileReader<T>(file: string, parse: (text: string) => T): () => Promise<T | null> {
  let cached: { mtimeMs: number; size: number; value: T } | undefined;
  return async () => {
    let info;
    try {
      info = await stat(file);
    } catch {
      return null;
    }
    if (!cached || cached.mtimeMs !== info.mtimeMs || cached.size !== info.size) {
      const value = parse(await readFile(file, 'utf8'));
      cached = { mtimeMs: info.mtimeMs, size: info.size, value };
    }
    return cached.value;
  };
}

/** The route key of a request path: `/rng/` finds `/rng`. */
function routeKey(site: ServedSite, path: string): string | undefined {
  if (Object.hasOwn(site.brand.routes, path)) return path;
  const trimmed = path.replace(/\/+$/, '');
  return trimmed !== path && Object.hasOwn(site.brand.routes, trimmed) ? trimmed : undefined;
}

/**
 * `template` with the brand of `site` filled in for `path`. Replacements use functions, so
 * `$&`-style patterns in brand text are never interpreted.
 */
export function renderIndex(
  template: string,
  site: ServedSite,
  path: string,
  page: {
    language?: LanguageCode;
    theme?: 'dark' | 'light' | null;
    rendered?: RenderPageResult | null;
    /** The scripts of the rendered widgets, which public/boot.js preloads (widget-assets.ts). */
    widgetScripts?: string[];
  } = {},
): { html: string; found: boolean } {
  const language = page.language ?? site.brand.languages.default;
  const theme = page.theme ?? site.brand.theme.default;
  const { tag, dir } = languageTable[language];
  const key = routeKey(site, path);
  const head = routeHead(site.brand, key ?? path, language, notFoundTitles[language]);
  const favicon = site.served.theme.favicon ?? site.served.theme.logo;
  const headHtml = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="icon" href="${escapeHtml(favicon)}" />`,
    `<link rel="stylesheet" href="/brand/theme.css?v=${escapeHtml(site.themeHash)}" />`,
  ].join('\n    ');
  let html = template
    .replace(
      /<html\b[^>]*>/i,
      () => `<html lang="${escapeHtml(tag)}" dir="${dir}" data-theme="${escapeHtml(theme)}">`,
    )
    .replace('<!--brand-head-->', () => headHtml)
    .replace(
      '<!--brand-data-->',
      () =>
        `<script type="application/json" id="brand-data">${site.dataJson}</script>` +
        (page.rendered
          ? `\n    <script type="application/json" id="${pageStateId}">${scriptJson(page.rendered.state)}</script>`
          : '') +
        (page.widgetScripts?.length
          ? `\n    <script type="application/json" id="widget-scripts">${scriptJson(page.widgetScripts)}</script>`
          : ''),
    );
  if (page.rendered) {
    const body = page.rendered.html;
    html = html.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  }
  return { html, found: key !== undefined };
}

/** True for paths that can be a page of the site (not a missing file such as `/x.png`). */
function isPagePath(path: string): boolean {
  const last = path.split('/').pop() ?? '';
  return !last.includes('.') || last.endsWith('.html');
}

/**
 * Registers the storefront: static files, brand assets, flags, the theme stylesheet, and the
 * not-found handler that renders pages.
 */
export function storefront(app: FastifyInstance, options: StorefrontOptions): void {
  const readTemplate = fileReader(join(options.storefrontDir, 'index.html'), (text) => text);
  const readWidgetScripts = fileReader(
    join(options.storefrontDir, '.vite', 'manifest.json'),
    (text) => widgetScriptsOf(JSON.parse(text) as Manifest),
  );
  const readRenderer = rendererLoader(
    options.serverEntry ?? join(options.storefrontDir, '..', 'server', 'server.js'),
  );
  const pages = pageCache<CachedPage>();

  void app.register(fastifyStatic, {
    root: join(options.storefrontDir, 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    immutable: true,
    maxAge: '365d',
    index: false,
    // A build that has not run yet is reported on the page itself (503).
    suppressWarning: true,
  });

  // Top-level files of the build (boot.js, icons). Their names carry no hash: revalidate.
  void app.register(fastifyStatic, {
    root: options.storefrontDir,
    prefix: '/',
    decorateReply: false,
    suppressWarning: true,
    preCompressed: true,
    index: false,
    cacheControl: false,
    // index.html is a template: it is only ever sent rendered. Sidecars are sent by negotiation.
    // Folders (`/`, `/promotions/`) are pages, which the not-found handler renders.
    allowedPath: (path) =>
      !path.endsWith('/') && !/^\/index\.html/.test(path) && !/\.(br|gz)$/.test(path),
    setHeaders: (reply) => void reply.header('cache-control', 'no-cache'),
  });

  void app.register(fastifyStatic, {
    root: options.brandsDir,
    prefix: '/brand-assets/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    allowedPath: (path) => brandAssetPattern.test(path) && !path.split('/').includes('..'),
    setHeaders: (reply) => void reply.header('cache-control', 'no-cache'),
  });

  void app.register(fastifyStatic, {
    root: flagsDir(),
    prefix: '/flags/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
    allowedPath: (path) => /^\/[a-z]{2}(-[a-z]+)?\.svg$/.test(path),
  });

  const themeQuery = { type: 'object', properties: { v: { type: 'string' } } } as const;
  const typed = app.withTypeProvider<JsonSchemaToTsProvider>();
  typed.get('/brand/theme.css', { schema: { querystring: themeQuery } }, async (request, reply) => {
    const site = siteOf(request);
    const current = request.query.v === site.themeHash;
    return reply
      .type('text/css; charset=utf-8')
      .header('cache-control', current ? immutableCache : 'no-cache')
      .send(site.themeCss);
  });

  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const template = await readTemplate();
    if (template === null) {
      return reply
        .code(503)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', storefrontMissingPage.csp)
        .send(storefrontMissingPage.html);
    }
    const site = siteOf(request);
    const render = await readRenderer();
    const inputs = render ? await pageInputs(app, request, site) : null;
    const url = renderedUrl(request.url);
    const key = inputs
      ? `${inputs.language}|${inputs.theme}|${shortHash(JSON.stringify(inputs.permission))}|${url}`
      : `shell|${url}`;
    let page = pages.get(site, key);
    if (!page || page.template !== template || page.render !== render) {
      const rendered =
        render && inputs ? await renderSitePage(render, site, url, inputs, request.log) : null;
      const scripts = rendered ? await readWidgetScripts() : null;
      const { html, found } = renderIndex(template, site, pathOf(request.url), {
        ...inputs,
        rendered,
        widgetScripts: rendered && scripts ? widgetScriptsFor(scripts, rendered.state.widgets) : [],
      });
      page = { template, render, html, found, etag: `"${shortHash(html)}"` };
      pages.set(site, key, page);
    }
    const fresh = request.headers['if-none-match'] === page.etag;
    const csp = pageContentSecurityPolicy(site.brand, options.catalogImageOrigins?.());
    return reply
      .code(fresh ? 304 : page.found ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .header('etag', page.etag)
      .send(fresh ? undefined : page.html);
  };

  app.setNotFoundHandler(async (request, reply) => {
    const path = pathOf(request.url);
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      request.site &&
      isPagePath(path)
    ) {
      return renderPage(request, reply);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}
