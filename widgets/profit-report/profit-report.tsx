import { useLingui } from '@lingui/react/macro';
import type { ProfitReport as Report } from '../../engine/api/member-records.ts';
import { extremes, profitChart } from '../../engine/core/profit-chart.ts';
import type { DayRange } from '../../engine/core/record-range.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { profitResource } from '../../engine/state/records.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { DateRange, useRecordRange } from '../ui/date-range.tsx';
import { useBetFigures } from '../ui/record-figures.tsx';
import {
  RecordResult,
  RecordsPage,
  RecordTable,
  RecordTotals,
  type RecordColumn,
} from '../ui/records.tsx';
import { useDateTime } from '../ui/use-date-time.ts';
import { useMoney } from '../ui/use-money.ts';
import type { ProfitReportSettings } from './schema.ts';
import './profit-report.css';

type ReportDay = Report['days'][number];

/** The personal profit and loss page: members only; visitors log in, trial accounts register. */
export function ProfitReport({ settings }: WidgetProps<ProfitReportSettings>) {
  const { t } = useLingui();
  return (
    <RecordsPage title={t`Profit and loss`} visitorMessage={t`Log in to see your profit and loss.`}>
      <Profit period={settings.defaultPeriod} />
    </RecordsPage>
  );
}

/** The period, its totals, and the profit of each of its days. */
function Profit({ period }: { period: ProfitReportSettings['defaultPeriod'] }) {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const [range, setRange] = useRecordRange(period);
  const figures = useBetFigures();
  const when = useDateTime();
  const report = useResource(
    profitResource,
    { token, from: range.from, to: range.to },
    { enabled: Boolean(token) },
  );
  const columns: RecordColumn<ReportDay>[] = [
    { key: 'day', label: t`Day`, cell: (row) => when(row.day, 'day') },
    { key: 'rounds', label: t`Rounds`, numeric: true, cell: (row) => row.rounds },
    ...figures.columns<ReportDay>(),
  ];
  return (
    <>
      <div className="record-filters">
        <DateRange value={range} onChange={setRange} presets={['last7', 'last30']} />
      </div>
      <RecordResult
        state={report}
        loadingLabel={t`Loading your profit and loss`}
        isEmpty={(data) => data.totals.rounds === 0}
      >
        {(data) => (
          <>
            <RecordTotals title={t`Totals for this period`} figures={figures.totals(data.totals)} />
            <ProfitChart days={data.days} range={range} />
            <RecordTable
              caption={t`Profit and loss per day`}
              columns={columns}
              rows={data.days}
              rowKey={(row) => row.day}
            />
          </>
        )}
      </RecordResult>
    </>
  );
}

const chartHeight = 100;
const slotWidth = 10;

/**
 * Profit per day as bars up (profit) and down (loss) from a zero line. An image to assistive
 * technology, named by a summary (the period, the best and the worst day); the table under it
 * has every day.
 */
function ProfitChart({ days, range }: { days: readonly ReportDay[]; range: DayRange }) {
  const { t } = useLingui();
  const money = useMoney();
  const when = useDateTime();
  const values = days.map((day) => day.profitMinor);
  const width = Math.max(1, days.length) * slotWidth;
  const { bars, zeroY } = profitChart(values, width, chartHeight);
  const ends = extremes(values);
  const from = when(range.from, 'day');
  const to = when(range.to, 'day');
  const best = ends ? days[ends.high] : undefined;
  const worst = ends ? days[ends.low] : undefined;
  let summary = t`Profit per day from ${from} to ${to}.`;
  if (best && worst) {
    const bestDay = when(best.day, 'day');
    const bestProfit = money(best.profitMinor);
    const worstDay = when(worst.day, 'day');
    const worstProfit = money(worst.profitMinor);
    summary = t`Profit per day from ${from} to ${to}: best day ${bestDay} (${bestProfit}), worst day ${worstDay} (${worstProfit}).`;
  }
  return (
    <figure className="profit-chart">
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${String(width)} ${String(chartHeight)}`}
        preserveAspectRatio="none"
      >
        {bars.map((bar, index) => (
          <rect
            key={days[index]?.day ?? index}
            className="profit-chart__bar"
            data-sign={bar.sign}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
          />
        ))}
        <line
          className="profit-chart__zero"
          x1={0}
          x2={width}
          y1={zeroY}
          y2={zeroY}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
    </figure>
  );
}
