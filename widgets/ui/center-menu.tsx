import type { I18n, MessageDescriptor } from '@lingui/core';
import { Link, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useCenterHeadingId } from '../../engine/router/center-heading.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { centerReturnAtom } from '../../engine/state/ui.ts';
import { Icon, type IconName } from './icons.tsx';
import './center-menu.css';

/** One entry of a center's menu: the page it links to, its label and icon. */
export interface CenterMenuEntry {
  path: string;
  label: string;
  icon: IconName;
}

/** The entries of `keys`, each linking to `pathOf(key)`, labelled and drawn as `labels` say. */
export function centerMenuEntries<Key extends string>(
  keys: readonly Key[],
  pathOf: (key: Key) => string,
  labels: Readonly<Record<Key, { label: MessageDescriptor; icon: IconName }>>,
  i18n: I18n,
): CenterMenuEntry[] {
  return keys.map((key) => ({
    path: pathOf(key),
    label: i18n._(labels[key].label),
    icon: labels[key].icon,
  }));
}

/**
 * The menu of a center (member or agent center, spec §2): its heading (which names the center's
 * dialog when it is one), a close button that goes back to where the player opened the center
 * from, and each entry a link to its page, the current one marked `aria-current="page"`. On a
 * phone the entries are a strip that scrolls sideways and keeps the current one in view.
 * `notice` shows in place of the entries (why there are none, a failure).
 */
export function CenterMenu({
  title,
  closeLabel,
  showTitle,
  entries,
  notice,
}: {
  title: string;
  closeLabel: string;
  showTitle: boolean;
  entries: readonly CenterMenuEntry[];
  notice?: ReactNode;
}) {
  const router = useRouter();
  const returnTo = useAtomValue(centerReturnAtom);
  // In the center's dialog the heading names the dialog too.
  const ownTitleId = useId();
  const titleId = useCenterHeadingId() ?? ownTitleId;
  const list = useRef<HTMLUListElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- a selector, not text
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  return (
    <nav className="center-menu" aria-labelledby={titleId}>
      <div className="center-menu__head">
        <h2 id={titleId} className={showTitle ? undefined : 'visually-hidden'}>
          {title}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={closeLabel}
          onClick={() => router.history.push(returnTo)}
        >
          <Icon name="close" />
        </button>
      </div>
      {notice}
      {entries.length > 0 ? (
        <ul ref={list}>
          {entries.map((entry) => (
            <li key={entry.path}>
              <Link to={entry.path} className="center-menu__item">
                <Icon name={entry.icon} />
                <span>{entry.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
