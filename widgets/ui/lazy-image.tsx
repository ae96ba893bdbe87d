import { useEffect, useRef, useState, type ReactNode } from 'react';
import './lazy-image.css';

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

/** True when `img` was given its address and the browser could not show it. */
function failed(img: HTMLImageElement): boolean {
  return img.complete && img.hasAttribute('src') && img.naturalWidth === 0;
}

/**
 * An image that loads only when scrolled into view, with one retry and a fallback.
 *
 * Until it is in view the `<img>` has no `src`, only `data-lazy-src`. On a server-rendered page
 * public/boot.js gives it its address by the same 10 % rule before the app has started, so the
 * images of the first screen show without waiting for the app's code; once live, this component
 * keeps what boot.js did (the `src` attribute, and a failure it cannot have heard of).
 */
export function LazyImage({ src, alt, width, height, className, fallback }: LazyImageProps) {
  const image = useRef<HTMLImageElement>(null);
  const [seen, setSeen] = useState(false);
  // Failures count per address, so a new `src` starts afresh.
  const [failures, setFailures] = useState({ src, count: 0 });
  const attempt = failures.src === src ? failures.count : 0;
  const fail = () => setFailures((f) => ({ src, count: (f.src === src ? f.count : 0) + 1 }));

  useEffect(() => {
    const img = image.current;
    if (seen || !img) return;
    if (img.hasAttribute('src') || typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      if (failed(img)) fail();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: visibleThreshold },
    );
    observer.observe(img);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fail only changes state
  }, [seen]);

  return (
    <span className={`lazy-image ${className ?? ''}`.trim()}>
      {attempt > 1 ? (
        fallback
      ) : (
        <img
          ref={image}
          src={seen ? (attempt === 0 ? src : retryUrl(src)) : undefined}
          data-lazy-src={seen ? undefined : src}
          // boot.js may have set `src` on the server's element before the app hydrated it.
          suppressHydrationWarning
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          onError={fail}
        />
      )}
    </span>
  );
}
