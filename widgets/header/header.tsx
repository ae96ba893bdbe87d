import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Link } from '@tanstack/react-router';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useModalAvailable } from '../../engine/render/modal-host.tsx';
import { useMember } from '../../engine/render/use-member.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtom, useAtomValue, useSetAtom } from '../../engine/state/jotai.ts';
import { modalAtom } from '../../engine/state/modals.ts';
import { roleAtom } from '../../engine/state/session.ts';
import { menuDrawerOpenAtom, menuMiniAtom, themeChoiceAtom } from '../../engine/state/ui.ts';
import { customerServiceUrl, openCustomerService } from '../ui/customer-service.ts';
import { Icon } from '../ui/icons.tsx';
import type { HeaderSettings } from './schema.ts';
import './header.css';

/**
 * The logged-in bar loads with the first member's header: the server renders pages logged out,
 * so a visitor's home route does not carry it (README "Size").
 */
const MemberBar = lazy(() => import('./member-bar.tsx').then((m) => ({ default: m.MemberBar })));

const narrowQuery = '(max-width: 899px)';

function subscribeNarrow(onChange: () => void) {
  const list = window.matchMedia?.(narrowQuery);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the screen is narrow; false on the server and while hydrating (then measured). */
function useIsNarrow() {
  return useSyncExternalStore(
    subscribeNarrow,
    () => window.matchMedia?.(narrowQuery).matches ?? false,
    () => false,
  );
}

/** The top bar. Visitors see login / register (when those modals exist) and customer service. */
export function Header({ settings }: WidgetProps<HeaderSettings>) {
  const { t } = useLingui();
  const brand = useBrand();
  const role = useAtomValue(roleAtom);
  const [themeChoice, setTheme] = useAtom(themeChoiceAtom);
  const [mini, setMini] = useAtom(menuMiniAtom);
  const [drawerOpen, setDrawerOpen] = useAtom(menuDrawerOpenAtom);
  const openModal = useSetAtom(modalAtom);
  const canLogin = useModalAvailable('login');
  const canRegister = useModalAvailable('register');
  const narrow = useIsNarrow();
  const member = useMember();
  const info = member?.status === 'ready' ? member.data : null;
  const theme = themeChoice ?? brand.theme.default;
  const rank = info?.clubLabel.rankLevel;
  const hasCustomerService =
    settings.showCustomerService && Boolean(customerServiceUrl(brand, rank));

  const toggleMenu = () => {
    if (narrow) setDrawerOpen(!drawerOpen);
    else setMini(!(mini ?? false));
  };

  return (
    <header className="header">
      <button
        type="button"
        className="icon-button"
        onClick={toggleMenu}
        aria-label={narrow ? t`Open menu` : mini ? t`Expand menu` : t`Collapse menu`}
        aria-expanded={narrow ? drawerOpen : !mini}
      >
        <Icon name="menu" />
      </button>
      <Link to="/" className="header-logo" aria-label={t`${brand.name} home`}>
        <img src={brand.theme.logo} alt={brand.name} height={36} />
      </Link>
      <Link to="/" className="icon-button header-home" aria-label={t`Home`}>
        <Icon name="home" />
      </Link>
      <div className="header-actions">
        {settings.showThemeSwitch ? (
          <button
            type="button"
            className="icon-button"
            onClick={() => setTheme(theme === 'dark' ? 'light' : 'dark')}
            aria-label={theme === 'dark' ? t`Switch to light theme` : t`Switch to dark theme`}
          >
            <Icon name={theme === 'dark' ? 'sun' : 'moon'} />
          </button>
        ) : null}
        {role === 'visitor' ? (
          <>
            {hasCustomerService ? (
              <button
                type="button"
                className="btn header-cs"
                onClick={() => openCustomerService(brand)}
              >
                <Icon name="headset" />
                <span className="header-label">{t`Customer service`}</span>
              </button>
            ) : null}
            {canLogin ? (
              <button
                type="button"
                className="btn header-login"
                onClick={() => openModal({ type: 'login' })}
              >
                <Icon name="user" />
                <span className="header-label">{t`Log in`}</span>
              </button>
            ) : null}
            {canRegister ? (
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => openModal({ type: 'register' })}
              >
                {t`Register`}
              </button>
            ) : null}
          </>
        ) : (
          <Suspense fallback={<div className="member-bar" />}>
            <MemberBar info={info} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
