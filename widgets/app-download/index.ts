import { defineWidget } from '../../engine/render/widget.ts';
import { appDownloadSettingsSchema, type AppDownloadSettings } from './schema.ts';

/** App download (spec §2 /down): QR codes and steps for Android and iOS from the brand's resources. */
export const appDownload = defineWidget<AppDownloadSettings>({
  type: 'app-download',
  settingsSchema: appDownloadSettingsSchema,
  defaults: { showSteps: true },
  placement: ['page'],
  load: () => import('./app-download.tsx').then((m) => m.AppDownload),
});
