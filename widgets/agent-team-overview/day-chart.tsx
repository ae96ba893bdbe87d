import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { TeamDay } from '../../engine/api/agent-team.ts';
import { languageTable } from '../../engine/core/languages.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useBetFigures } from '../ui/record-figures.tsx';
import { RecordTable, type RecordColumn } from '../ui/records.tsx';
import { useDateTime } from '../ui/use-date-time.ts';
import { chartScale, yOf } from './chart-scale.ts';

/** The series the chart draws per day, in the order of their bars. */
const series = ['betMinor', 'validBetMinor', 'profitMinor'] as const;

const height = 180;
const axisWidth = 64;
const labelHeight = 28;
const dayWidth = 44;

/**
 * Bet, valid bet and profit of every day of the range as bars (a loss below the zero line),
 * drawn by hand in SVG. The image is named by its caption; the same figures are a table under
 * it for screen readers and anyone who wants the numbers.
 */
export function DayChart({ days }: { days: readonly TeamDay[] }) {
  const { t } = useLingui();
  const language = useAtomValue(languageAtom);
  const { currency } = useBrand();
  const when = useDateTime();
  const figures = useBetFigures();
  const captionId = useId();
  const tag = languageTable[language].tag;
  const compact = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
  const amount = (minor: number) =>
    `${minor < 0 ? '-' : ''}${currency.symbol}${compact.format(Math.abs(minor) / 10 ** (currency.decimals ?? 2))}`;
  const shortDay = new Intl.DateTimeFormat(tag, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const scale = chartScale(days.flatMap((day) => series.map((name) => day[name])));
  const width = axisWidth + Math.max(days.length, 7) * dayWidth;
  const y = (value: number) => yOf(scale, value, height) + 8;
  const barWidth = (dayWidth * 0.8) / series.length;
  const labelEvery = Math.ceil(days.length / 10);
  const names: Record<(typeof series)[number], string> = {
    betMinor: t`Bet`,
    validBetMinor: t`Valid bet`,
    profitMinor: t`Profit`,
  };
  const columns: RecordColumn<TeamDay>[] = [
    { key: 'day', label: t`Day`, cell: (row) => when(row.day, 'day') },
    { key: 'rounds', label: t`Rounds`, numeric: true, cell: (row) => row.rounds },
    ...figures.columns<TeamDay>(),
  ];
  return (
    <section className="record-totals day-chart" aria-labelledby={captionId}>
      <h2 id={captionId}>{t`Bet, valid bet and profit per day`}</h2>
      <ul className="day-chart__legend">
        {series.map((name) => (
          <li key={name} data-series={name}>
            {names[name]}
          </li>
        ))}
      </ul>
      {/* A month's chart scrolls sideways on a phone: keyboard users focus it to scroll. */}
      <div className="day-chart__scroll" tabIndex={0} role="group" aria-labelledby={captionId}>
        <svg
          role="img"
          aria-labelledby={captionId}
          viewBox={`0 0 ${width} ${height + 8 + labelHeight}`}
          width={width}
          height={height + 8 + labelHeight}
        >
          {scale.ticks.map((tick) => (
            <g key={tick} className="day-chart__tick" data-zero={tick === 0 ? '' : undefined}>
              <line x1={axisWidth} x2={width} y1={y(tick)} y2={y(tick)} />
              <text x={axisWidth - 6} y={y(tick)} dy="0.35em" textAnchor="end">
                {amount(tick)}
              </text>
            </g>
          ))}
          {days.map((day, index) => {
            const left = axisWidth + index * dayWidth + dayWidth * 0.1;
            return (
              <g key={day.day}>
                {series.map((name, bar) => {
                  const value = day[name];
                  const top = Math.min(y(value), y(0));
                  return (
                    <rect
                      key={name}
                      data-series={name}
                      data-sign={value < 0 ? 'out' : 'in'}
                      x={left + bar * barWidth}
                      y={top}
                      width={barWidth - 1}
                      height={Math.max(Math.abs(y(value) - y(0)), value === 0 ? 0 : 1)}
                    />
                  );
                })}
                {index % labelEvery === 0 ? (
                  <text
                    className="day-chart__day"
                    x={left + dayWidth * 0.4}
                    y={height + 8 + labelHeight - 8}
                    textAnchor="middle"
                  >
                    {shortDay.format(Date.parse(day.day))}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </div>
      <details className="day-chart__table">
        <summary>{t`The figures of each day`}</summary>
        <RecordTable
          caption={t`Bet, valid bet and profit per day`}
          columns={columns}
          rows={days}
          rowKey={(row) => row.day}
        />
      </details>
    </section>
  );
}
