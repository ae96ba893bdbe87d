import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { ApiError } from '../../engine/api/errors.ts';
import { depositPagePath } from '../../engine/core/cashier.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useMoney } from '../ui/use-money.ts';
import type { BuyState, SlipOrder } from './use-buy-slip.ts';

/** Failures a second try of the same slip may fix: the answer never arrived. */
const retriable = new Set(['NETWORK', 'TIMEOUT', 'INVALID_RESPONSE', 'UNKNOWN']);

/** The words for a failed purchase: the platform's reason for a refused bet, else the code's text. */
function failureText(error: ApiError): string {
  if (error.code === 'BAD_REQUEST' || error.code === 'VALIDATION_FAILED') return error.message;
  return errorText(error);
}

/**
 * What the purchase says under the Buy button: the confirmation ("Buy 3 tickets for ₱54.00?"),
 * the bought slip, or why it failed, with a retry of the same slip when the answer was lost
 * and a link to the deposit page when the balance is short.
 */
export function BuyPanel({
  state,
  onBuy,
  onCancel,
}: {
  state: BuyState;
  onBuy: (order: SlipOrder) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const brand = useBrand();
  const questionId = useId();
  if (state.kind === 'confirming') {
    const cost = money(state.costMinor);
    const count = state.tickets;
    return (
      <div className="lottery-betting__confirm" role="alertdialog" aria-labelledby={questionId}>
        <p id={questionId}>
          {plural(count, {
            one: `Buy # ticket for ${cost}?`,
            other: `Buy # tickets for ${cost}?`,
          })}
        </p>
        <div className="lottery-betting__actions">
          <button
            type="button"
            className="btn btn-primary"
            autoFocus
            onClick={() => onBuy(state.order)}
          >
            {t`Confirm`}
          </button>
          <button type="button" className="btn" onClick={onCancel}>
            {t`Back`}
          </button>
        </div>
      </div>
    );
  }
  if (state.kind === 'bought') {
    const { slip } = state;
    const cost = money(slip.costMinor);
    const count = slip.tickets.length;
    return (
      <p className="lottery-betting__bought" role="status">
        {t`Slip bought`}:{' '}
        {plural(count, { one: `# ticket for ${cost}.`, other: `# tickets for ${cost}.` })}
      </p>
    );
  }
  if (state.kind === 'failed') {
    const { error, order } = state;
    return (
      <div className="lottery-betting__failed" role="alert">
        <p>{failureText(error)}</p>
        {error.code === 'INSUFFICIENT_FUNDS' && Object.hasOwn(brand.routes, depositPagePath) ? (
          <Link to={depositPagePath} className="btn btn-primary">
            {t`Deposit`}
          </Link>
        ) : null}
        {retriable.has(error.code) ? (
          <button type="button" className="btn btn-primary" onClick={() => onBuy(order)}>
            {t`Try again`}
          </button>
        ) : null}
      </div>
    );
  }
  return null;
}
