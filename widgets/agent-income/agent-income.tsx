import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AgentSettlement, incomeOrders } from '../../schemas/api/agent-center.ts';
import { contractKinds, type ContractKind } from '../../schemas/api/agent-contracts.ts';
import { incomePresets } from '../../engine/core/record-range.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { incomeResource } from '../../engine/state/agents.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { agentCenterLabels } from '../ui/agent-center-labels.ts';
import { DateRange, useRecordRange, type RecordRange } from '../ui/date-range.tsx';
import { GatedPage } from '../ui/member-gates.tsx';
import {
  RecordFilter,
  RecordResult,
  RecordTable,
  RecordTotals,
  type RecordColumn,
} from '../ui/records.tsx';
import { useDateTime } from '../ui/use-date-time.ts';
import { useMoney, useRate } from '../ui/use-money.ts';
import type { AgentIncomeSettings } from './schema.ts';

/** How the settled periods are ordered, by the platform. */
type Order = (typeof incomeOrders)[number];

/** My income: agents only; visitors log in, anyone else is told only agents get in. */
export function AgentIncome({ settings }: WidgetProps<AgentIncomeSettings>) {
  const { t } = useLingui();
  return (
    <GatedPage
      className="records"
      title={t`My income`}
      visitorMessage={t`Log in as an agent to see your income.`}
      agentsOnly
    >
      <Income pageSize={settings.pageSize} period={settings.defaultPeriod} />
    </GatedPage>
  );
}

/**
 * The days, kind and order chosen, and the settled periods they select in that order, a page
 * at a time.
 */
function Income({
  pageSize,
  period,
}: {
  pageSize: number;
  period: AgentIncomeSettings['defaultPeriod'];
}) {
  const { t, i18n } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const [range, setRange] = useRecordRange(period);
  const [kind, setKind] = useState<ContractKind | ''>('');
  const [order, setOrder] = useState<Order>('newest');
  const [page, setPage] = useState(1);
  const when = useDateTime();
  const money = useMoney();
  const rate = useRate();
  const kindLabel = (value: ContractKind) => i18n._(agentCenterLabels[value].label);
  const income = useResource(
    incomeResource,
    { token, from: range.from, to: range.to, kind: kind || undefined, order, page, pageSize },
    { enabled: Boolean(token) },
  );

  const columns: RecordColumn<AgentSettlement>[] = [
    {
      key: 'period',
      label: t`Period`,
      cell: (row) => {
        const from = when(row.periodStart);
        const to = when(row.periodEnd);
        return t`${from} to ${to}`;
      },
    },
    { key: 'kind', label: t`Contract`, cell: (row) => kindLabel(row.kind) },
    { key: 'base', label: t`Base`, numeric: true, cell: (row) => money(row.baseMinor) },
    { key: 'active', label: t`Active members`, numeric: true, cell: (row) => row.activeMembers },
    { key: 'rate', label: t`Rate`, numeric: true, cell: (row) => rate(row.rateBp) },
    { key: 'gross', label: t`Gross`, numeric: true, cell: (row) => money(row.grossMinor) },
    {
      key: 'passed',
      label: t`Passed down`,
      numeric: true,
      cell: (row) => money(row.passedDownMinor),
    },
    { key: 'paid', label: t`Paid`, numeric: true, cell: (row) => money(row.payoutMinor) },
  ];
  const orderLabels: Record<Order, string> = {
    newest: t`Newest period first`,
    oldest: t`Oldest period first`,
    paidMost: t`Most paid first`,
    paidLeast: t`Least paid first`,
  };

  return (
    <>
      <div className="record-filters">
        <DateRange
          value={range}
          presets={incomePresets}
          onChange={(next: RecordRange) => {
            setRange(next);
            setPage(1);
          }}
        />
        <RecordFilter
          label={t`Contract`}
          value={kind}
          options={contractKinds.map((value) => ({ value, label: kindLabel(value) }))}
          onChange={(next) => {
            setKind(next as ContractKind | '');
            setPage(1);
          }}
        />
        <RecordFilter
          label={t`Order`}
          value={order}
          all={false}
          options={(Object.keys(orderLabels) as Order[]).map((value) => ({
            value,
            label: orderLabels[value],
          }))}
          onChange={(next) => {
            setOrder(next as Order);
            setPage(1);
          }}
        />
      </div>
      <RecordResult
        state={income}
        loadingLabel={t`Loading your income`}
        isEmpty={(data) => data.list.length === 0}
        page={page}
        totalPages={(data) => data.totalPages}
        onPage={setPage}
      >
        {(data) => (
          <>
            <RecordTotals
              title={t`Totals for this period`}
              figures={[
                { key: 'paid', label: t`Paid in all`, value: money(data.totalPayoutMinor) },
              ]}
            />
            <RecordTable
              caption={t`My income`}
              columns={columns}
              rows={data.list}
              rowKey={(row) => `${row.contractId}:${row.periodKey}`}
            />
          </>
        )}
      </RecordResult>
    </>
  );
}
