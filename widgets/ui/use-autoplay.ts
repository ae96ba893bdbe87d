import { useEffect, useState, type FocusEvent } from 'react';

/** Whether the player asked the system for less motion (a carousel then never plays). */
function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/** What `useAutoplay` reports. */
export interface Autoplay {
  /** Moving now. */
  playing: boolean;
  /** False with reduced motion: the carousel never plays, and needs no pause button. */
  allowed: boolean;
  /** For the carousel's element: pause while the pointer is over it or focus is inside it. */
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * Calls `step` every `ms` while `enabled`, pausing while the pointer is over the carousel or
 * focus is inside it, and never when the player prefers reduced motion.
 */
export function useAutoplay(step: () => void, ms: number, enabled: boolean): Autoplay {
  const [allowed] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = enabled && allowed && !hovered && !focused;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(step, ms);
    return () => clearInterval(timer);
  }, [playing, step, ms]);

  return {
    playing,
    allowed,
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
