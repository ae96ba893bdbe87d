import { useEffect, useState } from 'react';
import { brandImageOrigins } from '../../engine/core/image-hosts.ts';
import { htmlSanitizer } from '../../engine/core/sanitize.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import './notice-content.css';

/** Turns operator HTML into HTML safe to show. */
export type Sanitize = (html: string) => string;

/**
 * The sanitiser of announcement content (engine/core/sanitize.ts with the brand's image hosts),
 * null until DOMPurify has loaded: it loads only with a page that shows announcements.
 */
export function useNoticeSanitizer(): Sanitize | null {
  const brand = useBrand();
  const [sanitize, setSanitize] = useState<Sanitize | null>(null);
  useEffect(() => {
    let active = true;
    void import('dompurify').then(({ default: purify }) => {
      if (active) {
        const sanitizer = htmlSanitizer(() => purify(window), brandImageOrigins(brand));
        setSanitize(() => sanitizer);
      }
    });
    return () => {
      active = false;
    };
  }, [brand]);
  return sanitize;
}

/**
 * Announcement content as sanitised HTML (the platform stores operator HTML as given): no
 * styles, forms or inputs, images only from the site and the brand's image hosts.
 */
export function NoticeContent({ html, sanitize }: { html: string; sanitize: Sanitize | null }) {
  if (!sanitize) return <p aria-busy="true" />;
  return <div className="notice-content" dangerouslySetInnerHTML={{ __html: sanitize(html) }} />;
}
