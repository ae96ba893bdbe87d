import { defineWidget } from '../../engine/render/widget.ts';
import { walletTransferSettingsSchema, type WalletTransferSettings } from './schema.ts';

/**
 * "My wallet" (spec §2 member center page `transferFund`, §7 `GCS_walletTransfer`): the main
 * wallet and each transfer-wallet vendor's wallet, a transfer between the main wallet and one
 * vendor's, and "All back to main". Members only; one section, placed inside the member center's
 * frame. `?vendor=<code>` picks that vendor's wallet as the destination.
 */
export const walletTransfer = defineWidget<WalletTransferSettings>({
  type: 'wallet-transfer',
  settingsSchema: walletTransferSettingsSchema,
  defaults: {},
  placement: ['page'],
  load: () => import('./wallet-transfer.tsx').then((m) => m.WalletTransfer),
});
