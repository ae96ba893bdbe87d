import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { gridNumbers, type BetEntry } from '../../engine/core/lottery/bet-entry.ts';
import { betChoiceLabels } from '../ui/lottery-labels.ts';

/** Props of the number picker. */
export interface NumberPickerProps {
  entry: BetEntry;
  /** The chosen numbers (grid and choice entries). */
  numbers: readonly string[];
  onToggle: (value: string) => void;
  /** The typed numbers (typed entries). */
  typed: string;
  onType: (text: string) => void;
  onTypedLeave: () => void;
  position: number | null;
  onPosition: (position: number) => void;
  /** Errors under the numbers and under the position. */
  numbersError: string | null;
  positionError: string | null;
}

/**
 * Where the player enters a bet: a grid of number buttons (00..99, KENO 01..80), a text field
 * for 3D and 4D numbers, or choice buttons (big/small, odd/even, a digit), with a position
 * 1..5 for the e-lottery bets on one digit. Buttons say whether they are chosen (aria-pressed).
 */
export function NumberPicker(props: NumberPickerProps) {
  const { t } = useLingui();
  const { entry, numbers, onToggle, numbersError } = props;
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const describedBy = numbersError ? errorId : undefined;

  let picker;
  if (entry.kind === 'typed') {
    const { digits, max } = entry;
    picker = (
      <div className="lottery-betting__typed">
        <label htmlFor={inputId}>{t`Your ${digits}-digit numbers`}</label>
        <textarea
          id={inputId}
          rows={2}
          inputMode="numeric"
          value={props.typed}
          placeholder={[1, 2].map((n) => String(n).repeat(digits)).join(' ')}
          aria-invalid={numbersError ? true : undefined}
          aria-describedby={describedBy ? `${hintId} ${describedBy}` : hintId}
          onChange={(event) => props.onType(event.target.value)}
          onBlur={props.onTypedLeave}
        />
        <p id={hintId} className="lottery-betting__hint">
          {t`Separate numbers with spaces or commas, up to ${max}.`}
        </p>
      </div>
    );
  } else {
    const values = entry.kind === 'grid' ? gridNumbers(entry) : entry.options;
    const first = values[0]!;
    const last = values.at(-1)!;
    const groupLabel =
      entry.kind === 'grid'
        ? t`Numbers ${first} to ${last}`
        : entry.options.length === 10
          ? t`Digit`
          : t`Your choice`;
    picker = (
      <div
        role="group"
        aria-label={groupLabel}
        aria-describedby={describedBy}
        className={`lottery-betting__grid lottery-betting__grid--${entry.kind}`}
      >
        {values.map((value) => {
          const label = betChoiceLabels[value];
          return (
            <button
              key={value}
              type="button"
              className="lottery-betting__pick"
              aria-pressed={numbers.includes(value)}
              onClick={() => onToggle(value)}
            >
              {label ? t(label) : value}
            </button>
          );
        })}
      </div>
    );
  }

  return (
    <div className="lottery-betting__numbers">
      {entry.positions > 0 ? (
        <div className="lottery-betting__positions">
          <div role="group" aria-label={t`Position`} className="lottery-betting__grid">
            {Array.from({ length: entry.positions }, (_, index) => index + 1).map((position) => (
              <button
                key={position}
                type="button"
                className="lottery-betting__pick"
                aria-pressed={props.position === position}
                onClick={() => props.onPosition(position)}
              >
                {t`Position ${position}`}
              </button>
            ))}
          </div>
          {props.positionError ? (
            <p className="form-field-error" role="alert">
              {props.positionError}
            </p>
          ) : null}
        </div>
      ) : null}
      {picker}
      {numbersError ? (
        <p id={errorId} className="form-field-error" role="alert">
          {numbersError}
        </p>
      ) : null}
    </div>
  );
}
