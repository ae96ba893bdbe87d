import { useEffect } from 'react';
import { clearLegacyPasswordCookie, resumeRememberedSession } from '../state/remember.ts';
import { useAtomValue, useSetAtom, useStore } from '../state/jotai.ts';
import { signInAtom, tokenAtom } from '../state/session.ts';

/**
 * At app start (`ready`: the system status answered normal): clears a password cookie left by
 * older versions, and when there is no session, resumes the remembered one (remember.ts). It
 * reads cookies only in its effect, never while rendering, so server-rendered pages hydrate.
 */
export function useResumeRememberedSession(ready: boolean): void {
  const token = useAtomValue(tokenAtom);
  const signIn = useSetAtom(signInAtom);
  const store = useStore();
  useEffect(() => {
    clearLegacyPasswordCookie();
    if (!ready || token !== null) return;
    void resumeRememberedSession().then((session) => {
      // A login that finished meanwhile wins.
      if (session && store.get(tokenAtom) === null) signIn(session);
    });
  }, [ready, token, signIn, store]);
}
