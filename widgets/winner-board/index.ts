import { defineWidget } from '../../engine/render/widget.ts';
import { winnerBoardSettingsSchema, type WinnerBoardSettings } from './schema.ts';

/** The home lobby's winner board (spec §2, §9: the latest 20 real wins). */
export const winnerBoard = defineWidget<WinnerBoardSettings>({
  type: 'winner-board',
  settingsSchema: winnerBoardSettingsSchema,
  defaults: { refreshSeconds: 30 },
  placement: ['page'],
  load: () => import('./winner-board.tsx').then((m) => m.WinnerBoard),
});
