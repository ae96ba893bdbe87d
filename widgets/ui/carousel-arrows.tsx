import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Icon } from './icons.tsx';
import './carousel-arrows.css';
import './shimmer.css';
import './snap-track.css';

/** Whether a row shows its first and its last slide. */
export interface SliderEdges {
  atStart: boolean;
  atEnd: boolean;
}

/** The edges of `track` now (a looping row has none). */
export function trackEdges(track: HTMLElement, loop: boolean): SliderEdges {
  if (loop) return { atStart: false, atEnd: false };
  // Negative in a right-to-left language.
  const scrolled = Math.abs(track.scrollLeft);
  return { atStart: scrolled <= 1, atEnd: scrolled + track.clientWidth >= track.scrollWidth - 1 };
}

/**
 * Scrolls `track` a page (the slides in view) or one slide on (1) or back (-1), in the
 * reading direction; a looping track goes round at its ends. The stylesheet snaps to a slide
 * and scrolls smoothly unless the player prefers reduced motion.
 */
export function scrollTrack(
  track: HTMLElement,
  by: 'page' | 'slide',
  direction: -1 | 1,
  loop: boolean,
) {
  const slide = track.firstElementChild;
  if (!slide) return;
  const style = getComputedStyle(track);
  const gap = parseFloat(style.columnGap) || 0;
  const distance = (by === 'page' ? track.clientWidth : slide.getBoundingClientRect().width) + gap;
  const sign = style.direction === 'rtl' ? -1 : 1;
  const { atStart, atEnd } = trackEdges(track, false);
  if (loop && direction === 1 && atEnd) track.scrollTo({ left: 0 });
  else if (loop && direction === -1 && atStart)
    track.scrollTo({ left: sign * (track.scrollWidth - track.clientWidth) });
  else track.scrollBy({ left: sign * direction * distance });
}

/** Props of the previous/next pair. */
export interface CarouselArrowsProps {
  onPrevious: () => void;
  onNext: () => void;
  /** Disables the previous button (at the first slide of a slider that does not loop). */
  atStart: boolean;
  /** Disables the next button (at the last slide). */
  atEnd: boolean;
  /** Id of the track the buttons move. */
  controls?: string;
  className?: string;
}

/**
 * The previous and next buttons of a carousel. The chevrons follow the reading direction: in
 * right-to-left languages "previous" points right.
 */
export function CarouselArrows({
  onPrevious,
  onNext,
  atStart,
  atEnd,
  controls,
  className,
}: CarouselArrowsProps) {
  const { t } = useLingui();
  return (
    <div className={`carousel-arrows ${className ?? ''}`.trim()}>
      <button
        type="button"
        className="carousel-arrow"
        aria-label={t`Previous`}
        aria-controls={controls}
        disabled={atStart}
        onClick={onPrevious}
      >
        <Icon name="chevron-left" />
      </button>
      <button
        type="button"
        className="carousel-arrow"
        aria-label={t`Next`}
        aria-controls={controls}
        disabled={atEnd}
        onClick={onNext}
      >
        <Icon name="chevron-right" />
      </button>
    </div>
  );
}

/**
 * A horizontal row of slides on the browser's own scrolling (CSS scroll snap). The stylesheet
 * sizes the slides: as many as fit the row's width, by container queries on the track (3 on a
 * phone, up to 7 tiles on a desktop; carousel-arrows.css), so a server-rendered row has its
 * final layout before the app runs. The arrows scroll a page, `step` one slide (autoplay); a
 * looping row goes round at its ends. Swiping, the keyboard and focus scroll it natively.
 * Which ends are in view is `TrackArrows`' own state, so measuring them renders the arrows
 * again, not the row's slides.
 */
export function useRowSlider({ loop = false }: { loop?: boolean } = {}) {
  const ref = useRef<HTMLUListElement>(null);
  const move = useCallback(
    (by: 'page' | 'slide', direction: -1 | 1) => {
      if (ref.current) scrollTrack(ref.current, by, direction, loop);
    },
    [loop],
  );
  const previous = useCallback(() => move('page', -1), [move]);
  const next = useCallback(() => move('page', 1), [move]);
  /** Moves one slide on (autoplay). */
  const step = useCallback(() => move('slide', 1), [move]);

  return { ref, loop, previous, next, step };
}

/** A row slider (`useRowSlider`): the track's ref and moves. */
export type RowSlider = ReturnType<typeof useRowSlider>;

/** Props of a slider's arrows. */
export interface TrackArrowsProps extends Omit<RowSlider, 'ref' | 'step'> {
  /** The slider's track (`RowSlider`'s `ref`). */
  track: RowSlider['ref'];
  /** Id of the track the buttons move. */
  controls: string;
  /** Shows no arrows while every slide is in view (else they are disabled). */
  hideWhenAllShown?: boolean;
  className?: string;
}

