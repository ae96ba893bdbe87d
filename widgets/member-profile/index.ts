import { defineWidget } from '../../engine/render/widget.ts';
import { memberProfileSettingsSchema, type MemberProfileSettings } from './schema.ts';

/**
 * The member center's profile page (`profile`, spec §2 "also opened from elsewhere"): the
 * nickname; the real name, set once; binding or changing the phone number (on brands that send
 * SMS codes) and the e-mail address, each with a code sent to the new one. Members only.
 */
export const memberProfile = defineWidget<MemberProfileSettings>({
  type: 'member-profile',
  settingsSchema: memberProfileSettingsSchema,
  defaults: {},
  placement: ['page'],
  load: () => import('./member-profile.tsx').then((m) => m.MemberProfile),
});
