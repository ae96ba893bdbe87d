import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { depositLimitPeriods, type DepositLimit } from '../../schemas/api/cashier.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { depositLimitsResource } from '../../engine/state/limits.ts';
import { useResource } from '../../engine/state/query.ts';
import { roleAtom, tokenAtom } from '../../engine/state/session.ts';
import { RowError } from '../ui/carousel-arrows.tsx';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import { TrialGate, VisitorGate } from '../ui/member-gates.tsx';
import { LimitPeriod } from './limit-period.tsx';
import '../ui/forms.css';
import './deposit-limits.css';

/**
 * Deposit limits, one section of the security center: members only; visitors log in, trial
 * accounts register first.
 */
export function DepositLimits() {
  const { t } = useLingui();
  const role = useAtomValue(roleAtom);
  const titleId = useId();
  let body;
  if (role === 'visitor') body = <VisitorGate message={t`Log in to set your deposit limits.`} />;
  else if (role === 'trial') body = <TrialGate />;
  else body = <LimitsDesk />;
  return (
    <section className="deposit-limits" aria-labelledby={titleId}>
      <h2 id={titleId}>{t`Deposit limits`}</h2>
      {body}
    </section>
  );
}

/**
 * Every period, in order, as the platform answers it (a period it leaves out has no limit).
 * A change answers the whole list, which replaces the one shown; one live region says what
 * the change did and when.
 */
function LimitsDesk() {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const limits = useResource(depositLimitsResource, token, { enabled: Boolean(token) });
  const [notice, setNotice] = useState('');

  if (limits.status === 'loading')
    return <LoadingBlocks label={t`Loading your deposit limits`} heights={[120, 120, 120]} />;
  if (limits.status === 'error')
    return (
      <RowError message={t`Your deposit limits could not be loaded.`} onRetry={limits.refresh} />
    );

  const byPeriod = depositLimitPeriods.map(
    (period): DepositLimit =>
      limits.data.find((limit) => limit.period === period) ?? {
        period,
        limitMinor: null,
        usedMinor: 0,
        pending: null,
      },
  );
  return (
    <div className="limits-desk">
      <p className="limits-hint">
        {t`Cap what you can deposit in any 24 hours, 7 days or 30 days. A lower limit applies at once; a higher one, or removing one, only after 24 hours.`}
      </p>
      <p className="form-notice" role="status" data-testid="limits-notice">
        {notice}
      </p>
      {byPeriod.map((limit) => (
        <LimitPeriod
          key={limit.period}
          limit={limit}
          onSaved={(list, message) => {
            limits.set(list);
            setNotice(message);
          }}
        />
      ))}
    </div>
  );
}
