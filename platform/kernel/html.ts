/**
 * HTML the platform writes itself: escaping for text and attributes, brand data embedded as
 * JSON, and the small self-contained pages shown when there is no storefront to serve.
 */
import { createHash } from 'node:crypto';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => htmlEscapes[char]!);
}

/**
 * JSON that is safe inside `<script type="application/json">`: `<`, `>` and `&` become
 * `\u003c`-style escapes so no `</script>` or `<!--` can end the element, and U+2028/2029
 * are escaped for old parsers that treat them as line ends. JSON.parse reads it back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A short content hash, for cache-busting query strings. */
export function shortHash(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 16);
}

const pageStyle =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;background:#111318;color:#eef0f4;' +
  'font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}' +
  'main{max-width:36rem;padding:2rem;text-align:center}h1{font-size:1.5rem;margin:0 0 .5rem}' +
  'p{margin:.25rem 0;color:#b7bdc9}[lang=tl]{margin-top:1.5rem}code{color:#fbbf24}';

/** The inline style's hash, so the page's CSP can allow exactly that style and nothing else. */
const pageStyleHash = `'sha256-${createHash('sha256').update(pageStyle).digest('base64')}'`;

/** One language's part of a platform page. */
export interface PlatformPageText {
  /** BCP 47 tag of the part. */
  lang: string;
  heading: string;
  /** Paragraphs; trusted HTML written by the platform (never brand or request data). */
  paragraphs: readonly string[];
}

/**
 * A self-contained page (no scripts, no external files) in several languages, with the
 * Content-Security-Policy that allows its one inline style. Used for pages that must never
 * show a brand: an unknown host, or no storefront build.
 */
export function platformPage(
  title: string,
  parts: readonly PlatformPageText[],
): { html: string; csp: string } {
  const sections = parts
    .map(
      (part) =>
        `<section lang="${escapeHtml(part.lang)}"><h1>${escapeHtml(part.heading)}</h1>${part.paragraphs
          .map((p) => `<p>${p}</p>`)
          .join('')}</section>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="${escapeHtml(parts[0]?.lang ?? 'en')}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title><style>${pageStyle}</style></head><body><main>${sections}</main></body></html>`;
  const csp = `default-src 'none'; style-src ${pageStyleHash}; base-uri 'none'; frame-ancestors 'none'; form-action 'none'`;
  return { html, csp };
}

/** The page for a host name no brand claims. It names no brand, so it leaks none. */
export const unknownSitePage = platformPage('Site not configured', [
  {
    lang: 'en',
    heading: 'This site is not configured',
    paragraphs: [
      'The address you opened is not set up on this server. Please check the address, or contact customer service.',
    ],
  },
  {
    lang: 'tl',
    heading: 'Hindi naka-configure ang site na ito',
    paragraphs: [
      'Ang address na binuksan mo ay hindi naka-set up sa server na ito. Pakisuri ang address, o makipag-ugnayan sa customer service.',
    ],
  },
]);

/** The page shown when the storefront has not been built yet. */
export const storefrontMissingPage = platformPage('Storefront not built', [
  {
    lang: 'en',
    heading: 'The storefront has not been built',
    paragraphs: [
      'The platform is running, but there is no storefront build to serve yet.',
      'Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload this page.',
    ],
  },
]);
