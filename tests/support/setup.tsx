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
  server.listen({ onUnhandledRequest: 'error' });
  await activateLanguage('EN');
});

afterEach(async () => {
  cleanup();
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
