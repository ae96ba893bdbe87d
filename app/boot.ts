import { pageStateId, type PageState } from '../engine/core/page-render.ts';
import type { Brand } from '../schemas/brand.ts';

/** Reads the resolved brand the platform inlined in the page (never executable: CSP-safe). */
export function readBrand(doc: Document = document): Brand {
  const text = doc.getElementById('brand-data')?.textContent;
  if (!text) throw new Error('The page has no brand data; it must be served by the platform.');
  return JSON.parse(text) as Brand;
}

/** The state a server-rendered page was rendered from, or null for the empty shell. */
export function readPageState(doc: Document = document): PageState | null {
  const text = doc.getElementById(pageStateId)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}

/**
 * Takes a session token from the URL query (spec §4: "a token in the URL query logs the user
 * in") and removes it from the address bar so it is not bookmarked or shared.
 */
export function takeTokenFromUrl(
  location: Location = window.location,
  history: History = window.history,
): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (!token) return null;
  url.searchParams.delete('token');
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return token.trim() || null;
}

declare global {
  interface Window {
    /** Set by public/boot.js: ends the holding of clicks and hands over those it held. */
    storefrontTakeHeldClicks?: () => Element[];
    /** Set by public/boot.js: ends its showing of lazy images (LazyImage goes on). */
    storefrontStopLazyImages?: () => void;
  }
}

/**
 * Tells the app what the visitor typed into the server's text fields before it was live. React
 * hydrated each field with the server's value and does not see the text typed since, so a field
 * whose text differs from the server's is given the server's value through React's own value
 * tracking, then the typed text behind it, and announces it with an input event, as typing does.
 */
function announceTypedText(document: Document) {
  const fields = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    '#root input:not([type=checkbox]):not([type=radio]):not([type=file]), #root textarea',
  );
  for (const field of fields) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Takes the page over from public/boot.js: ends its showing of lazy images (each LazyImage
 * goes on by itself), announces text typed before the app was live (a hydrated page), and ends
 * the holding of early clicks and replays those. Call it with
 * `hydrated: true` once the server's elements are live (hydrated): each held element is clicked
 * again and the app handles it. A page rendered afresh replaces the server's elements, so its
 * held buttons are dropped and its held links are followed as the browser would have (call it
 * before the first render replaces them).
 */
export function takeOverFromBoot({ hydrated }: { hydrated: boolean }, win: Window = window) {
  win.storefrontStopLazyImages?.();
  if (hydrated) announceTypedText(win.document);
  const held = win.storefrontTakeHeldClicks?.() ?? [];
  for (const element of held) {
    if (!element.isConnected || !(element instanceof HTMLElement)) continue;
    if (hydrated || element instanceof HTMLAnchorElement) element.click();
  }
}
