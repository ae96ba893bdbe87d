import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BetRecord } from '../../schemas/api/records.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { betsResource } from '../../engine/state/records.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { DateRange, useRecordRange } from '../ui/date-range.tsx';
import { useGameFilters } from '../ui/game-filters.tsx';
import { useBetFigures } from '../ui/record-figures.tsx';
import {
  RecordResult,
  RecordsPage,
  RecordTable,
  RecordTotals,
  type RecordColumn,
} from '../ui/records.tsx';
import { useDateTime } from '../ui/use-date-time.ts';
import type { BettingRecordSettings } from './schema.ts';

/** The betting record page: members only; visitors log in, trial accounts register first. */
export function BettingRecord({ settings }: WidgetProps<BettingRecordSettings>) {
  const { t } = useLingui();
  return (
    <RecordsPage title={t`Betting record`} visitorMessage={t`Log in to see your betting record.`}>
      <Bets pageSize={settings.pageSize} period={settings.defaultPeriod} />
    </RecordsPage>
  );
}

/**
 * The period, game type and vendor filters (the lobby's vendor lanes: a type's vendors once a
 * type is chosen), the bets they select a page at a time, and their totals.
 */
function Bets({
  pageSize,
  period,
}: {
  pageSize: number;
  period: BettingRecordSettings['defaultPeriod'];
}) {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const language = useAtomValue(languageAtom);
  const [range, setRange] = useRecordRange(period);
  const [page, setPage] = useState(1);
  const games = useGameFilters(() => setPage(1));
  const { gameType, vendor, vendorName } = games;
  const when = useDateTime();
  const figures = useBetFigures();
  const bets = useResource(
    betsResource,
    {
      token,
      language,
      from: range.from,
      to: range.to,
      gameType: gameType || undefined,
      vendor: vendor || undefined,
      page,
      pageSize,
    },
    { enabled: Boolean(token) },
  );

  const columns: RecordColumn<BetRecord>[] = [
    { key: 'game', label: t`Game`, cell: (row) => row.gameName },
    { key: 'vendor', label: t`Provider`, cell: (row) => vendorName(row.vendor) },
    { key: 'time', label: t`Time`, cell: (row) => when(row.placedAt) },
    ...figures.columns<BetRecord>(),
  ];

  return (
    <>
      <div className="record-filters">
        <DateRange
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        {games.filters}
      </div>
      <RecordResult
        state={bets}
        loadingLabel={t`Loading your betting record`}
        isEmpty={(data) => data.list.length === 0}
        page={page}
        totalPages={(data) => data.totalPages}
        onPage={setPage}
      >
        {(data) => (
          <>
            <RecordTotals title={t`Totals for this period`} figures={figures.totals(data.totals)} />
            <RecordTable
              caption={t`Betting record`}
              columns={columns}
              rows={data.list}
              rowKey={(row) => row.roundId}
            />
          </>
        )}
      </RecordResult>
    </>
  );
}
