import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { languageAtom } from '../../engine/i18n/language.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { securityOverviewResource } from '../../engine/state/security.ts';
import { roleAtom, tokenAtom } from '../../engine/state/session.ts';
import { RowError } from '../ui/carousel-arrows.tsx';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import { TrialGate, VisitorGate } from '../ui/member-gates.tsx';
import { LatestLogins } from './latest-logins.tsx';
import { ProfileList, ProtectionList } from './security-lists.tsx';
import type { AccountSecuritySettings } from './schema.ts';
import '../ui/forms.css';
import '../ui/records.css';
import './account-security.css';

/**
 * "My account", one section of the security center: members only; visitors log in, trial
 * accounts register first.
 */
export function AccountSecurity({ settings }: WidgetProps<AccountSecuritySettings>) {
  const { t } = useLingui();
  const role = useAtomValue(roleAtom);
  const titleId = useId();
  let body;
  if (role === 'visitor') body = <VisitorGate message={t`Log in to see your account.`} />;
  else if (role === 'trial') body = <TrialGate />;
  else body = <SecurityDesk loginsShown={settings.loginsShown} />;
  return (
    <section className="account-security" aria-labelledby={titleId}>
      <h2 id={titleId}>{t`Account and security`}</h2>
      {body}
    </section>
  );
}

/** The overview once loaded: profile, protections, then the latest `loginsShown` logins. */
function SecurityDesk({ loginsShown }: { loginsShown: number }) {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const language = useAtomValue(languageAtom);
  const overview = useResource(
    securityOverviewResource,
    { token, language },
    { enabled: Boolean(token) },
  );

  if (overview.status === 'loading')
    return <LoadingBlocks label={t`Loading your account`} heights={[160, 120, 200]} />;
  if (overview.status === 'error')
    return <RowError message={t`Your account could not be loaded.`} onRetry={overview.refresh} />;

  return (
    <div className="security-desk">
      <SecurityPart title={t`Profile`}>
        <ProfileList overview={overview.data} />
      </SecurityPart>
      <SecurityPart title={t`Protection`}>
        <ProtectionList overview={overview.data} />
      </SecurityPart>
      <SecurityPart title={t`Latest logins`}>
        <LatestLogins logins={overview.data.lastLogins.slice(0, loginsShown)} />
      </SecurityPart>
    </div>
  );
}

/** A titled part of the overview, a region named by its heading. */
function SecurityPart({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className="security-part" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      {children}
    </section>
  );
}
