import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TeamLoss } from '../../engine/api/agent-team.ts';
import { incomePresets } from '../../engine/core/record-range.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { teamLossesResource } from '../../engine/state/agent-team.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { DateRange, useRecordRange } from '../ui/date-range.tsx';
import { GatedPage } from '../ui/member-gates.tsx';
import { useBetFigures } from '../ui/record-figures.tsx';
import { RecordResult, RecordTable, RecordTotals, type RecordColumn } from '../ui/records.tsx';
import type { AgentUserLossSettings } from './schema.ts';

/** User loss: agents only; visitors log in, anyone else is told only agents get in. */
export function AgentUserLoss({ settings }: WidgetProps<AgentUserLossSettings>) {
  const { t } = useLingui();
  return (
    <GatedPage
      className="records"
      title={t`User loss`}
      visitorMessage={t`Log in as an agent to see your team's results.`}
      agentsOnly
    >
      <Losses pageSize={settings.pageSize} period={settings.defaultPeriod} />
    </GatedPage>
  );
}

/** The days chosen and each member's result over them, the biggest loss first, paged. */
function Losses({
  pageSize,
  period,
}: {
  pageSize: number;
  period: AgentUserLossSettings['defaultPeriod'];
}) {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const [range, setRange] = useRecordRange(period);
  const [page, setPage] = useState(1);
  const figures = useBetFigures();
  const losses = useResource(
    teamLossesResource,
    { token, from: range.from, to: range.to, page, pageSize },
    { enabled: Boolean(token) },
  );

  const columns: RecordColumn<TeamLoss>[] = [
    { key: 'member', label: t`Member`, cell: (row) => row.username },
    {
      key: 'level',
      label: t`Level`,
      numeric: true,
      // Level 0 is the agent itself: its own play counts in the team's figures.
      cell: (row) => (row.level === 0 ? t`You` : row.level),
    },
    { key: 'rounds', label: t`Rounds`, numeric: true, cell: (row) => row.rounds },
    ...figures.columns<TeamLoss>(),
  ];

  return (
    <>
      <div className="record-filters">
        <DateRange
          value={range}
          presets={incomePresets}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
      </div>
      <RecordResult
        state={losses}
        loadingLabel={t`Loading your team's results`}
        isEmpty={(data) => data.list.length === 0}
        page={page}
        totalPages={(data) => data.totalPages}
        onPage={setPage}
      >
        {(data) => (
          <>
            <RecordTotals title={t`Totals for this period`} figures={figures.totals(data.totals)} />
            <RecordTable
              caption={t`User loss, the biggest loss first`}
              columns={columns}
              rows={data.list}
              rowKey={(row) => row.username}
            />
          </>
        )}
      </RecordResult>
    </>
  );
}
