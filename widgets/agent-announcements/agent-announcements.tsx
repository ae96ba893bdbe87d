import { useLingui } from '@lingui/react/macro';
import { languageAtom } from '../../engine/i18n/language.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { agentNoticesResource } from '../../engine/state/agents.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { tokenAtom } from '../../engine/state/session.ts';
import { RowError } from '../ui/carousel-arrows.tsx';
import { LoadingBlocks } from '../ui/loading-blocks.tsx';
import { GatedPage } from '../ui/member-gates.tsx';
import { NoticeContent, useNoticeSanitizer } from '../ui/notice-content.tsx';
import { useDateTime } from '../ui/use-date-time.ts';
import type { AgentAnnouncementsSettings } from './schema.ts';
import './agent-announcements.css';

/** Announcements: agents only; visitors log in, anyone else is told only agents get in. */
export function AgentAnnouncements({ settings }: WidgetProps<AgentAnnouncementsSettings>) {
  const { t } = useLingui();
  return (
    <GatedPage
      className="agent-announcements"
      title={t`Announcements`}
      visitorMessage={t`Log in as an agent to read the agents' announcements.`}
      agentsOnly
    >
      <Notices openFirst={settings.openFirst} />
    </GatedPage>
  );
}

/** The announcements, newest first, each a disclosure with its date and sanitised content. */
function Notices({ openFirst }: { openFirst: boolean }) {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom) ?? '';
  const language = useAtomValue(languageAtom);
  const when = useDateTime();
  const sanitize = useNoticeSanitizer();
  const notices = useResource(
    agentNoticesResource,
    { token, language },
    { enabled: Boolean(token) },
  );
  if (notices.status === 'loading')
    return <LoadingBlocks label={t`Loading the announcements`} heights={[48, 48, 48]} />;
  if (notices.status === 'error')
    return (
      <RowError message={t`The announcements could not be loaded.`} onRetry={notices.refresh} />
    );
  if (notices.data.length === 0)
    return <p className="record-empty">{t`There are no announcements for agents yet.`}</p>;
  return (
    <div className="notice-list">
      {notices.data.map((notice, index) => (
        <details key={notice.id} open={openFirst && index === 0}>
          <summary>
            <span>{notice.title}</span>
            <time dateTime={notice.createdAt}>{when(notice.createdAt, 'date')}</time>
          </summary>
          <NoticeContent html={notice.content} sanitize={sanitize} />
        </details>
      ))}
    </div>
  );
}
