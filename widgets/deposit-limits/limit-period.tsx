import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { DepositLimit, DepositLimitPeriod } from '../../schemas/api/cashier.ts';
import { setDepositLimit } from '../../engine/api/cashier-limits.ts';
import { isApiError } from '../../engine/api/errors.ts';
import { depositLimitProblem } from '../../engine/core/cashier.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { formErrorOf, useFieldErrors } from '../ui/form-field-errors.ts';
import { FormError, FormField } from '../ui/form-field.tsx';
import { useAmountInput, useAmountText } from '../ui/use-amount-input.ts';
import { useDateTime } from '../ui/use-date-time.ts';
import { useMoney } from '../ui/use-money.ts';

type LimitProblem = NonNullable<ReturnType<typeof depositLimitProblem>>;

/** Limit problems shown while typing: more typing does not fix them. */
const shownAtOnce: readonly LimitProblem[] = ['invalid', 'tooLarge'];

/** What a button of the period is doing. */
type Action = 'save' | 'remove' | 'keep';

/** How each period is named: its window, as the platform counts it. */
function usePeriodName(): (period: DepositLimitPeriod) => string {
  const { t } = useLingui();
  return (period) => {
    switch (period) {
      case 'day':
        return t`24 hours`;
      case 'week':
        return t`7 days`;
      case 'month':
        return t`30 days`;
    }
  };
}

/**
 * One period's limit: the limit in force (or none), what was deposited within the period and
 * what is left, a raise or removal waiting with when it applies; and a form to set or change
 * it, remove it, or, while a change waits, keep the current one. `onSaved` gets the platform's
 * list after a change and a sentence saying whether it applies now or when.
 */
export function LimitPeriod({
  limit,
  onSaved,
}: {
  limit: DepositLimit;
  onSaved: (limits: DepositLimit[], notice: string) => void;
}) {
  const { t } = useLingui();
  const brand = useBrand();
  const money = useMoney();
  const when = useDateTime();
  const amountText = useAmountText();
  const name = usePeriodName()(limit.period);
  const titleId = useId();
  const { errors, setErrors, showError, clearFixed } = useFieldErrors<'limitMinor'>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);
  const current = limit.limitMinor;
  const { pending } = limit;
  const amountInput = useAmountInput({
    decimals: brand.currency.decimals ?? 2,
    problemOf: depositLimitProblem,
    atOnce: shownAtOnce,
    report: (problem, text) =>
      problem
        ? showError('limitMinor', amountText(problem, text))
        : clearFixed((field) => field === 'limitMinor'),
  });

  /** What a change to `wanted` did, read from the platform's answer for this period. */
  const savedNotice = (after: DepositLimit | undefined, wanted: number | null): string => {
    const waiting = after?.pending;
    const inForce = after?.limitMinor ?? null;
    if (waiting && waiting.limitMinor === wanted) {
      const date = when(waiting.effectiveAt);
      const kept = inForce === null ? '' : money(inForce);
      if (wanted === null)
        return t`Your limit for ${name} will be removed on ${date}. Until then ${kept} applies.`;
      const raised = money(wanted);
      return t`Your limit for ${name} rises to ${raised} on ${date}. Until then ${kept} applies.`;
    }
    if (inForce === null) return t`You have no limit for ${name}.`;
    const amount = money(inForce);
    return t`Your limit for ${name} is now ${amount}. It applies at once.`;
  };

  const save = async (wanted: number | null, action: Action) => {
    setFormError(null);
    setBusy(action);
    try {
      const list = await setDepositLimit({ period: limit.period, limitMinor: wanted });
      amountInput.setText('');
      setErrors({});
      onSaved(
        list,
        savedNotice(
          list.find((entry) => entry.period === limit.period),
          wanted,
        ),
      );
    } catch (error) {
      // The platform's field code for the limit, in the words the form uses for it.
      const code = isApiError(error) ? error.fields.limitMinor : undefined;
      const onFields = code ? { limitMinor: amountText(limitProblemOf(code), '') } : {};
      setErrors(onFields);
      setFormError(formErrorOf(error, onFields));
    } finally {
      setBusy(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const problem = depositLimitProblem(amountInput.amount);
    if (problem) {
      setErrors({ limitMinor: amountText(problem, amountInput.text) });
      return;
    }
    setErrors({});
    void save(amountInput.amount, 'save');
  };

  const symbol = brand.currency.symbol;
  const left = current === null ? null : Math.max(0, current - limit.usedMinor);
  const removing = pending !== null && pending.limitMinor === null;
  return (
    <form
      className="limit-period"
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
      data-period={limit.period}
    >
      <h3 id={titleId}>{name}</h3>
      <dl className="limit-figures">
        <div>
          <dt>{t`Limit`}</dt>
          <dd data-testid={`limit-${limit.period}`}>
            {current === null ? t`No limit` : money(current)}
          </dd>
        </div>
        <div>
          <dt>{t`Deposited`}</dt>
          <dd data-testid={`used-${limit.period}`}>{money(limit.usedMinor)}</dd>
        </div>
        {left !== null ? (
          <div>
            <dt>{t`Left`}</dt>
            <dd data-testid={`left-${limit.period}`}>{money(left)}</dd>
          </div>
        ) : null}
      </dl>
      {pending ? (
        <p className="limit-pending" data-testid={`pending-${limit.period}`}>
          <PendingText pending={pending} />
        </p>
      ) : null}
      <FormField
        name="limitMinor"
        label={t`New limit for ${name} (${symbol})`}
        required
        value={amountInput.text}
        onChange={amountInput.type}
        onBlur={amountInput.leave}
        error={errors.limitMinor}
        inputMode="decimal"
        autoComplete="off"
      />
      <FormError text={formError} />
      <div className="limit-actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={busy !== null}
          aria-busy={busy === 'save'}
        >
          {busy === 'save' ? t`Saving…` : current === null ? t`Set limit` : t`Change limit`}
        </button>
        {current !== null && !removing ? (
          <button
            type="button"
            className="btn"
            disabled={busy !== null}
            aria-busy={busy === 'remove'}
            onClick={() => void save(null, 'remove')}
          >
            {busy === 'remove' ? t`Removing…` : t`Remove limit`}
          </button>
        ) : null}
        {pending && current !== null ? (
          <button
            type="button"
            className="btn"
            disabled={busy !== null}
            aria-busy={busy === 'keep'}
            onClick={() => void save(current, 'keep')}
          >
            {t`Keep the current limit`}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** A waiting raise or removal, with when it applies. */
function PendingText({ pending }: { pending: NonNullable<DepositLimit['pending']> }) {
  const { t } = useLingui();
  const money = useMoney();
  const date = useDateTime()(pending.effectiveAt);
  if (pending.limitMinor === null) return t`Removal requested: no limit from ${date}.`;
  const amount = money(pending.limitMinor);
  return t`Raise requested: ${amount} from ${date}.`;
}

/** A field code of the platform for the limit, as the amount texts know them. */
function limitProblemOf(code: string): LimitProblem {
  return code === 'tooSmall' || code === 'tooLarge' || code === 'required' ? code : 'invalid';
}
