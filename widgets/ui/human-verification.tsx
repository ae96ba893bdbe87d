import { useLingui } from '@lingui/react/macro';
import type {} from 'altcha/types/react';
import { useEffect, useRef, useState } from 'react';
import { i18n } from '../../engine/i18n/i18n.ts';

let loading: Promise<void> | null = null;

/**
 * Loads the ALTCHA widget in its CSP-safe build (`altcha/external`: no inline styles, workers
 * from files) once, with its proof-of-work workers.
 */
function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    await import('altcha/external');
    await import('altcha/altcha.css');
    const [{ default: Pbkdf2Worker }, { default: ShaWorker }] = await Promise.all([
      import('altcha/workers/pbkdf2?worker'),
      import('altcha/workers/sha?worker'),
    ]);
    for (const name of ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512']) {
      $altcha.algorithms.set(name, () => new Pbkdf2Worker());
    }
    for (const name of ['SHA-256', 'SHA-384', 'SHA-512'])
      $altcha.algorithms.set(name, () => new ShaWorker());
  })();
  return loading;
}

/**
 * Human verification (self-hosted ALTCHA proof of work). It starts on its own and reports the
 * payload the platform checks; each payload is good for one call, so remount it (change its
 * `key`) after every call that used it.
 */
export function HumanVerification({ onChange }: { onChange: (payload: string | null) => void }) {
  const { t } = useLingui();
  const ref = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const language = `storefront-${i18n.locale}`;

  useEffect(() => {
    let active = true;
    void loadAltcha().then(() => {
      $altcha.i18n.set(language, {
        ariaLinkLabel: t`Visit Altcha.org`,
        enterCode: t`Enter the code`,
        enterCodeAria: t`Enter the code you hear. Press Space to play the audio.`,
        error: t`Verification failed. Please try again later.`,
        expired: t`Verification expired. Please try again.`,
        footer: t`Protected by ALTCHA`,
        getAudioChallenge: t`Get an audio challenge`,
        label: t`I'm not a robot`,
        loading: t`Loading...`,
        reload: t`Reload`,
        verify: t`Verify`,
        verificationRequired: t`Verification required!`,
        verified: t`Verified`,
        verifying: t`Verifying...`,
        waitAlert: t`Verifying... please wait.`,
      });
      if (active) setReady(true);
    });
    return () => {
      active = false;
    };
  }, [language, t]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChange(detail.state === 'verified' ? (detail.payload ?? null) : null);
    };
    element.addEventListener('statechange', onState);
    return () => element.removeEventListener('statechange', onState);
  }, [ready, onChange]);

  return (
    <div className="human-verification" aria-busy={!ready}>
      {ready ? (
        <altcha-widget
          ref={ref}
          challenge="/wps/altcha/challenge"
          auto="onload"
          name="altcha"
          language={language}
        />
      ) : null}
    </div>
  );
}
