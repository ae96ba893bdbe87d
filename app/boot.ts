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
 * A held button of a page the app renders afresh, as it can be found again on the new page: its
 * tag, its label (or text), the label of the nearest labelled element around it (a game tile's
 * game name), and which of the server page's elements alike it was.
 */
export interface HeldButton {
  tag: string;
  name: string;
  around: string | null;
  index: number;
  count: number;
}

type ButtonLook = Pick<HeldButton, 'tag' | 'name' | 'around'>;

function lookOf(element: Element): ButtonLook {
  return {
    tag: element.tagName,
    name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
    around: element.parentElement?.closest('[aria-label]')?.getAttribute('aria-label') ?? null,
  };
}

/** What public/boot.js holds a click on (its `controls`). */
export const heldControls = 'a[href], button, [role="button"], [role="tab"], [role="switch"]';

/** The controls of `root` that look like `look`, in document order. */
function alike(root: Element, look: ButtonLook): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(heldControls)].filter((element) => {
    const other = lookOf(element);
    return other.tag === look.tag && other.name === look.name && other.around === look.around;
  });
}

function heldButtonOf(root: Element, element: HTMLElement): HeldButton {
  const look = lookOf(element);
  const same = alike(root, look);
  return { ...look, index: same.indexOf(element), count: same.length };
}

/**
 * Ends public/boot.js's part: its showing of lazy images (each LazyImage goes on by itself) and
 * its holding of early clicks. Answers the elements whose clicks it held that are still shown.
 */
function endBoot(win: Window): HTMLElement[] {
  win.storefrontStopLazyImages?.();
  const held = win.storefrontTakeHeldClicks?.() ?? [];
  return held.filter(
    (element): element is HTMLElement => element.isConnected && element instanceof HTMLElement,
  );
}

/**
 * Takes a server-rendered page over from public/boot.js once the app has hydrated it (its
 * elements are live): announces text typed before, then clicks each held element again.
 */
export function takeOverHydratedPage(win: Window = window): void {
  announceTypedText(win.document);
  for (const element of endBoot(win)) element.click();
}

/**
 * Takes a server-rendered page over from public/boot.js for an app that replaces it with a page
 * rendered afresh (a member's). Call it before the first render: it follows the held links as
 * the browser would have, and holds the clicks on the server's buttons until the first render
 * has replaced them (they are not live, and React renders in a later task), as boot.js did
 * before. The function it answers, called once the new page has mounted, clicks those buttons
 * again on the new page (`replayHeldButtons`).
 */
export function takeOverToRenderAfresh(win: Window = window): () => void {
  const root = win.document.getElementById('root');
  const serverPage = root ? [...root.children] : [];
  const held = new Set<HTMLElement>();
  const buttons: HeldButton[] = [];
  const holdButton = (element: HTMLElement) => {
    if (!root || held.has(element)) return;
    held.add(element);
    buttons.push(heldButtonOf(root, element));
  };
  for (const element of endBoot(win)) {
    if (element instanceof HTMLAnchorElement) element.click();
    else holdButton(element);
  }
  // A link clicked now is followed by the browser itself, as the held ones were.
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(heldControls) : null;
    if (!(target instanceof HTMLElement) || target instanceof HTMLAnchorElement) return;
    if (!serverPage.some((element) => element.contains(target))) return;
    event.preventDefault();
    event.stopPropagation();
    holdButton(target);
  };
  win.document.addEventListener('click', hold, true);
  return () => {
    win.document.removeEventListener('click', hold, true);
    replayHeldButtons(buttons, win);
  };
}

/** How long a page rendered afresh is watched for its held buttons (their data may load first). */
export const heldButtonWaitMs = 5_000;

/**
 * Clicks the held buttons of a page rendered afresh (`takeOverToRenderAfresh`) on the new page,
 * each as soon as it shows an enabled element in the same place: among as many elements alike
 * as the server's page had, the same one. A button the new page does not show that way is
 * dropped (a visitor's "Log in" on a member's page). The watch ends after `heldButtonWaitMs`, or
 * as soon as the player presses a key or a pointer: what they do then is theirs, not an old
 * click's.
 */
function replayHeldButtons(buttons: HeldButton[], win: Window): void {
  const root = win.document.getElementById('root');
  if (!root || buttons.length === 0) return;
  let waiting = buttons;
  const interruptions = ['pointerdown', 'keydown'] as const;
  const stop = () => {
    observer.disconnect();
    win.clearTimeout(timer);
    for (const type of interruptions) win.removeEventListener(type, stop, true);
  };
  const look = () => {
    waiting = waiting.filter((button) => {
      const same = alike(root, button);
      const element = same.length === button.count ? same[button.index] : undefined;
      if (!element || element.matches(':disabled, [aria-disabled="true"]')) return true;
      element.click();
      return false;
    });
    if (waiting.length === 0) stop();
  };
  const observer = new MutationObserver(look);
  const timer = win.setTimeout(stop, heldButtonWaitMs);
  for (const type of interruptions) win.addEventListener(type, stop, true);
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributeFilter: ['disabled', 'aria-disabled'],
  });
  look();
}
