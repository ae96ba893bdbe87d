import { useLingui } from '@lingui/react/macro';
import { SetRealNameForm } from '../ui/real-name-form.tsx';

/**
 * The real name: once set it is shown and cannot be changed here (payout accounts are held in
 * it); until then, the form that sets it, with what that means.
 */
export function RealNamePart({
  realName,
  onDone,
}: {
  realName: string | null;
  onDone: (notice: string | null) => void;
}) {
  const { t } = useLingui();
  if (realName !== null)
    return (
      <>
        <p className="profile-value" data-testid="profile-real-name">
          {realName}
        </p>
        <p className="profile-hint">
          {t`Your payout accounts are held in this name, so it cannot be changed here. To correct it, contact customer service.`}
        </p>
      </>
    );
  return (
    <>
      <p className="profile-hint">
        {t`Enter your name as it appears on your e-wallet and bank accounts: payout accounts must be held in it. It can be set only once.`}
      </p>
      <SetRealNameForm onDone={onDone} />
    </>
  );
}
