import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import { languageAtom } from '../../engine/i18n/language.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { noticesResource } from '../../engine/state/resources.ts';
import { Icon } from '../ui/icons.tsx';
import type { NoticeStripSettings } from './schema.ts';
import './notice-strip.css';

const NoticeModal = lazy(() =>
  import('./notice-modal.tsx').then((m) => ({ default: m.NoticeModal })),
);

/**
 * A strip of announcement titles; hidden when there are none. While the titles load, an empty
 * strip keeps its place, so the page below does not jump when they arrive.
 */
export function NoticeStrip({ settings }: WidgetProps<NoticeStripSettings>) {
  const { t } = useLingui();
  const language = useAtomValue(languageAtom);
  const state = useResource(noticesResource, language);
  const [open, setOpen] = useState(false);
  if (state.status === 'loading')
    return <div className="notice-strip notice-strip--pending" aria-hidden="true" />;
  const notices = state.status === 'ready' ? state.data[settings.group] : [];
  if (notices.length === 0) return null;
  return (
    <>
      <button
        type="button"
        className="notice-strip"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
      >
        <Icon name="megaphone" className="notice-strip-icon" />
        <span className="visually-hidden">{t`Announcements`}: </span>
        <span className="notice-strip-window">
          <span className="notice-strip-track">
            {notices.map((notice) => (
              <span key={notice.id} className="notice-strip-item">
                {notice.title}
              </span>
            ))}
          </span>
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NoticeModal notices={notices} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
