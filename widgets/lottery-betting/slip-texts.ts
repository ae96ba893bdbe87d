import { useLingui } from '@lingui/react/macro';
import type { BetEntry, TypedProblem } from '../../engine/core/lottery/bet-entry.ts';
import type { StakeProblem } from '../../engine/core/lottery/slip-preview.ts';
import { useAmountText } from '../ui/use-amount-input.ts';
import { useMoney } from '../ui/use-money.ts';

/** A problem with the chosen numbers. */
export type NumbersProblem =
  TypedProblem | { kind: 'tooFew'; entry: BetEntry } | { kind: 'atMost'; max: number };

/** A problem with the stake: empty, not an amount, or outside the bet type's limits. */
export type StakeFieldProblem = 'required' | 'invalid' | StakeProblem;

/** The words of the bet slip's field errors. */
export function useSlipTexts(limits: { minStakeMinor: number; maxStakeMinor: number }) {
  const { t } = useLingui();
  const money = useMoney();
  const amountText = useAmountText();
  const min = money(limits.minStakeMinor);
  const max = money(limits.maxStakeMinor);

  const numbers = (problem: NumbersProblem): string => {
    switch (problem.kind) {
      case 'digits': {
        const { value, digits } = problem;
        return t`"${value}" is not a ${digits}-digit number`;
      }
      case 'repeated': {
        const { value } = problem;
        return t`${value} is entered twice`;
      }
      case 'tooMany':
      case 'atMost': {
        const { max: most } = problem;
        return t`Choose at most ${most} numbers`;
      }
      case 'tooFew': {
        const { entry } = problem;
        if (entry.kind === 'choice') return t`Make a choice`;
        const least = entry.min;
        return entry.min === entry.max
          ? t`Choose exactly ${least} numbers`
          : t`Choose at least one number`;
      }
    }
  };

  const stake = (problem: StakeFieldProblem, text: string): string => {
    if (problem === 'belowMin') return t`The stake is at least ${min}`;
    if (problem === 'aboveMax') return t`The stake is at most ${max}`;
    if (problem === 'required') return t`Enter a stake`;
    return amountText('invalid', text);
  };

  return {
    numbers,
    stake,
    limitsHint: t`Min ${min}, max ${max}`,
    position: t`Choose a position`,
    stations: t`Choose at least one station`,
  };
}
