import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useId, useState } from 'react';
import type { LotterySlip } from '../../schemas/api/lottery.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { lotterySlipsResource, useRefreshLotterySlips } from '../../engine/state/lottery.ts';
import { balanceResource } from '../../engine/state/member.ts';
import { useResource } from '../../engine/state/query.ts';
import { roleAtom, tokenAtom } from '../../engine/state/session.ts';
import { RowError } from '../ui/carousel-arrows.tsx';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import { TrialGate, VisitorGate } from '../ui/member-gates.tsx';
import { Pager } from '../ui/pager.tsx';
import type { LotteryTicketsSettings } from './schema.ts';
import { SlipCard } from './slip-card.tsx';
import {
  hasPending,
  pageCount,
  pendingRefreshMs,
  slipsPerPage,
  statusOf,
  ticketFilters,
  type TicketFilter,
} from './tickets-model.ts';
import './lottery-tickets.css';

const filterLabels: Readonly<Record<TicketFilter, MessageDescriptor>> = {
  all: msg`All`,
  pending: msg`Pending`,
  won: msg`Won`,
  lost: msg`Lost`,
  void: msg`Void`,
};

/**
 * My lottery tickets: members only (a visitor is asked to log in, a trial account to register
 * first); a member sees the slips, filtered and paged.
 */
export function LotteryTickets(_props: WidgetProps<LotteryTicketsSettings>) {
  const { t } = useLingui();
  const role = useAtomValue(roleAtom);
  const titleId = useId();
  let body;
  if (role === 'visitor') body = <VisitorGate message={t`Log in to see your tickets.`} />;
  else if (role === 'trial') body = <TrialGate />;
  else body = <Slips />;
  return (
    <section className="lottery-tickets" aria-labelledby={titleId}>
      <h2 id={titleId} className="lottery-tickets__title">{t`My tickets`}</h2>
      {body}
    </section>
  );
}

/**
 * The filter tabs and the slips of the chosen filter, a page at a time. The list reads itself
 * again every 30 s while a ticket shown is pending, and whenever the bet slip buys.
 */
function Slips() {
  const { t, i18n } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const [filter, setFilter] = useState<TicketFilter>('all');
  const [page, setPage] = useState(1);
  const panelId = useId();
  const slips = useResource(
    lotterySlipsResource,
    { token, status: statusOf(filter), page, pageSize: slipsPerPage },
    {
      enabled: Boolean(token),
      refetchInterval: (data) => (data && hasPending(data.list) ? pendingRefreshMs : false),
    },
  );
  // The header reads the balance; a cancel only asks for it again.
  const { refresh: refreshBalance } = useResource(balanceResource, token, { enabled: false });
  const refreshSlips = useRefreshLotterySlips();

  const onCancelled = (cancelled: LotterySlip) => {
    if (slips.status === 'ready')
      slips.set({
        ...slips.data,
        list: slips.data.list.map((slip) => (slip.slipId === cancelled.slipId ? cancelled : slip)),
      });
    refreshBalance();
    // Other filters and pages list the slip too.
    refreshSlips();
  };

  let body;
  if (slips.status === 'loading') {
    body = <LoadingBlocks label={t`Loading your tickets`} heights={[120, 120, 120]} />;
  } else if (slips.status === 'error') {
    body = <RowError message={t`Your tickets could not be loaded.`} onRetry={slips.refresh} />;
  } else if (slips.data.list.length === 0) {
    body = (
      <p className="lottery-tickets__empty">
        {filter === 'all' ? t`You have no lottery tickets yet.` : t`No tickets here.`}
      </p>
    );
  } else {
    const pages = pageCount(slips.data.total);
    body = (
      <>
        <ol className="lottery-tickets__slips">
          {slips.data.list.map((slip) => (
            <li key={slip.slipId}>
              <SlipCard slip={slip} onCancelled={onCancelled} onRefused={slips.refresh} />
            </li>
          ))}
        </ol>
        {pages > 1 ? <Pager current={page} total={pages} onPage={setPage} /> : null}
      </>
    );
  }

  return (
    <>
      <div className="lottery-tickets__tabs" role="tablist" aria-label={t`Ticket state`}>
        {ticketFilters.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={filter === tab}
            aria-controls={panelId}
            className="lottery-tickets__tab"
            onClick={() => {
              setFilter(tab);
              setPage(1);
            }}
          >
            {i18n._(filterLabels[tab])}
          </button>
        ))}
      </div>
      <div
        id={panelId}
        role="tabpanel"
        className="lottery-tickets__panel"
        aria-label={i18n._(filterLabels[filter])}
      >
        {body}
      </div>
    </>
  );
}
