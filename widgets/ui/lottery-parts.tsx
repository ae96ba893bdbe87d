import { useLingui } from '@lingui/react/macro';
import { leadingNumbers } from '../../engine/core/lottery-list.ts';
import { useCountdownText } from './lottery-clock.ts';
import './lottery-parts.css';

/**
 * The last result of a lottery game on a card or a row tile: its first six values (spec §9;
 * the five digits of an e-lottery), or "No draw yet".
 */
export function LastNumbers({ text }: { text: string }) {
  const { t } = useLingui();
  const numbers = leadingNumbers(text);
  if (numbers.length === 0) return <p className="lottery-balls__none">{t`No draw yet`}</p>;
  return (
    <ol className="lottery-balls" aria-label={t`Last numbers`}>
      {numbers.map((value, index) => (
        <li key={index} className="lottery-ball">
          {value}
        </li>
      ))}
    </ol>
  );
}

/** Props of a lock countdown. */
export interface LockCountdownProps {
  onSale: boolean;
  /** Milliseconds before the game's sales close, as of now. */
  remainingMs: number;
  className: string;
}

/** The countdown to a game's lock (spec §4), told to screen readers as "Sales close in". */
export function LockCountdown({ onSale, remainingMs, className }: LockCountdownProps) {
  const { t } = useLingui();
  const countdownText = useCountdownText();
  return (
    <p className={className}>
      <span className="visually-hidden">{onSale ? t`Sales close in` : t`Not on sale`} </span>
      <span data-testid="countdown">{countdownText(onSale, remainingMs)}</span>
    </p>
  );
}
