import { useEffect, useRef } from 'react';
import { clearLegacyPasswordCookie, resumeRememberedSession } from '../state/remember.ts';
import { useSetAtom, useStore } from '../state/jotai.ts';
import { signInAtom, tokenAtom } from '../state/session.ts';

/**
 * At app start (`ready`: the system status answered normal): clears a password cookie left by
 * older versions, and when the page has no session, resumes the remembered one (remember.ts).
 * It runs once per page load, so a logout does not log the player back in, and reads cookies
 * only in its effect, never while rendering, so server-rendered pages hydrate.
 */
export function useResumeRememberedSession(ready: boolean): void {
  const signIn = useSetAtom(signInAtom);
  const store = useStore();
  const started = useRef(false);
  useEffect(() => {
    clearLegacyPasswordCookie();
    if (!ready || started.current) return;
    started.current = true;
    if (store.get(tokenAtom) !== null) return;
    void resumeRememberedSession().then((session) => {
      // A login that finished meanwhile wins.
      if (session && store.get(tokenAtom) === null) signIn(session);
    });
  }, [ready, signIn, store]);
}
