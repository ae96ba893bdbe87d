import { defineWidget } from '../../engine/render/widget.ts';
import { bettingRecordSettingsSchema, type BettingRecordSettings } from './schema.ts';

/**
 * The betting record (issue 14 item 5, spec §2 member center `personalHistoryCopy`): the
 * member's bets in a period, of one game type and vendor or all, with the totals over the whole
 * period, a page at a time. Members only.
 */
export const bettingRecord = defineWidget<BettingRecordSettings>({
  type: 'betting-record',
  settingsSchema: bettingRecordSettingsSchema,
  defaults: { pageSize: 20, defaultPeriod: 'today' },
  placement: ['page'],
  load: () => import('./betting-record.tsx').then((m) => m.BettingRecord),
});
