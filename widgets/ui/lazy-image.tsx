import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useHydrating } from '../../engine/render/use-hydrating.ts';

/** Spec §9 "Lazy image": loads when 10 % of it is visible, retries once, then a fallback. */
const visibleThreshold = 0.1;

/** Props of a lazily loaded image. */
export interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** Shown when the image failed twice. */
  fallback: ReactNode;
}

/** The address of the one retry: the same image past any cache that kept the failure. */
function retryUrl(src: string): string {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an address, not text
  return `${src}${src.includes('?') ? '&' : '?'}retry=1`;
}

/** An image that loads only when scrolled into view, with one retry and a fallback. */
export function LazyImage({ src, alt, width, height, className, fallback }: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  // Not shown at first, on the server too, so a server-rendered page hydrates without a
  // difference; where nothing can tell when it is in view, it is shown once hydrated.
  const hydrating = useHydrating();
  const [seen, setVisible] = useState(false);
  const visible = seen || (!hydrating && typeof IntersectionObserver === 'undefined');
  // Failures count per address, so a new `src` starts afresh.
  const [failures, setFailures] = useState({ src, count: 0 });
  const attempt = failures.src === src ? failures.count : 0;

  useEffect(() => {
    if (visible || !holder.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: visibleThreshold },
    );
    observer.observe(holder.current);
    return () => observer.disconnect();
  }, [visible]);

  return (
    <span ref={holder} className={`lazy-image ${className ?? ''}`.trim()}>
      {attempt > 1 ? (
        fallback
      ) : visible ? (
        <img
          src={attempt === 0 ? src : retryUrl(src)}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          onError={() => setFailures((f) => ({ src, count: (f.src === src ? f.count : 0) + 1 }))}
        />
      ) : null}
    </span>
  );
}
