import { defineWidget } from '../../engine/render/widget.ts';
import { vendorGridSettingsSchema, type VendorGridSettings } from './schema.ts';

/**
 * The vendor grid of /sports, /esports and /cockfight (spec §2): one tile per vendor of the
 * route's type; a tile launches the vendor's game.
 */
export const vendorGrid = defineWidget<VendorGridSettings>({
  type: 'vendor-grid',
  settingsSchema: vendorGridSettingsSchema,
  defaults: {},
  placement: ['page'],
  load: () => import('./vendor-grid.tsx').then((m) => m.VendorGrid),
});
