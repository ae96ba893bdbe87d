/**
 * Holds the test double of the human verification back, so a test can act while the
 * verification is still running and then let it finish (`tests/support/setup.tsx`).
 */
let held = false;
const listeners = new Set<() => void>();

/** Holds the verification of forms rendered from now on; call the returned function to finish it. */
export function holdVerification(): () => void {
  held = true;
  return releaseVerification;
}

/** Lets every held verification finish (also run after each test). */
export function releaseVerification(): void {
  held = false;
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: whether verifications are held. */
export const verificationGate = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isHeld: () => held,
};
