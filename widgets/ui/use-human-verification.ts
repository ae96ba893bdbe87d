import { useCallback, useState } from 'react';

/**
 * State of a form's human verification: the current ALTCHA payload, and `renew` to start a
 * fresh one after a call used it (each payload is good for one call). Render
 * `<HumanVerification key={key} onChange={onChange} />`.
 */
export function useHumanVerification() {
  const [payload, setPayload] = useState<string | null>(null);
  const [key, setKey] = useState(0);
  const renew = useCallback(() => {
    setPayload(null);
    setKey((k) => k + 1);
  }, []);
  return { payload, key, onChange: setPayload, renew };
}
