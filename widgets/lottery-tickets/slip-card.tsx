import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { LotterySlip } from '../../schemas/api/lottery.ts';
import { cancelLotterySlip } from '../../engine/api/lottery.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { vendorLanesResource } from '../../engine/state/games.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { useDateTime } from '../ui/use-date-time.ts';
import { useMoney } from '../ui/use-money.ts';
import { TicketItem, useGameOf } from './ticket-item.tsx';

/** What a cancel shows: nothing yet, the question, the call on its way, its outcome. */
type CancelStep =
  | { step: 'idle' }
  | { step: 'confirming' }
  | { step: 'busy' }
  | { step: 'done' }
  | { step: 'failed'; message: string };

/** The name the catalog gives a vendor (its code when the catalog does not know it). */
function useVendorName(code: string): string {
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const lanes = useResource(vendorLanesResource, { merchant: brand.merchantCode, language });
  const known = lanes.data?.lanes
    .flatMap((lane) => lane.vendors)
    .find((vendor) => vendor.vassalage === code);
  return known?.displayName || code;
}

/** Props of one slip. */
export interface SlipCardProps {
  slip: LotterySlip;
  /** The platform cancelled the slip: its answer, every ticket cancelled. */
  onCancelled: (slip: LotterySlip) => void;
  /** The platform refused the cancel (the first draw locked): the list is read again. */
  onRefused: () => void;
}

/**
 * One slip: when it was bought, its vendor and games, its cost, its tickets, and while the
 * platform allows it a cancel that asks first.
 */
export function SlipCard({ slip, onCancelled, onRefused }: SlipCardProps) {
  const { t } = useLingui();
  const money = useMoney();
  const when = useDateTime();
  const gameOf = useGameOf();
  const vendor = useVendorName(slip.vendor);
  const [cancel, setCancel] = useState<CancelStep>({ step: 'idle' });
  const games = [...new Set(slip.tickets.map((ticket) => gameOf(ticket.gameId).name))].join(', ');
  const cost = money(slip.costMinor);
  const bought = when(slip.createdAt);
  const cancelled = slip.tickets.length > 0 && slip.tickets.every((x) => x.status === 'cancelled');

  const confirmCancel = async () => {
    setCancel({ step: 'busy' });
    try {
      onCancelled(await cancelLotterySlip(slip.slipId));
      setCancel({ step: 'done' });
    } catch (error) {
      setCancel({ step: 'failed', message: errorText(error) });
      if (isApiError(error, 'LOTTERY_NOT_CANCELLABLE')) onRefused();
    }
  };

  return (
    <article className="lottery-slip" aria-label={t`Slip of ${games}, bought ${bought}`}>
      <header className="lottery-slip__head">
        <p className="lottery-slip__games">
          <strong>{games}</strong> <span className="lottery-slip__vendor">{vendor}</span>
        </p>
        <dl className="lottery-slip__figures">
          <div>
            <dt>{t`Bought`}</dt>
            <dd>
              <time dateTime={slip.createdAt}>{bought}</time>
            </dd>
          </div>
          <div>
            <dt>{t`Total cost`}</dt>
            <dd>{cost}</dd>
          </div>
        </dl>
        {cancelled ? (
          <p className="lottery-state lottery-state--cancelled">{t`Cancelled`}</p>
        ) : null}
      </header>
      <ul className="lottery-slip__tickets" aria-label={t`Tickets`}>
        {slip.tickets.map((ticket) => (
          <TicketItem key={ticket.ticketId} ticket={ticket} />
        ))}
      </ul>
      {slip.cancellable && cancel.step === 'confirming' ? (
        <div className="lottery-slip__confirm" role="group" aria-label={t`Cancel this slip?`}>
          <p>{t`Cancel this slip and get ${cost} back?`}</p>
          <button type="button" className="btn btn-small btn-primary" onClick={confirmCancel}>
            {t`Yes, cancel the slip`}
          </button>
          <button
            type="button"
            className="btn btn-small"
            onClick={() => setCancel({ step: 'idle' })}
          >
            {t`Keep it`}
          </button>
        </div>
      ) : slip.cancellable ? (
        <button
          type="button"
          className="btn btn-small lottery-slip__cancel"
          disabled={cancel.step === 'busy'}
          aria-busy={cancel.step === 'busy'}
          onClick={() => setCancel({ step: 'confirming' })}
        >
          {t`Cancel slip`}
        </button>
      ) : null}
      {cancel.step === 'done' ? (
        <p role="status" className="lottery-slip__outcome">
          {t`Slip cancelled: ${cost} returned to your balance.`}
        </p>
      ) : cancel.step === 'failed' ? (
        <p role="alert" className="lottery-slip__outcome lottery-slip__outcome--failed">
          {cancel.message}
        </p>
      ) : null}
    </article>
  );
}
