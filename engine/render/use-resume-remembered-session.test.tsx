import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { tokenAtom } from '../state/session.ts';
import { sessionFor } from '../../tests/support/account-handlers.ts';
import { demoBrands } from '../../tests/support/brands.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { useResumeRememberedSession } from './use-resume-remembered-session.ts';

function Resume({ ready }: { ready: boolean }) {
  useResumeRememberedSession(ready);
  return null;
}

/** Counts the exchanges; each answers a session of `account`. */
function countExchanges(account = 'juan123') {
  const calls = { n: 0 };
  server.use(
    http.post('*/wps/session/remember', () => {
      calls.n += 1;
      return HttpResponse.json({ value: sessionFor(account) });
    }),
  );
  return calls;
}

const render = (ready: boolean, session: { token: string; isAgent: number } | null = null) =>
  renderInApp(<Resume ready={ready} />, { brand: demoBrands.royal!, session });

describe('useResumeRememberedSession', () => {
  afterEach(() => {
    document.cookie = 'rememberUsername=; Max-Age=0; Path=/';
    document.cookie = 'rememberPassword=; Max-Age=0; Path=/';
  });

  it('exchanges the remember token once when the page starts without a session', async () => {
    document.cookie = 'rememberUsername=juan123; Path=/';
    const calls = countExchanges();
    const { store } = await render(true);
    await waitFor(() => expect(store.get(tokenAtom)).toBe(sessionFor('juan123').token));
    expect(calls.n).toBe(1);
  });

  it('waits for the system status, and leaves a live session or an unticked box alone', async () => {
    const calls = countExchanges();
    document.cookie = 'rememberUsername=juan123; Path=/';
    await render(false);
    await render(true, { token: 'live', isAgent: 0 });
    document.cookie = 'rememberUsername=; Max-Age=0; Path=/';
    const { store } = await render(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.n).toBe(0);
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('stays logged out when the platform refuses the token', async () => {
    document.cookie = 'rememberUsername=juan123; Path=/';
    let refused = 0;
    server.use(
      http.post('*/wps/session/remember', () => {
        refused += 1;
        return HttpResponse.json(
          { error: { code: 'NOT_LOGGED_IN', message: 'x' } },
          { status: 401 },
        );
      }),
    );
    const { store } = await render(true);
    await waitFor(() => expect(refused).toBe(1));
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('runs once per page load: a later logout does not log the player back in', async () => {
    document.cookie = 'rememberUsername=juan123; Path=/';
    const calls = countExchanges();
    const { store } = await render(true);
    await waitFor(() => expect(store.get(tokenAtom)).not.toBeNull());
    store.set(tokenAtom, null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.n).toBe(1);
    expect(store.get(tokenAtom)).toBeNull();
  });

  it('clears a password cookie left by an older version', async () => {
    document.cookie = 'rememberPassword=secret123; Path=/';
    await render(false);
    await waitFor(() => expect(document.cookie).not.toContain('rememberPassword'));
  });
});
