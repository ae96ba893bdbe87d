import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TeamBet } from '../../engine/api/agent-team.ts';
import { incomePresets } from '../../engine/core/record-range.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { teamBetsResource } from '../../engine/state/agent-team.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { DateRange, useRecordRange } from '../ui/date-range.tsx';
import { useGameFilters } from '../ui/game-filters.tsx';
import { GatedPage } from '../ui/member-gates.tsx';
import { useBetFigures } from '../ui/record-figures.tsx';
import {
  RecordResult,
  RecordSearch,
  RecordTable,
  RecordTotals,
  type RecordColumn,
} from '../ui/records.tsx';
import { useDateTime } from '../ui/use-date-time.ts';
import { OutsideTeam, outsideTeam } from '../ui/team-reach.tsx';
import type { AgentTeamBetsSettings } from './schema.ts';

/** Team betting: agents only; visitors log in, anyone else is told only agents get in. */
export function AgentTeamBets({ settings }: WidgetProps<AgentTeamBetsSettings>) {
  const { t } = useLingui();
  return (
    <GatedPage
      className="records"
      title={t`Team betting`}
      visitorMessage={t`Log in as an agent to see your team's bets.`}
      agentsOnly
    >
      <Bets pageSize={settings.pageSize} period={settings.defaultPeriod} />
    </GatedPage>
  );
}

/**
 * The days, member, game type and provider filters, the team's rounds they select a page at a
 * time, and their totals. A username outside the team finds nothing, as the platform answers.
 */
function Bets({
  pageSize,
  period,
}: {
  pageSize: number;
  period: AgentTeamBetsSettings['defaultPeriod'];
}) {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const [range, setRange] = useRecordRange(period);
  const [username, setUsername] = useState('');
  const [page, setPage] = useState(1);
  const games = useGameFilters(() => setPage(1));
  const when = useDateTime();
  const figures = useBetFigures();
  const bets = useResource(
    teamBetsResource,
    {
      token,
      from: range.from,
      to: range.to,
      username: username || undefined,
      gameType: games.gameType || undefined,
      vendor: games.vendor || undefined,
      page,
      pageSize,
    },
    { enabled: Boolean(token) },
  );

  const columns: RecordColumn<TeamBet>[] = [
    { key: 'member', label: t`Member`, cell: (row) => row.username },
    { key: 'game', label: t`Game`, cell: (row) => row.gameName },
    { key: 'vendor', label: t`Provider`, cell: (row) => games.vendorName(row.vendor) },
    { key: 'time', label: t`Time`, cell: (row) => when(row.placedAt) },
    ...figures.columns<TeamBet>(),
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
        <RecordSearch
          label={t`Member username`}
          value={username}
          onSearch={(next) => {
            setUsername(next);
            setPage(1);
          }}
        />
        {games.filters}
      </div>
      {outsideTeam(bets) ? (
        <OutsideTeam username={username} />
      ) : (
        <RecordResult
          state={bets}
          loadingLabel={t`Loading your team's bets`}
          isEmpty={(data) => data.list.length === 0}
          page={page}
          totalPages={(data) => data.totalPages}
          onPage={setPage}
        >
          {(data) => (
            <>
              <RecordTotals
                title={t`Totals for this period`}
                figures={figures.totals(data.totals)}
              />
              <RecordTable
                caption={t`Team betting`}
                columns={columns}
                rows={data.list}
                rowKey={(row) => row.roundId}
              />
            </>
          )}
        </RecordResult>
      )}
    </>
  );
}
