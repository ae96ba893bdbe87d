import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { SetRealNameForm } from '../ui/real-name-form.tsx';

/**
 * The member's real name, asked once before the first payout account: every account must be
 * held in it, and only customer service changes it later. `onDone` is told once it is stored
 * (or was stored already, from another page).
 */
export function RealNameForm({ onDone }: { onDone: (notice: string | null) => void }) {
  const { t } = useLingui();
  const titleId = useId();
  return (
    <section className="withdraw-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{t`Your real name`}</h2>
      <p className="withdraw-hint">
        {t`Payout accounts must be held in your real name. It can be set only once; to change it later, contact customer service.`}
      </p>
      <SetRealNameForm onDone={onDone} />
    </section>
  );
}
