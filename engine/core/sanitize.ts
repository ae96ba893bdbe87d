/**
 * The one sanitiser of operator HTML the storefront renders (announcements, help notices):
 * DOMPurify's HTML profile without styles, forms and inputs, media that could load from
 * anywhere, and images that are not from the site or the brand's allowed hosts (spec: the
 * `img-src` of the page; engine/core/image-hosts.ts).
 */
import type { DOMPurify } from 'dompurify';

/** Elements dropped (their text stays): forms and inputs, styles, media with sources. */
const forbiddenTags = [
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'style',
  'picture',
  'source',
  'video',
  'audio',
  'track',
];

/** Attributes dropped everywhere: inline styles, and image sources besides `img src`. */
const forbiddenAttributes = ['style', 'srcset', 'poster', 'background', 'formaction'];

/** A stand-in for the page's origin, to resolve relative sources as the browser would. */
const siteBase = 'https://site.invalid/';

/**
 * Whether an image `src` may stay: a URL on the site (relative; `//host` and `/\host` are not),
 * a `data:image/` URL, or an https URL on one of `allowedOrigins`.
 */
export function isAllowedImageSource(src: string, allowedOrigins: readonly string[]): boolean {
  const value = src.trim();
  if (/^data:image\//i.test(value)) return true;
  const absolute = URL.parse(value);
  if (absolute) return absolute.protocol === 'https:' && allowedOrigins.includes(absolute.origin);
  return URL.parse(value, siteBase)?.origin === new URL(siteBase).origin;
}

/**
 * A sanitiser for operator HTML on a page whose images may come from `allowedOrigins`.
 * `createPurify` makes a DOMPurify instance of its own (`DOMPurify(window)`), so the hook that
 * removes foreign images touches no other user of DOMPurify.
 */
export function htmlSanitizer(
  createPurify: () => DOMPurify,
  allowedOrigins: readonly string[],
): (html: string) => string {
  const purify = createPurify();
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'IMG') return;
    const src = node.getAttribute('src');
    if (src === null || !isAllowedImageSource(src, allowedOrigins)) node.remove();
  });
  return (html) =>
    purify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: forbiddenTags,
      FORBID_ATTR: forbiddenAttributes,
    });
}
