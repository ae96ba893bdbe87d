import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { hasExtraDecimals, parseMoney } from '../../engine/core/money.ts';
import { fieldErrorTexts } from '../../engine/i18n/fields.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';

/**
 * An amount the member types in major units with the brand's `decimals`, read as minor units
 * (`amount`: null when empty, NaN when not an amount). `problemOf` says what is wrong with an
 * amount (`'required'` when empty); the problems in `atOnce` are reported while typing (more
 * typing does not fix them), the others only when the member leaves the field, as more digits
 * may follow. `report` gets null when the amount being typed shows none of the first kind, so
 * the form can drop an earlier message that may no longer hold; `text` is what was typed, for
 * messages that depend on it (too many decimals).
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
  report: (problem: Problem | null, text: string) => void;
}) {
  const [text, setText] = useState('');
  const amount = parseMoney(text, decimals);
  const type = (next: string) => {
    setText(next);
    const problem = problemOf(parseMoney(next, decimals));
    report(
      problem !== null && problem !== 'required' && atOnce.includes(problem) ? problem : null,
      next,
    );
  };
  const leave = () => {
    const problem = problemOf(amount);
    if (problem !== null && problem !== 'required') report(problem, text);
  };
  return { text, setText, amount, type, leave };
}

/**
 * The message under an amount field whose smallest amount is one minor unit (a transfer, a
 * limit): above zero, the brand's decimals named when there are too many, else the platform's
 * wording of the field code.
 */
export function useAmountText(): (
  problem: 'required' | 'invalid' | 'tooSmall' | 'tooLarge',
  text: string,
) => string {
  const { t } = useLingui();
  const decimals = useBrand().currency.decimals ?? 2;
  return (problem, text) => {
    if (problem === 'tooSmall') return t`Enter an amount above zero`;
    if (problem === 'invalid' && hasExtraDecimals(text, decimals))
      return decimals === 0 ? t`Enter a whole amount` : t`Use at most ${decimals} decimal places`;
    return fieldErrorTexts({ amountMinor: problem }).amountMinor!;
  };
}