/**
 * The arrows of a row slider, disabled at the ends in view (both on the server, which knows no
 * width). They measure the track after every render (the slides may have changed), when it
 * scrolls and when its width changes without a window resize (the side menu collapsing).
 */
export function TrackArrows({
  track: ref,
  loop,
  previous,
  next,
  controls,
  hideWhenAllShown,
  className,
}: TrackArrowsProps) {
  const [edges, setEdges] = useState<SliderEdges>({ atStart: true, atEnd: true });
  const measure = useCallback(() => {
    const track = ref.current;
    if (!track) return;
    const now = trackEdges(track, loop);
    setEdges((before) =>
      before.atStart === now.atStart && before.atEnd === now.atEnd ? before : now,
    );
  }, [ref, loop]);

  useEffect(measure);
  useEffect(() => {
    const track = ref.current;
    if (!track) return;
    track.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(track);
    return () => {
      track.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, measure]);

  if (hideWhenAllShown && edges.atStart && edges.atEnd) return null;
  return (
    <CarouselArrows
      className={className}
      onPrevious={previous}
      onNext={next}
      atStart={edges.atStart}
      atEnd={edges.atEnd}
      controls={controls}
    />
  );
}

/** Props of a titled carousel section. */
export interface CarouselSectionProps {
  title: string;
  /** A page the title links to (the lottery row's lobby). */
  titleTo?: string;
  icon?: ReactNode;
  /** Buttons beside the title (see-more, arrows). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A region titled by its heading, with actions beside the title and the carousel below. */
export function CarouselSection({
  title,
  titleTo,
  icon,
  actions,
  className,
  children,
}: CarouselSectionProps) {
  const titleId = useId();
  return (
    <section className={`carousel-section ${className ?? ''}`.trim()} aria-labelledby={titleId}>
      <div className="carousel-section__head">
        <h2 id={titleId} className="carousel-section__title">
          {icon}
          {titleTo ? (
            <Link to={titleTo} className="carousel-section__link">
              {title}
            </Link>
          ) : (
            <span>{title}</span>
          )}
        </h2>
        {actions ? <div className="carousel-section__actions">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}

/** Placeholder tiles while a row loads. */
export function RowSkeleton({ count = 7, label }: { count?: number; label: string }) {
  return (
    <div className="row-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="row-skeleton__tile shimmer" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A list that failed to load: what happened and a retry button. */
export function RowError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <div className="row-error" role="alert">
      <span>{message}</span>
      <button type="button" className="btn btn-small" onClick={onRetry}>
        {t`Try again`}
      </button>
    </div>
  );
}

/** The see-more button of a titled row; its accessible name includes the row's title. */
export function SeeMoreButton({ title, onClick }: { title: string; onClick: () => void }) {
  const { t } = useLingui();
  return (
    <button type="button" className="btn btn-small see-more" onClick={onClick}>
      {t`See more`} <span className="visually-hidden">{title}</span>
    </button>
  );
}

/** Props of a titled row of slides. */
export interface CarouselRowProps extends Omit<CarouselSectionProps, 'actions'> {
  /** The row's slider (`useRowSlider`), which the arrows move. */
  slider: RowSlider;
  /** Buttons before the arrows (see-more, pause). */
  actions?: ReactNode;
  /** `aria-live` of the track (an autoplaying row turns it off). */
  live?: 'off' | 'polite';
  /** The slides: one `<li className="carousel-slide">` each. */
  children: ReactNode;
}

/** A titled carousel section with its previous/next arrows and the scrolling track. */
export function CarouselRow({
  slider: { ref, ...moves },
  actions,
  live,
  children,
  ...section
}: CarouselRowProps) {
  const trackId = useId();
  return (
    <CarouselSection
      {...section}
      actions={
        <>
          {actions}
          <TrackArrows track={ref} {...moves} controls={trackId} />
        </>
      }
    >
      <ul ref={ref} id={trackId} className="carousel-track snap-track" role="list" aria-live={live}>
        {children}
      </ul>
    </CarouselSection>
  );
}

/** Props of a row that is not ready yet. */
export interface RowPendingProps extends Omit<CarouselSectionProps, 'children'> {
  /** Loading (a skeleton) or failed (the error and a retry). */
  loading: boolean;
  /** What the skeleton announces. */
  loadingLabel: string;
  /** What the error says. */
  errorMessage: string;
  onRetry: () => void;
}

/** A titled row while its list loads, or after it failed to load. */
export function RowPending({
  loading,
  loadingLabel,
  errorMessage,
  onRetry,
  ...section
}: RowPendingProps) {
  return (
    <CarouselSection {...section}>
      {loading ? (
        <RowSkeleton label={loadingLabel} />
      ) : (
        <RowError message={errorMessage} onRetry={onRetry} />
      )}
    </CarouselSection>
  );
}
