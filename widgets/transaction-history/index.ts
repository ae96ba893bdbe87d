import { defineWidget } from '../../engine/render/widget.ts';
import { transactionHistorySettingsSchema, type TransactionHistorySettings } from './schema.ts';

/**
 * The account record (issue 14 item 5, spec §2 member center `transactionHistory`): every
 * movement of the member's wallet in a period, of one type or all, a page at a time. Members only.
 */
export const transactionHistory = defineWidget<TransactionHistorySettings>({
  type: 'transaction-history',
  settingsSchema: transactionHistorySettingsSchema,
  defaults: { pageSize: 20, defaultPeriod: 'last7', audience: 'member' },
  placement: ['page'],
  load: () => import('./transaction-history.tsx').then((m) => m.TransactionHistory),
});
