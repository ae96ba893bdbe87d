import { defineWidget } from '../../engine/render/widget.ts';
import { profitReportSettingsSchema, type ProfitReportSettings } from './schema.ts';

/**
 * Personal profit and loss (issue 14 item 5, spec §2 member center `personalProfit`): the
 * member's bet, valid bet, win and profit over a period, and the profit of each day as a chart
 * and a table. Members only.
 */
export const profitReport = defineWidget<ProfitReportSettings>({
  type: 'profit-report',
  settingsSchema: profitReportSettingsSchema,
  defaults: { defaultPeriod: 'last7' },
  placement: ['page'],
  load: () => import('./profit-report.tsx').then((m) => m.ProfitReport),
});
