import { useLingui } from '@lingui/react/macro';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { memberInfoResource } from '../../engine/state/member.ts';
import { useResource } from '../../engine/state/query.ts';
import { securityOverviewResource } from '../../engine/state/security.ts';
import { roleAtom, tokenAtom } from '../../engine/state/session.ts';
import { RowError } from '../ui/carousel-arrows.tsx';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import { TrialGate, VisitorGate } from '../ui/member-gates.tsx';
import { EmailBinding, MobileBinding } from './contact-binding.tsx';
import { NicknameForm } from './nickname-form.tsx';
import { RealNamePart } from './real-name-part.tsx';
import '../ui/forms.css';
import './member-profile.css';

/** The profile page: members only; visitors log in, trial accounts register first. */
export function MemberProfile() {
  const { t } = useLingui();
  const role = useAtomValue(roleAtom);
  let body;
  if (role === 'visitor') body = <VisitorGate message={t`Log in to see your profile.`} />;
  else if (role === 'trial') body = <TrialGate />;
  else body = <ProfileDesk />;
  return <div className="member-profile">{body}</div>;
}

/** The parts of the profile, each with a notice of what its last change did. */
type Part = 'nickname' | 'realName' | 'mobile' | 'email';

/**
 * The profile once loaded (the overview of "My account"), one part per thing the member can
 * change. After a change the overview and the member info (the header's nickname) are read
 * again, and the part's live region says what happened.
 */
function ProfileDesk() {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const language = useAtomValue(languageAtom);
  const overview = useResource(
    securityOverviewResource,
    { token, language },
    { enabled: Boolean(token) },
  );
  // The header reads the member info; this page only asks for it again.
  const { refresh: refreshMember } = useResource(memberInfoResource, token, { enabled: false });
  const [notices, setNotices] = useState<Partial<Record<Part, string>>>({});
  const { refresh: refreshOverview } = overview;

  const changed = useCallback(
    (part: Part, notice: string | null) => {
      setNotices(notice ? { [part]: notice } : {});
      refreshOverview();
      refreshMember();
    },
    [refreshOverview, refreshMember],
  );

  if (overview.status === 'loading')
    return <LoadingBlocks label={t`Loading your profile`} heights={[96, 96, 72, 72]} />;
  if (overview.status === 'error')
    return <RowError message={t`Your profile could not be loaded.`} onRetry={refreshOverview} />;

  const { nickname, realName, mobile, email } = overview.data;
  return (
    <div className="profile-desk">
      <ProfilePart title={t`Nickname`} notice={notices.nickname}>
        <NicknameForm
          key={nickname}
          current={nickname}
          onSaved={(notice) => changed('nickname', notice)}
        />
      </ProfilePart>
      <ProfilePart title={t`Real name`} notice={notices.realName}>
        <RealNamePart realName={realName} onDone={(notice) => changed('realName', notice)} />
      </ProfilePart>
      <ProfilePart title={t`Mobile number`} notice={notices.mobile}>
        <MobileBinding current={mobile} onBound={(notice) => changed('mobile', notice)} />
      </ProfilePart>
      <ProfilePart title={t`E-mail address`} notice={notices.email}>
        <EmailBinding current={email} onBound={(notice) => changed('email', notice)} />
      </ProfilePart>
    </div>
  );
}

/** A titled part of the profile, a region named by its heading, with its own live region. */
function ProfilePart({
  title,
  notice,
  children,
}: {
  title: string;
  notice: string | undefined;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="profile-part" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {children}
      <p className="form-notice" role="status">
        {notice ?? ''}
      </p>
    </section>
  );
}
