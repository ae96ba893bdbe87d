import { useLingui } from '@lingui/react/macro';
import { Link, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { walletPagePath, walletVendorParam } from '../../engine/core/wallets.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useBrandRoute } from '../../engine/router/create-router.tsx';
import { launchedGameAtom, vendorLanesResource } from '../../engine/state/games.ts';
import { useAtom, useAtomValue } from '../../engine/state/jotai.ts';
import { balanceResource } from '../../engine/state/member.ts';
import { useResource } from '../../engine/state/query.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { Icon } from '../ui/icons.tsx';
import type { GameFrameSettings } from './schema.ts';
import './game-frame.css';

/** The message a game in the frame posts when the wallet balance changed. */
export interface BalanceMessage {
  type: 'wallet:balance';
  /** Integer minor units. */
  balance: number;
  currency: string;
}

/** Whether `data` is a well-formed balance message. */
export function isBalanceMessage(data: unknown): data is BalanceMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  return (
    message.type === 'wallet:balance' &&
    Number.isSafeInteger(message.balance) &&
    typeof message.currency === 'string' &&
    /^[A-Z]{3}$/.test(message.currency)
  );
}

function isBalanceType(data: unknown): boolean {
  return (
    typeof data === 'object' && data !== null && 'type' in data && data.type === 'wallet:balance'
  );
}

/** Shows the launched game (`launchedGameAtom`), or a way back to the lobby when there is none. */
export function GameFrame(_props: WidgetProps<GameFrameSettings>) {
  const { t } = useLingui();
  const brand = useBrand();
  const route = useBrandRoute(brand);
  const language = useAtomValue(languageAtom);
  const [launched, setLaunched] = useAtom(launchedGameAtom);
  const token = useAtomValue(tokenAtom);
  // The header fetches the balance; the frame only stores what the game reports.
  const balance = useResource(balanceResource, token ?? '', { enabled: false });
  const lanes = useResource(vendorLanesResource, { merchant: brand.merchantCode, language });
  const navigate = useNavigate();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const titleId = useId();
  const stage = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [reloads, setReloads] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled === true;

  useEffect(() => {
    const onChange = () =>
      setFullscreen(stage.current !== null && document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const { set: setBalance, refresh: refreshBalance } = balance;
  const realMoney = launched !== null && !launched.trial && token !== null;
  useEffect(() => {
    if (!realMoney) return;
    const onMessage = (event: MessageEvent) => {
      // Only our own game frame, served from this origin, reports the wallet.
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (isBalanceMessage(event.data)) {
        setBalance({ sumBalance: event.data.balance, currency: event.data.currency });
      } else if (isBalanceType(event.data)) {
        refreshBalance();
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [realMoney, setBalance, refreshBalance]);

  if (!launched) {
    return (
      <section className="game-frame game-frame--empty" aria-labelledby={titleId}>
        <h1 id={titleId}>{t`No game is open`}</h1>
        <p>{t`Choose a game in the lobby and it will open here.`}</p>
        <Link to="/" className="btn btn-primary">
          {t`Go to the lobby`}
        </Link>
      </section>
    );
  }

  const vendor =
    lanes.data?.lanes
      .flatMap((lane) => lane.vendors)
      .find((v) => v.vassalage === launched.vassalage)?.displayName || launched.vassalage;
  const topBar = route?.route.chrome?.topBar ?? true;

  const back = () => {
    if (canGoBack) router.history.back();
    else void navigate({ to: '/' });
  };
  const close = () => {
    setLaunched(null);
    void navigate({ to: '/' });
  };
  const toggleFullscreen = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen();
      return;
    }
    stage.current?.requestFullscreen().catch(() => undefined);
  };

  return (
    <section
      className={`game-frame${topBar ? '' : ' game-frame--no-top'}`}
      aria-labelledby={titleId}
    >
      <header className="game-frame__bar">
        <button type="button" className="icon-button" aria-label={t`Back`} onClick={back}>
          <Icon name="chevron-left" className="game-frame__back" />
        </button>
        <div className="game-frame__heading">
          <h1 id={titleId}>{launched.gameName}</h1>
          <span className="game-frame__vendor">{vendor}</span>
          {launched.trial ? <span className="game-frame__badge">{t`Play money`}</span> : null}
        </div>
        <div className="game-frame__actions">
          <button
            type="button"
            className="icon-button"
            aria-label={t`Reload game`}
            onClick={() => setReloads((n) => n + 1)}
          >
            <Icon name="refresh" />
          </button>
          {canFullscreen ? (
            <button
              type="button"
              className="icon-button"
              aria-label={t`Full screen`}
              aria-pressed={fullscreen}
              onClick={toggleFullscreen}
            >
              <Icon name="expand" />
            </button>
          ) : null}
          <button type="button" className="icon-button" aria-label={t`Close game`} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
      </header>
      {launched.wallet === 'transfer' &&
      realMoney &&
      Object.hasOwn(brand.routes, walletPagePath) ? (
        <p className="game-frame__wallet" data-testid="game-wallet-notice">
          <span>{t`This game plays from your ${vendor} wallet, not your main wallet.`}</span>{' '}
          <Link to={walletPagePath} search={{ [walletVendorParam]: launched.vassalage }}>
            {t`Transfer funds`}
          </Link>
        </p>
      ) : null}
      <div ref={stage} className="game-frame__stage">
        <iframe
          // A new key loads the game afresh (reload).
          key={`${launched.url}#${reloads}`}
          ref={frame}
          className="game-frame__iframe"
          title={launched.gameName}
          src={launched.url}
          allow="fullscreen; autoplay"
          allowFullScreen
        />
      </div>
    </section>
  );
}
