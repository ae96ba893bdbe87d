import { useEffect } from 'react';

/**
 * Sets the document title and meta description (the platform renders the first ones), unless
 * `enabled` is false.
 */
export function useDocumentHead(title: string, description: string, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description, enabled]);
}
