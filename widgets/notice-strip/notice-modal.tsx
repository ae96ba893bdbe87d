import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Notice } from '../../schemas/api/system.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { Modal } from '../ui/modal.tsx';
import { NoticeContent, useNoticeSanitizer } from '../ui/notice-content.tsx';

/** The announcements list (spec §2 "notice modal"), a page of the brand's size at a time. */
export function NoticeModal({
  notices,
  onClose,
}: {
  notices: readonly Notice[];
  onClose: () => void;
}) {
  const { t } = useLingui();
  const brand = useBrand();
  const pageSize = brand.constants.noticeModalPageSize;
  const pages = Math.max(1, Math.ceil(notices.length / pageSize));
  const [page, setPage] = useState(0);
  const sanitize = useNoticeSanitizer();
  const shown = notices.slice(page * pageSize, (page + 1) * pageSize);
  return (
    <Modal open onClose={onClose} title={t`Announcements`} size="large">
      <div className="notice-list">
        {shown.map((notice, index) => (
          <details key={notice.id} open={index === 0 && page === 0}>
            <summary>
              <span>{notice.title}</span>
              <time dateTime={notice.createdAt}>
                {new Date(notice.createdAt).toLocaleDateString()}
              </time>
            </summary>
            <NoticeContent html={notice.content} sanitize={sanitize} />
          </details>
        ))}
      </div>
      {pages > 1 ? (
        <nav className="notice-pager" aria-label={t`Announcement pages`}>
          <button
            type="button"
            className="btn btn-small"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            {t`Previous`}
          </button>
          <span>{t`Page ${page + 1} of ${pages}`}</span>
          <button
            type="button"
            className="btn btn-small"
            disabled={page >= pages - 1}
            onClick={() => setPage(page + 1)}
          >
            {t`Next`}
          </button>
        </nav>
      ) : null}
    </Modal>
  );
}
