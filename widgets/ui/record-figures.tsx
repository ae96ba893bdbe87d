import { useLingui } from '@lingui/react/macro';
import type { BetTotals } from '../../schemas/api/records.ts';
import { SignedMoney, type Figure, type RecordColumn } from './records.tsx';
import { useMoney } from './use-money.ts';

/** Bet, valid bet, win and profit of a bet, a day or a range. */
type BetFigures = Omit<BetTotals, 'rounds'>;

/**
 * The money figures the betting record and the profit report share, named once: bet, valid bet,
 * win and (signed) profit, as table columns and as the figures of a totals box with the rounds.
 */
export function useBetFigures() {
  const { t } = useLingui();
  const money = useMoney();
  const labels = {
    betMinor: t`Bet`,
    validBetMinor: t`Valid bet`,
    winMinor: t`Win`,
    profitMinor: t`Profit`,
  };
  const value = (key: keyof BetFigures, figures: BetFigures) =>
    key === 'profitMinor' ? <SignedMoney minor={figures.profitMinor} /> : money(figures[key]);
  const keys = Object.keys(labels) as (keyof BetFigures)[];
  return {
    /** Columns of a table whose rows carry the figures. */
    columns: <Row extends BetFigures>(): RecordColumn<Row>[] =>
      keys.map((key) => ({
        key,
        label: labels[key],
        numeric: true,
        cell: (row: Row) => value(key, row),
      })),
    /** The figures of a totals box: the rounds, then the money. */
    totals: (totals: BetTotals): Figure[] => [
      { key: 'rounds', label: t`Rounds`, value: totals.rounds },
      ...keys.map((key) => ({ key, label: labels[key], value: value(key, totals) })),
    ],
  };
}
