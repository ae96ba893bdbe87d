import { useCallback, useState } from 'react';

/** Where a form asked the player to wait for the verification: under the SMS code, or the form. */
export type VerificationWaitPlace = 'verificationCode' | 'form';

/**
 * State of a form's human verification: the current ALTCHA payload, and `renew` to start a
 * fresh one after a call used it (each payload is good for one call). Render
 * `<HumanVerification key={key} onChange={onChange} />`.
 *
 * A form that needs a payload before the verification is done calls `waitFor(place)`;
 * `waitingAt(place)` is then true until the verification finishes, so the "please wait" message
 * shows where it was asked for and never outlives its cause.
 */
export function useHumanVerification() {
  const [payload, setPayload] = useState<string | null>(null);
  const [key, setKey] = useState(0);
  const [waitingFor, setWaitingFor] = useState<VerificationWaitPlace | null>(null);
  const onChange = useCallback((next: string | null) => {
    setPayload(next);
    if (next) setWaitingFor(null);
  }, []);
  const renew = useCallback(() => {
    setPayload(null);
    setKey((k) => k + 1);
  }, []);
  const waitingAt = (place: VerificationWaitPlace) => waitingFor === place && payload === null;
  return { payload, key, onChange, renew, waitFor: setWaitingFor, waitingAt };
}
