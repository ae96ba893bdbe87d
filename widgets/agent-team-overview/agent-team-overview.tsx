import { useLingui } from '@lingui/react/macro';
import { incomePresets } from '../../engine/core/record-range.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { teamOverviewResource } from '../../engine/state/agent-team.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { DateRange, useRecordRange } from '../ui/date-range.tsx';
import { GatedPage } from '../ui/member-gates.tsx';
import { useBetFigures } from '../ui/record-figures.tsx';
import { RecordResult, RecordTotals } from '../ui/records.tsx';
import { useMoney } from '../ui/use-money.ts';
import { DayChart } from './day-chart.tsx';
import type { AgentTeamOverviewSettings } from './schema.ts';
import './agent-team-overview.css';

/** Team overview: agents only; visitors log in, anyone else is told only agents get in. */
export function AgentTeamOverview({ settings }: WidgetProps<AgentTeamOverviewSettings>) {
  const { t } = useLingui();
  return (
    <GatedPage
      className="records team-overview"
      title={t`Team overview`}
      visitorMessage={t`Log in as an agent to see your team.`}
      agentsOnly
    >
      <Overview period={settings.defaultPeriod} />
    </GatedPage>
  );
}

/** The days chosen, the team's figures over them as cards, and the chart of the days. */
function Overview({ period }: { period: AgentTeamOverviewSettings['defaultPeriod'] }) {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const [range, setRange] = useRecordRange(period);
  const money = useMoney();
  const figures = useBetFigures();
  const overview = useResource(
    teamOverviewResource,
    { token, from: range.from, to: range.to },
    { enabled: Boolean(token) },
  );
  return (
    <>
      <div className="record-filters">
        <DateRange value={range} presets={incomePresets} onChange={setRange} />
      </div>
      <RecordResult state={overview} loadingLabel={t`Loading your team`} isEmpty={() => false}>
        {(data) => (
          <>
            {data.members === 0 ? (
              <p className="record-empty" data-testid="no-team">
                {t`You have no team members yet. Register a player or a sub-agent to start your team.`}
              </p>
            ) : null}
            <RecordTotals
              title={t`Members`}
              figures={[
                { key: 'members', label: t`Team members`, value: data.members },
                { key: 'newMembers', label: t`New members`, value: data.newMembers },
                { key: 'activeMembers', label: t`Active members`, value: data.activeMembers },
                { key: 'deposit', label: t`Deposits`, value: money(data.depositMinor) },
                { key: 'withdrawal', label: t`Withdrawals`, value: money(data.withdrawalMinor) },
              ]}
            />
            <RecordTotals
              title={t`Bets and results`}
              figures={figures.totals({
                ...data,
                rounds: data.days.reduce((sum, day) => sum + day.rounds, 0),
              })}
            />
            <DayChart days={data.days} />
          </>
        )}
      </RecordResult>
    </>
  );
}
