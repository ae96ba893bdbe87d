import { defineWidget } from '../../engine/render/widget.ts';
import { maintenancePageSettingsSchema, type MaintenancePageSettings } from './schema.ts';

/** The maintenance page (spec §2 "App start"): end time, message, customer service. */
export const maintenancePage = defineWidget<MaintenancePageSettings>({
  type: 'maintenance-page',
  settingsSchema: maintenancePageSettingsSchema,
  defaults: { pollSeconds: 30 },
  placement: ['system'],
  load: () => import('./maintenance-page.tsx').then((m) => m.MaintenancePage),
});
