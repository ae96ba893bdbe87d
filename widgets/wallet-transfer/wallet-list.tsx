import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { GameType } from '../../schemas/api/games.ts';
import type { VendorWallet } from '../../schemas/api/wallets.ts';
import { gameTypeLabel, gameTypeMenuKeys } from '../ui/menu-labels.ts';
import { RecordTable, type RecordColumn } from '../ui/records.tsx';
import { useMoney } from '../ui/use-money.ts';

/** A game type's name as the lobby's menu says it; a type the lobby does not know, as it is. */
function useGameTypeName(): (type: string) => string {
  const { i18n } = useLingui();
  return (type) =>
    Object.hasOwn(gameTypeMenuKeys, type) ? i18n._(gameTypeLabel(type as GameType).label) : type;
}

/**
 * The vendors' wallets, each with its games' category, what it holds and two shortcuts into
 * the transfer form: money in from the main wallet, or all of it back to main. A card each on a
 * phone, a table on a wide panel.
 */
export function WalletList({
  wallets,
  onTransferIn,
  onBackToMain,
}: {
  wallets: readonly VendorWallet[];
  onTransferIn: (vendor: string) => void;
  onBackToMain: (vendor: string) => void;
}) {
  const { t } = useLingui();
  const money = useMoney();
  const gameTypeName = useGameTypeName();
  const titleId = useId();
  const columns: RecordColumn<VendorWallet>[] = [
    { key: 'name', label: t`Game wallet`, cell: (row) => row.name },
    { key: 'games', label: t`Games`, cell: (row) => gameTypeName(row.gameType) },
    {
      key: 'balance',
      label: t`Balance`,
      numeric: true,
      cell: (row) => (
        <span data-testid={`wallet-balance-${row.vendor}`}>{money(row.balanceMinor)}</span>
      ),
    },
    {
      key: 'actions',
      label: t`Transfer`,
      cell: (row) => (
        <span className="wallet-row-actions">
          <button type="button" className="btn btn-small" onClick={() => onTransferIn(row.vendor)}>
            <Trans>
              Transfer in <span className="visually-hidden">to {row.name}</span>
            </Trans>
          </button>
          <button
            type="button"
            className="btn btn-small"
            disabled={row.balanceMinor === 0}
            onClick={() => onBackToMain(row.vendor)}
          >
            <Trans>
              Back to main <span className="visually-hidden">from {row.name}</span>
            </Trans>
          </button>
        </span>
      ),
    },
  ];
  return (
    <section className="wallet-vendors" aria-labelledby={titleId}>
      <h2 id={titleId}>{t`Game wallets`}</h2>
      <p className="wallet-hint">
        {t`These games play from their own wallet: move money in before you play, and back when you are done.`}
      </p>
      <RecordTable
        caption={t`Game wallets`}
        columns={columns}
        rows={wallets}
        rowKey={(row) => row.vendor}
      />
    </section>
  );
}
