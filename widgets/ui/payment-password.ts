import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { isApiError } from '../../engine/api/errors.ts';
import { fieldErrorTexts } from '../../engine/i18n/fields.ts';
import { useDateTime } from './use-date-time.ts';

/**
 * The texts of the withdrawal password's failures, for every form that asks for it (a
 * withdrawal, a transfer to the upline): a wrong one (under its field, with the attempts left
 * before the lock) and the lock, with when it ends.
 */
export function usePasswordTexts() {
  const { t } = useLingui();
  const when = useDateTime();
  return {
    wrong: (attemptsLeft: number | undefined) =>
      attemptsLeft === undefined
        ? t`The withdrawal password is incorrect`
        : t`The withdrawal password is incorrect. ${plural(attemptsLeft, {
            one: '# attempt left before it locks.',
            other: '# attempts left before it locks.',
          })}`,
    locked: (until: Date) => {
      const time = when(until, 'time');
      return t`Too many wrong withdrawal passwords. You can try again after ${time}.`;
    },
  };
}

/**
 * The text under the withdrawal password field for a failed call that was proven with it: a
 * wrong one with the attempts left, or the platform's field code; undefined when the call
 * failed for another reason.
 */
export function paymentPasswordError(
  error: unknown,
  texts: ReturnType<typeof usePasswordTexts>,
): string | undefined {
  if (!isApiError(error)) return undefined;
  const code = error.fields.paymentPassword;
  if (error.code === 'WRONG_PAYMENT_PASSWORD' || code === 'wrongPassword')
    return texts.wrong(error.attemptsLeft);
  return code ? fieldErrorTexts({ paymentPassword: code }).paymentPassword : undefined;
}

/**
 * When a failed call says the withdrawal password is locked until: now plus its
 * `retryAfterSeconds`; null for any other failure.
 */
export function lockedUntilOf(error: unknown, now = Date.now()): Date | null {
  if (!isApiError(error, 'PAYMENT_PASSWORD_LOCKED')) return null;
  return new Date(now + (error.retryAfterSeconds ?? 0) * 1000);
}

/** The later of two lock ends (either may be missing), or null. */
const laterOf = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * The withdrawal password's lock as a form sees it: the end the platform last reported
 * (`fromSummary`, ISO text or null) or a failed call did (`lockedBy`), whichever is later.
 * `locked` turns false by itself once the end passes, so the form works again without a reload.
 */
export function usePasswordLock(fromSummary: string | null) {
  const [fromAnswer, setFromAnswer] = useState<Date | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const end = laterOf(fromSummary ? new Date(fromSummary) : null, fromAnswer);
  const endMs = end?.getTime() ?? null;
  const locked = endMs !== null && endMs > now;
  useEffect(() => {
    if (endMs === null || !locked) return;
    const wait = Math.min(Math.max(0, endMs - Date.now()), 2 ** 31 - 1);
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [endMs, locked]);
  /** Takes the lock a failed call reports; answers its end, or null when it reports none. */
  const lockedBy = (error: unknown): Date | null => {
    const until = lockedUntilOf(error);
    if (until) {
      setFromAnswer(until);
      setNow(Date.now());
    }
    return until;
  };
  return { locked, until: locked ? end : null, lockedBy };
}
