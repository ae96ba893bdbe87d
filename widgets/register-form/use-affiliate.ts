import { useEffect, useState } from 'react';
import { checkAffiliate } from '../../engine/api/agent-affiliate.ts';

/** The affiliate code from the URL (`?code=`) and whether the platform accepts it. */
export function useAffiliateFromUrl(): { code: string; valid: boolean | null } {
  const [code] = useState(
    () => new URLSearchParams(window.location.search).get('code')?.trim() ?? '',
  );
  const [valid, setValid] = useState<boolean | null>(code ? null : false);
  useEffect(() => {
    if (!code) return;
    const controller = new AbortController();
    checkAffiliate(code, window.location.hostname, controller.signal).then(
      (answer) => setValid(answer.valid),
      () => {
        if (!controller.signal.aborted) setValid(false);
      },
    );
    return () => controller.abort();
  }, [code]);
  return { code, valid };
}
