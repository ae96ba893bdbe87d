import { useLingui } from '@lingui/react/macro';
import type { LoginKind, MemberLogin } from '../../schemas/api/account-security.ts';
import { RecordTable, type RecordColumn } from '../ui/records.tsx';
import { useDateTime } from '../ui/use-date-time.ts';

/** How a session was opened, in the member's words. */
function useLoginKindName(): (kind: LoginKind) => string {
  const { t } = useLingui();
  const names: Record<LoginKind, string> = {
    username: t`Password`,
    sms: t`SMS code`,
    register: t`Registration`,
    password: t`Password change`,
    remember: t`Remembered device`,
  };
  return (kind) => names[kind];
}

/**
 * The latest logins, newest first, as a table (cards on a phone): when, on what device, from
 * which address and how; the session making the call is marked in words, not only colour.
 */
export function LatestLogins({ logins }: { logins: readonly MemberLogin[] }) {
  const { t } = useLingui();
  const when = useDateTime();
  const kindName = useLoginKindName();
  const columns: RecordColumn<MemberLogin>[] = [
    { key: 'at', label: t`Time`, cell: (login) => when(login.at) },
    {
      key: 'device',
      label: t`Device`,
      cell: (login) => (
        <span>
          {login.device ?? t`Unknown device`}
          {login.current ? (
            <>
              {' '}
              <strong className="login-current">{t`This device`}</strong>
            </>
          ) : null}
        </span>
      ),
    },
    { key: 'ip', label: t`IP address`, cell: (login) => login.ip ?? t`Unknown` },
    { key: 'kind', label: t`How`, cell: (login) => kindName(login.kind) },
  ];
  return (
    <>
      <p className="security-hint">
        {t`If you see a login you do not recognise, change your password.`}
      </p>
      {logins.length === 0 ? (
        <p className="record-empty">{t`No logins yet`}</p>
      ) : (
        <RecordTable
          caption={t`Latest logins`}
          columns={columns}
          rows={logins}
          rowKey={(login) => `${login.at}|${login.kind}|${login.ip ?? ''}`}
        />
      )}
    </>
  );
}
