import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { withdrawPagePath } from '../../engine/core/cashier.ts';
import { memberCenterPath } from '../../engine/core/member-center.ts';
import { sendsSmsCodes } from '../../engine/core/registration.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useModalAvailable } from '../../engine/render/modal-host.tsx';
import { useProtectedAction } from '../../engine/render/use-protected-action.ts';
import { useSetAtom } from '../../engine/state/jotai.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import type { SecurityOverview } from '../../schemas/api/account-security.ts';
import { useDateTime } from '../ui/use-date-time.ts';

/**
 * One labelled line of a list: its value, then what the member can do about it. The action
 * gets the label's id, so a short "Change it" is described by what it changes.
 */
function Item({
  label,
  testId,
  value,
  action,
}: {
  label: string;
  testId: string;
  value: ReactNode;
  action?: (labelId: string) => ReactNode;
}) {
  const labelId = useId();
  return (
    <div>
      <dt id={labelId}>{label}</dt>
      <dd>
        <span data-testid={testId}>{value}</span>
        {action ? <span className="security-action">{action(labelId)}</span> : null}
      </dd>
    </div>
  );
}

/**
 * A link to the withdrawal page, where the real name, the withdrawal password and the payout
 * accounts are set; nothing when the brand has no such page.
 */
function WithdrawLink({ describedBy, children }: { describedBy: string; children: ReactNode }) {
  const brand = useBrand();
  if (!Object.hasOwn(brand.routes, withdrawPagePath)) return null;
  return (
    <Link to={withdrawPagePath} aria-describedby={describedBy}>
      {children}
    </Link>
  );
}

const profilePagePath = memberCenterPath('profile');

/** A link to the profile page, where the names and contacts change; none without that page. */
function ProfileLink({ describedBy, children }: { describedBy: string; children: ReactNode }) {
  const brand = useBrand();
  if (!Object.hasOwn(brand.routes, profilePagePath)) return null;
  return (
    <Link to={profilePagePath} aria-describedby={describedBy}>
      {children}
    </Link>
  );
}

/**
 * Who the member is: the contact details come masked from the platform and are shown as is.
 * Each line links to where it changes: the profile page (a number only on brands that send SMS
 * codes); the real name, without that page, to the withdrawal page.
 */
export function ProfileList({ overview }: { overview: SecurityOverview }) {
  const { t } = useLingui();
  const when = useDateTime();
  const brand = useBrand();
  const hasProfile = Object.hasOwn(brand.routes, profilePagePath);
  const bindOrChange = (bound: boolean) => (labelId: string) => (
    <ProfileLink describedBy={labelId}>{bound ? t`Change` : t`Bind`}</ProfileLink>
  );
  return (
    <dl className="summary-list">
      <Item label={t`Account`} testId="security-account" value={overview.account} />
      <Item
        label={t`Nickname`}
        testId="security-nickname"
        value={overview.nickname || t`Not set`}
        action={(labelId) => <ProfileLink describedBy={labelId}>{t`Change`}</ProfileLink>}
      />
      <Item
        label={t`Real name`}
        testId="security-real-name"
        value={overview.realName ?? t`Not set`}
        action={
          overview.realName === null
            ? (labelId) =>
                hasProfile ? (
                  <ProfileLink describedBy={labelId}>{t`Set it`}</ProfileLink>
                ) : (
                  <WithdrawLink
                    describedBy={labelId}
                  >{t`Set it on the withdrawal page`}</WithdrawLink>
                )
            : undefined
        }
      />
      <Item
        label={t`Mobile`}
        testId="security-mobile"
        value={overview.mobile ?? t`Not bound`}
        action={sendsSmsCodes(brand) ? bindOrChange(overview.mobile !== null) : undefined}
      />
      <Item
        label={t`E-mail`}
        testId="security-email"
        value={overview.email ?? t`Not bound`}
        action={bindOrChange(overview.email !== null)}
      />
      <Item
        label={t`Member since`}
        testId="security-since"
        value={when(overview.registeredAt, 'date')}
      />
    </dl>
  );
}

/** Which protections are set, each with where to change it. */
export function ProtectionList({ overview }: { overview: SecurityOverview }) {
  const { t } = useLingui();
  const protect = useProtectedAction();
  const openModal = useSetAtom(modalAtom);
  const canChangePassword = useModalAvailable('changePassword');
  const count = overview.payoutAccounts;
  return (
    <dl className="summary-list">
      <Item
        label={t`Login password`}
        testId="security-login-password"
        value={t`Set`}
        action={
          canChangePassword
            ? () => (
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => protect(() => openModal({ type: 'changePassword' }))}
                >
                  {t`Change password`}
                </button>
              )
            : undefined
        }
      />
      <Item
        label={t`Withdrawal password`}
        testId="security-payment-password"
        value={overview.paymentPasswordSet ? t`Set` : t`Not set`}
        action={(labelId) => (
          <WithdrawLink describedBy={labelId}>
            {overview.paymentPasswordSet ? t`Change it` : t`Set it`}
          </WithdrawLink>
        )}
      />
      <Item
        label={t`Payout accounts`}
        testId="security-payout-accounts"
        value={t`${count} bound`}
        action={(labelId) => <WithdrawLink describedBy={labelId}>{t`Manage`}</WithdrawLink>}
      />
    </dl>
  );
}
