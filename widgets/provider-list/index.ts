import { defineWidget } from '../../engine/render/widget.ts';
import { providerListSettingsSchema, type ProviderListSettings } from './schema.ts';

/** Every game vendor as a logo card in a carousel (spec §2 home "provider list", §9). */
export const providerList = defineWidget<ProviderListSettings>({
  type: 'provider-list',
  settingsSchema: providerListSettingsSchema,
  defaults: { home: true },
  placement: ['page'],
  loadingHeight: '135px',
  load: () => import('./provider-list.tsx').then((m) => m.ProviderList),
});
