import { defineWidget } from '../../engine/render/widget.ts';
import { memberCenterMenuSettingsSchema, type MemberCenterMenuSettings } from './schema.ts';

/**
 * The member center's menu (spec §2 "Personal center"): the brand's entries with the current
 * page highlighted, shown once the member is known, and a close button back to the page the
 * player came from. Placed in the `memberCenter` frame slot, beside every page under `/member/`.
 */
export const memberCenterMenu = defineWidget<MemberCenterMenuSettings>({
  type: 'member-center-menu',
  settingsSchema: memberCenterMenuSettingsSchema,
  defaults: { showTitle: true },
  placement: ['memberCenter'],
  loadingHeight: '52px',
  load: () => import('./member-center-menu.tsx').then((m) => m.MemberCenterMenu),
});
