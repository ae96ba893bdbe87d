import { useState } from 'react';
import { parseMoney } from '../../engine/core/money.ts';

/**
 * An amount the member types in major units with the brand's `decimals`, read as minor units
 * (`amount`: null when empty, NaN when not an amount). `problemOf` says what is wrong with an
 * amount (`'required'` when empty); the problems in `atOnce` are reported while typing (more
 * typing does not fix them), the others only when the member leaves the field, as more digits
 * may follow. `report` gets null when the amount being typed shows none of the first kind, so
 * the form can drop an earlier message that may no longer hold.
 */
export function useAmountInput<Problem extends string>({
  decimals,
  problemOf,
  atOnce,
  report,
}: {
  decimals: number;
  problemOf: (amountMinor: number | null) => Problem | 'required' | null;
  atOnce: readonly Problem[];
  report: (problem: Problem | null) => void;
}) {
  const [text, setText] = useState('');
  const amount = parseMoney(text, decimals);
  const type = (next: string) => {
    setText(next);
    const problem = problemOf(parseMoney(next, decimals));
    report(problem !== null && problem !== 'required' && atOnce.includes(problem) ? problem : null);
  };
  const leave = () => {
    const problem = problemOf(amount);
    if (problem !== null && problem !== 'required') report(problem);
  };
  return { text, setText, amount, type, leave };
}
