import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import type { MemberInfo } from '../../schemas/api/account.ts';
import { logout } from '../../engine/api/session-logout.ts';
import { agentCenterHome, agentCenterPath } from '../../engine/core/agent-center.ts';
import { languageTable } from '../../engine/core/languages.ts';
import { memberCenterEntries, memberCenterPath } from '../../engine/core/member-center.ts';
import { formatMoney } from '../../engine/core/money.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useProtectedAction } from '../../engine/render/use-protected-action.ts';
import { useDialogs } from '../../engine/state/dialogs.ts';
import { useAtomValue, useSetAtom } from '../../engine/state/jotai.ts';
import { balanceResource } from '../../engine/state/member.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import { useResource } from '../../engine/state/query.ts';
import { accountAtom, roleAtom, signOutAtom, tokenAtom } from '../../engine/state/session.ts';
import { readStorage, sessionKeys, writeStorage } from '../../engine/state/storage.ts';
import { Icon } from '../ui/icons.tsx';
import { memberCenterLabels } from '../ui/member-center-labels.ts';
import { useMenuButton } from '../ui/use-menu-button.ts';

/** The balance (spec §2/§4): "updating" until fetched, then symbol and sum; hideable and refreshable. */
function BalanceView({ symbol }: { symbol: string }) {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const language = useAtomValue(languageAtom);
  const brand = useBrand();
  const balance = useResource(balanceResource, token, { enabled: Boolean(token) });
  const [hidden, setHidden] = useState(
    () => readStorage('session', sessionKeys.wallet) === 'hidden',
  );
  // The data shown when a refresh was asked for: until other data arrives, the balance is updating.
  const [refreshedFrom, setRefreshedFrom] = useState<object | null>(null);
  const refreshing =
    refreshedFrom !== null && balance.status === 'ready' && balance.data === refreshedFrom;
  const toggle = () => {
    writeStorage('session', sessionKeys.wallet, hidden ? null : 'hidden');
    setHidden(!hidden);
  };
  let text: string;
  if (hidden) text = '***';
  else if (balance.status === 'ready' && !refreshing) {
    text = formatMoney(
      balance.data.sumBalance,
      { symbol, decimals: brand.currency.decimals },
      languageTable[language].tag,
    );
  } else if (balance.status === 'error') text = t`Unavailable`;
  else text = t`Updating...`;
  return (
    <div className="member-balance">
      <span className="visually-hidden">{t`Balance`}: </span>
      <span data-testid="balance" aria-live="polite">
        {text}
      </span>
      <button
        type="button"
        className="icon-button"
        onClick={toggle}
        aria-label={hidden ? t`Show balance` : t`Hide balance`}
      >
        <Icon name={hidden ? 'eye' : 'eye-off'} />
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t`Refresh balance`}
        onClick={() => {
          setRefreshedFrom(balance.data ?? null);
          balance.refresh();
        }}
      >
        <Icon name="refresh" className={refreshing ? 'spin' : undefined} />
      </button>
    </div>
  );
}

/**
 * The account menu: the member center's pages (the brand's entries that this member may open),
 * the agent center for agents (spec §6), change password and log out (with confirmation,
 * spec §4).
 */
function AccountMenu({ info }: { info: MemberInfo | null }) {
  const { t, i18n } = useLingui();
  const name = info?.account;
  const brand = useBrand();
  const entries = memberCenterEntries(brand, { toUpline: info?.toUpline ?? false });
  const stored = useAtomValue(accountAtom);
  const account = stored ?? name;
  const role = useAtomValue(roleAtom);
  const agentHome = role === 'agent' ? agentCenterHome(brand) : null;
  const openModal = useSetAtom(modalAtom);
  const signOut = useSetAtom(signOutAtom);
  const navigate = useNavigate();
  const protect = useProtectedAction();
  const { show } = useDialogs();
  const { open, root, close, buttonProps, menuProps } = useMenuButton();
  const menuId = useId();

  const confirmLogout = async () => {
    close(false);
    const answer = await show({
      icon: 'info',
      title: t`Log out?`,
      text: t`Are you sure you want to log out?`,
      buttons: [
        { id: 'cancel', label: t`Cancel` },
        { id: 'logout', label: t`Log out`, primary: true },
      ],
    });
    if (answer !== 'logout') return;
    await logout().catch(() => undefined);
    signOut();
    await navigate({ to: '/' });
  };

  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        className="btn"
        {...buttonProps}
        aria-label={t`Account menu: ${account ?? ''}`}
        aria-controls={menuId}
      >
        <Icon name="user" />
        <span className="header-label" data-testid="account-name">
          {account}
        </span>
        <Icon name="chevron-down" />
      </button>
      {open ? (
        <ul id={menuId} {...menuProps} className="popup-list account-menu-list">
          {role === 'trial' ? (
            <li role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => (close(false), openModal({ type: 'register' }))}
              >
                <Icon name="user" /> {t`Register an account`}
              </button>
            </li>
          ) : null}
          {role === 'trial'
            ? null
            : entries.map((key) => {
                const { label, icon } = memberCenterLabels[key];
                return (
                  <li role="none" key={key}>
                    <button
                      type="button"
                      role="menuitem"
                      onClick={() => (close(false), void navigate({ to: memberCenterPath(key) }))}
                    >
                      <Icon name={icon} /> {i18n._(label)}
                    </button>
                  </li>
                );
              })}
          {agentHome === null ? null : (
            <li role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => (close(false), void navigate({ to: agentCenterPath(agentHome) }))}
              >
                <Icon name="users" /> {t`Agent center`}
              </button>
            </li>
          )}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={() => (close(false), protect(() => openModal({ type: 'changePassword' })))}
            >
              <Icon name="key" /> {t`Change password`}
            </button>
          </li>
          <li role="none">
            <button type="button" role="menuitem" onClick={() => void confirmLogout()}>
              <Icon name="logout" /> {t`Log out`}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

/** The logged-in bar: VIP and member labels, balance and the account menu. */
export function MemberBar({ info }: { info: MemberInfo | null }) {
  const { t } = useLingui();
  const brand = useBrand();
  const role = useAtomValue(roleAtom);
  const club = info?.clubLabel;
  return (
    <div className="member-bar">
      {role === 'trial' ? <span className="member-label member-trial">{t`Trial`}</span> : null}
      {club ? (
        <span
          className="vip-label"
          style={{ backgroundImage: `linear-gradient(135deg, ${club.color}, ${club.color2})` }}
          title={t`VIP level ${club.rankLevel}`}
        >
          {club.labelName}
        </span>
      ) : null}
      {info?.memberLabel.map((label) => (
        <span
          key={label.text}
          className="member-label"
          style={{ color: label.color, backgroundColor: label.backgroundColor }}
        >
          {label.text}
        </span>
      ))}
      <BalanceView symbol={info?.currencySymbol ?? brand.currency.symbol} />
      <AccountMenu info={info} />
    </div>
  );
}
