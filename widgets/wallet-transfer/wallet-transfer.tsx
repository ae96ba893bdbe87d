import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useCallback, useId, useRef, useState } from 'react';
import {
  allWallets,
  mainWallet,
  type Funds,
  type WalletTransfer as Moved,
} from '../../schemas/api/wallets.ts';
import { transferBetweenWallets } from '../../engine/api/wallet-transfer.ts';
import { newRequestId } from '../../engine/core/cashier.ts';
import { walletVendorParam } from '../../engine/core/wallets.ts';
import { errorText } from '../../engine/i18n/errors.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { balanceResource } from '../../engine/state/member.ts';
import { useResource } from '../../engine/state/query.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { fundsResource } from '../../engine/state/wallets.ts';
import { RowError } from '../ui/carousel-arrows.tsx';
import { FormError } from '../ui/form-field.tsx';
import { Icon } from '../ui/icons.tsx';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import { RecordsPage } from '../ui/records.tsx';
import { useMoney } from '../ui/use-money.ts';
import type { WalletTransferSettings } from './schema.ts';
import { WalletMover } from './wallet-mover.tsx';
import './wallet-transfer.css';

/** "My wallet": members only; visitors log in, trial accounts register first (no call is made). */
export function WalletTransfer(_props: WidgetProps<WalletTransferSettings>) {
  const { t } = useLingui();
  return (
    <RecordsPage title={t`My wallet`} visitorMessage={t`Log in to see your wallets.`}>
      <WalletDesk />
    </RecordsPage>
  );
}

/**
 * The member's wallets and the ways to move money between them. Every transfer answers the
 * funds after it, which replace the shown ones; the header's balance is read again too (its
 * total does not change, but a game may have moved money meanwhile). One live region says what
 * the last transfer did.
 */
function WalletDesk() {
  const { t } = useLingui();
  const money = useMoney();
  const token = useAtomValue(tokenAtom) ?? '';
  const language = useAtomValue(languageAtom);
  const wanted = useRouterState({
    select: (s) => new URLSearchParams(s.location.searchStr).get(walletVendorParam),
  });
  const funds = useResource(fundsResource, { token, language }, { enabled: Boolean(token) });
  // The header reads the balance; this page only asks for it again.
  const { refresh: refreshBalance } = useResource(balanceResource, token, { enabled: false });
  const [notice, setNotice] = useState('');
  // Transfers made on this page: each one changes what "the same intent" means.
  const [moves, setMoves] = useState(0);
  const { refresh: refreshFunds, set: setFunds } = funds;

  const refresh = useCallback(() => {
    refreshFunds();
    refreshBalance();
  }, [refreshFunds, refreshBalance]);

  const moved = useCallback(
    (transfer: Moved, text: string) => {
      setFunds(transfer.funds);
      setMoves((count) => count + 1);
      refreshBalance();
      setNotice(text);
    },
    [setFunds, refreshBalance],
  );

  if (funds.status === 'loading')
    return <LoadingBlocks label={t`Loading your wallets`} heights={[120, 64, 64, 200]} />;
  if (funds.status === 'error')
    return <RowError message={t`Your wallets could not be loaded.`} onRetry={refresh} />;

  const data = funds.data;
  return (
    <div className="wallet-desk">
      <p className="form-notice" role="status" data-testid="wallet-notice">
        {notice}
      </p>
      <MainWallet funds={data} onRefresh={refresh} />
      {data.wallets.length === 0 ? (
        <p className="wallet-hint" data-testid="no-vendor-wallets">
          {t`Every game here plays from your main wallet: there is nothing to transfer.`}
        </p>
      ) : (
        <>
          <AllBackToMain
            funds={data}
            moves={moves}
            onMoved={(transfer) => {
              const back = money(transfer.movedMinor);
              moved(
                transfer,
                transfer.movedMinor > 0
                  ? t`${back} is back in your main wallet.`
                  : t`Your game wallets were already empty.`,
              );
            }}
            onStale={refreshFunds}
          />
          <WalletMover
            // A new vendor in the URL (the game frame's link) is a new transfer.
            key={wanted ?? ''}
            funds={data}
            wanted={wanted}
            onMoved={moved}
            onStale={refreshFunds}
          />
        </>
      )}
    </div>
  );
}

/** The main wallet: what may be spent or moved now, what is held or on the way, the totals. */
function MainWallet({ funds, onRefresh }: { funds: Funds; onRefresh: () => void }) {
  const { t } = useLingui();
  const money = useMoney();
  const titleId = useId();
  return (
    <section className="wallet-main" aria-labelledby={titleId}>
      <div className="wallet-heading">
        <h2 id={titleId}>{t`Main wallet`}</h2>
        <button type="button" className="btn btn-small" onClick={onRefresh}>
          <Icon name="refresh" /> {t`Refresh`}
        </button>
      </div>
      <dl className="summary-list">
        <div className="summary-list-main">
          <dt>{t`Available`}</dt>
          <dd data-testid="wallet-available">{money(funds.availableMinor)}</dd>
        </div>
        {funds.reservedMinor > 0 ? (
          <div>
            <dt>{t`Held for withdrawals`}</dt>
            <dd data-testid="wallet-reserved">{money(funds.reservedMinor)}</dd>
          </div>
        ) : null}
        {funds.incomingMinor > 0 ? (
          <div>
            <dt>{t`Deposits on the way`}</dt>
            <dd data-testid="wallet-incoming">{money(funds.incomingMinor)}</dd>
          </div>
        ) : null}
        {funds.wallets.length > 0 ? (
          <div>
            <dt>{t`In game wallets`}</dt>
            <dd data-testid="wallet-vendors-total">{money(funds.walletsMinor)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t`Total`}</dt>
          <dd data-testid="wallet-total">{money(funds.totalMinor)}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * "All back to main": empties every game wallet into the main one; held while they are empty. A
 * retry after a failure reuses the request id, so a transfer the platform made but could not
 * answer is not made twice; once any transfer of the page (`moves`) succeeded, or the game
 * wallets hold another amount, it is a new intent with a new id.
 */
function AllBackToMain({
  funds,
  moves,
  onMoved,
  onStale,
}: {
  funds: Funds;
  moves: number;
  onMoved: (transfer: Moved) => void;
  onStale: () => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef<{ key: string; requestId: string } | null>(null);

  const bringBack = async () => {
    setError(null);
    const key = `${moves}|${funds.walletsMinor}`;
    if (attempt.current?.key !== key) attempt.current = { key, requestId: newRequestId() };
    setBusy(true);
    try {
      const transfer = await transferBetweenWallets({
        requestId: attempt.current.requestId,
        from: allWallets,
        to: mainWallet,
      });
      onMoved(transfer);
    } catch (failure) {
      setError(errorText(failure));
      onStale();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="wallet-all-back">
      <button
        type="button"
        className="btn"
        disabled={busy || funds.walletsMinor === 0}
        aria-busy={busy}
        onClick={() => void bringBack()}
      >
        {busy ? t`Bringing it back…` : t`All back to main`}
      </button>
      <FormError text={error} />
    </div>
  );
}
