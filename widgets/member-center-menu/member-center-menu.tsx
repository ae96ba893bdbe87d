import { useLingui } from '@lingui/react/macro';
import { memberCenterEntries, memberCenterPath } from '../../engine/core/member-center.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useHydrating } from '../../engine/render/use-hydrating.ts';
import { useMember } from '../../engine/render/use-member.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { CenterMenu, centerMenuEntries } from '../ui/center-menu.tsx';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import { memberCenterLabels } from '../ui/member-center-labels.ts';
import type { MemberCenterMenuSettings } from './schema.ts';

/**
 * The member center's menu: rendered once the member's info has loaded (it decides the upline
 * entry), each entry a link to its page with the current one marked `aria-current="page"`, and
 * a close button that goes back to where the player opened the member center from.
 */
export function MemberCenterMenu({ settings }: WidgetProps<MemberCenterMenuSettings>) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const member = useMember();
  const hydrating = useHydrating();

  // The server never knows the member: the menu waits for the browser's session and info.
  if (hydrating || member?.status === 'loading')
    return <LoadingBlocks label={t`Loading the member center`} heights={[44, 44, 44]} />;
  const toUpline = member?.status === 'ready' && member.data.toUpline;
  const keys = memberCenterEntries(brand, { toUpline });
  const entries = centerMenuEntries(keys, memberCenterPath, memberCenterLabels, i18n);
  return (
    <CenterMenu
      title={t`Member center`}
      closeLabel={t`Close the member center`}
      showTitle={settings.showTitle}
      entries={entries}
    />
  );
}
