import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { useEffect, useSyncExternalStore } from 'react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { activateLanguage } from '../../engine/i18n/i18n.ts';
import { server } from './msw-server.ts';
import { releaseVerification, verificationGate } from './verification-gate.ts';

// jsdom has no Web Workers for ALTCHA's proof of work: the widget reports a payload at once.
// The payload travels to the (mocked) platform like a real one; the platform's own tests cover
// checking it. A test can hold it back (`holdVerification`) to see a form while it runs.
vi.mock('../../widgets/ui/human-verification.tsx', () => ({
  HumanVerification: ({ onChange }: { onChange: (payload: string | null) => void }) => {
    const held = useSyncExternalStore(verificationGate.subscribe, verificationGate.isHeld);
    useEffect(() => {
      if (!held) onChange('altcha-test-payload');
    }, [held, onChange]);
    return null;
  },
}));

beforeAll(async () => {
  // jsdom has no layout: the router's scroll restoration has nothing to scroll.
  window.scrollTo = () => undefined;
  // Nor scrolling elements, nor layout: a carousel's track (rows, banners) is 360 px wide with
  // 120 px per slide, its arrows and dots scroll it within its ends, and it hears a scroll
  // event, as in a browser.
  const isTrack = (element: Element) => element.matches('.carousel-track, .banner-track');
  const widths: Record<'clientWidth' | 'scrollWidth', (track: Element) => number> = {
    clientWidth: () => 360,
    scrollWidth: (track) => Math.max(360, track.childElementCount * 120),
  };
  for (const [name, width] of Object.entries(widths)) {
    const original = Object.getOwnPropertyDescriptor(Element.prototype, name)!;
    Object.defineProperty(Element.prototype, name, {
      configurable: true,
      get(this: Element) {
        return isTrack(this) ? width(this) : (original.get!.call(this) as number);
      },
    });
  }
  const scrollTrackTo = (element: Element, left: number) => {
    element.scrollLeft = Math.max(0, Math.min(element.scrollWidth - element.clientWidth, left));
    element.dispatchEvent(new Event('scroll'));
  };
  Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
    scrollTrackTo(this, typeof options === 'object' ? (options.left ?? this.scrollLeft) : 0);
  } as Element['scrollTo'];
  Element.prototype.scrollBy = function (this: Element, options?: ScrollToOptions | number) {
    scrollTrackTo(this, this.scrollLeft + (typeof options === 'object' ? (options.left ?? 0) : 0));
  } as Element['scrollBy'];
  server.listen({ onUnhandledRequest: 'error' });
  // The answer validators `call` loads with a first request (engine/api/lazy-validators.ts):
  // loaded here, so a test's first wait does not include Vite compiling their large modules.
  await Promise.all([
    import('../../engine/api/visitor-validators.generated.js'),
    import('../../engine/api/member-validators.generated.js'),
    activateLanguage('EN'),
  ]);
});

afterEach(async () => {
  cleanup();
  // What a test wrote into the page itself; the next file of the worker gets the same page.
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  releaseVerification();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.removeAttribute('data-theme');
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  await activateLanguage('EN');
});

afterAll(() => server.close());
