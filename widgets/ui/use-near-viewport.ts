import { useEffect, useState, type RefObject } from 'react';

/** How far beyond the screen a part counts as near: about a screen of rows. */
const nearMargin = '600px';

/**
 * Whether `target` has come within `margin` of the viewport; once true it stays true, so a
 * part below the fold loads its data (and the code that reads it) as the player scrolls
 * towards it. True at once without IntersectionObserver.
 */
export function useNearViewport(
  target: RefObject<HTMLElement | null>,
  margin: string = nearMargin,
): boolean {
  // Without the observer (old browsers, tests, the server's render) everything is near.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = target.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, target, margin]);
  return near;
}
