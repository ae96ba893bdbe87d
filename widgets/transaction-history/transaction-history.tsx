import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  transactionTypes,
  type Transaction,
  type TransactionType,
} from '../../schemas/api/records.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { transactionsResource } from '../../engine/state/records.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { DateRange, useRecordRange, type RecordRange } from '../ui/date-range.tsx';
import { GatedPage } from '../ui/member-gates.tsx';
import {
  RecordFilter,
  RecordResult,
  RecordsPage,
  RecordTable,
  SignedMoney,
  type RecordColumn,
} from '../ui/records.tsx';
import { useDateTime } from '../ui/use-date-time.ts';
import { useMoney } from '../ui/use-money.ts';
import type { TransactionHistorySettings } from './schema.ts';

/**
 * The account record page: members only; visitors log in, trial accounts register first. In
 * the agent center (`audience` "agent") it is the agent's account details, for agents only.
 */
export function TransactionHistory({ settings }: WidgetProps<TransactionHistorySettings>) {
  const { t } = useLingui();
  const movements = <Movements pageSize={settings.pageSize} period={settings.defaultPeriod} />;
  if (settings.audience === 'agent')
    return (
      <GatedPage
        className="records"
        title={t`Account details`}
        visitorMessage={t`Log in as an agent to see your account details.`}
        agentsOnly
      >
        {movements}
      </GatedPage>
    );
  return (
    <RecordsPage title={t`Account record`} visitorMessage={t`Log in to see your account record.`}>
      {movements}
    </RecordsPage>
  );
}

/** The period and type filters and the movements they select, a page at a time. */
function Movements({
  pageSize,
  period,
}: {
  pageSize: number;
  period: TransactionHistorySettings['defaultPeriod'];
}) {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const [range, setRange] = useRecordRange(period);
  const [type, setType] = useState<TransactionType | ''>('');
  const [page, setPage] = useState(1);
  const typeLabel = useTypeLabel();
  const statusLabel = useStatusLabel();
  const when = useDateTime();
  const money = useMoney();
  const movements = useResource(
    transactionsResource,
    { token, from: range.from, to: range.to, type: type || undefined, page, pageSize },
    { enabled: Boolean(token) },
  );

  const columns: RecordColumn<Transaction>[] = [
    { key: 'time', label: t`Time`, cell: (row) => when(row.createdAt) },
    { key: 'type', label: t`Type`, cell: (row) => typeLabel(row.type) },
    {
      key: 'amount',
      label: t`Amount`,
      numeric: true,
      cell: (row) => <SignedMoney minor={row.amountMinor} />,
    },
    {
      key: 'balance',
      label: t`Balance after`,
      numeric: true,
      cell: (row) => (row.balanceAfterMinor === null ? '—' : money(row.balanceAfterMinor)),
    },
    { key: 'reference', label: t`Reference`, cell: (row) => row.reference ?? '—' },
    {
      key: 'status',
      label: t`Status`,
      cell: (row) => <span data-status={row.status}>{statusLabel(row.status)}</span>,
    },
  ];

  return (
    <>
      <div className="record-filters">
        <DateRange
          value={range}
          onChange={(next: RecordRange) => {
            setRange(next);
            setPage(1);
          }}
        />
        <RecordFilter
          label={t`Type`}
          value={type}
          options={transactionTypes.map((value) => ({ value, label: typeLabel(value) }))}
          onChange={(next) => {
            setType(next as TransactionType | '');
            setPage(1);
          }}
        />
      </div>
      <RecordResult
        state={movements}
        loadingLabel={t`Loading your account record`}
        isEmpty={(data) => data.list.length === 0}
        page={page}
        totalPages={(data) => data.totalPages}
        onPage={setPage}
      >
        {(data) => (
          <RecordTable
            caption={t`Account record`}
            columns={columns}
            rows={data.list}
            rowKey={(row) => row.id}
          />
        )}
      </RecordResult>
    </>
  );
}

/** The name of each movement type, as the member reads it. */
function useTypeLabel(): (type: TransactionType) => string {
  const { t } = useLingui();
  const labels: Record<TransactionType, string> = {
    deposit: t({ message: 'Deposit', context: 'transaction type' }),
    withdrawal: t`Withdrawal`,
    bet: t`Bet`,
    win: t`Win`,
    refund: t`Refund`,
    bonus: t`Bonus`,
    adjustment: t`Adjustment`,
    transfer: t`Transfer`,
    walletTransfer: t`Wallet transfer`,
    agentIncome: t`Agent income`,
  };
  return (type) => labels[type];
}

/** The name of each movement status. */
function useStatusLabel(): (status: Transaction['status']) => string {
  const { t } = useLingui();
  const labels: Record<Transaction['status'], string> = {
    pending: t`Pending`,
    completed: t`Completed`,
    cancelled: t`Cancelled`,
    expired: t`Expired`,
  };
  return (status) => labels[status];
}
