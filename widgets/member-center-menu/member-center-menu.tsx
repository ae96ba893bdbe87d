import { useLingui } from '@lingui/react/macro';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { memberCenterEntries, memberCenterPath } from '../../engine/core/member-center.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useHydrating } from '../../engine/render/use-hydrating.ts';
import { useMember } from '../../engine/render/use-member.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useCenterHeadingId } from '../../engine/router/center-heading.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { centerReturnAtom } from '../../engine/state/ui.ts';
import { Icon } from '../ui/icons.tsx';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import { memberCenterLabels } from '../ui/member-center-labels.ts';
import type { MemberCenterMenuSettings } from './schema.ts';
import './member-center-menu.css';

/**
 * The member center's menu: rendered once the member's info has loaded (it decides the upline
 * entry), each entry a link to its page with the current one marked `aria-current="page"`, and
 * a close button that goes back to where the player opened the member center from.
 */
export function MemberCenterMenu({ settings }: WidgetProps<MemberCenterMenuSettings>) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const member = useMember();
  const router = useRouter();
  const returnTo = useAtomValue(centerReturnAtom);
  // In the member center's dialog the heading names the dialog too.
  const ownTitleId = useId();
  const titleId = useCenterHeadingId() ?? ownTitleId;
  const hydrating = useHydrating();
  const list = useRef<HTMLUListElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const ready = !hydrating && member?.status !== 'loading';

  // On a phone the entries are a strip that scrolls sideways: keep the current one in view.
  useEffect(() => {
    if (!ready) return;
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a selector, not text
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [ready, pathname]);

  // The server never knows the member: the menu waits for the browser's session and info.
  if (!ready) return <LoadingBlocks label={t`Loading the member center`} heights={[44, 44, 44]} />;
  const toUpline = member?.status === 'ready' && member.data.toUpline;
  const entries = memberCenterEntries(brand, { toUpline });
  return (
    <nav className="member-center-menu" aria-labelledby={titleId}>
      <div className="member-center-menu__head">
        <h2 id={titleId} className={settings.showTitle ? undefined : 'visually-hidden'}>
          {t`Member center`}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t`Close the member center`}
          onClick={() => router.history.push(returnTo)}
        >
          <Icon name="close" />
        </button>
      </div>
      <ul ref={list}>
        {entries.map((key) => {
          const { label, icon } = memberCenterLabels[key];
          return (
            <li key={key}>
              <Link to={memberCenterPath(key)} className="member-center-menu__item">
                <Icon name={icon} />
                <span>{i18n._(label)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
