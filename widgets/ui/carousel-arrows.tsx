import { useLingui } from '@lingui/react/macro';
import { useKeenSlider, type KeenSliderInstance } from 'keen-slider/react';
import 'keen-slider/keen-slider.min.css';
import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { languageTable } from '../../engine/core/languages.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { Icon } from './icons.tsx';
import './carousel-arrows.css';

/** Whether a slider shows its first and its last slide. */
export interface SliderEdges {
  atStart: boolean;
  atEnd: boolean;
}

/** The edges of a slider now (both ends before it has measured its slides). */
export function sliderEdges(slider: KeenSliderInstance | null): SliderEdges {
  const details = slider?.track.details;
  if (!slider || !details) return { atStart: true, atEnd: true };
  if (slider.options.loop) return { atStart: false, atEnd: false };
  return { atStart: details.abs <= details.minIdx, atEnd: details.abs >= details.maxIdx };
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

/** Options of a row slider. */
export interface RowSliderOptions {
  /** Gap between slides in pixels (spec §9: 27 on home rows, 20 elsewhere). */
  gap: number;
  /** Slides are at least this wide; the row shows as many as fit, within the bounds below. */
  minSlideWidth?: number;
  /** Slides per view on narrow screens (mobile: 3 tiles). */
  minPerView?: number;
  /** Slides per view on wide screens (desktop: 7 tiles). */
  maxPerView?: number;
  loop?: boolean;
}

/** How many slides of at least `minWidth` fit in `width`, within the bounds. */
export function slidesPerView(
  width: number,
  { gap, minSlideWidth = 150, minPerView = 3, maxPerView = 7 }: RowSliderOptions,
): number {
  const fit = Math.floor((width + gap) / (minSlideWidth + gap));
  return Math.max(minPerView, Math.min(maxPerView, fit));
}

/**
 * A horizontal keen-slider for a row of tiles: as many slides as fit the row's own width (3 on
 * a phone, up to 7 on a desktop), the reading direction of the language, and the edges for the
 * arrows. Focus moving onto a slide that is out of view scrolls the row to it, so the row is
 * usable with the keyboard alone.
 */
export function useRowSlider(options: RowSliderOptions) {
  const { gap, loop = false } = options;
  const language = useAtomValue(languageAtom);
  const rtl = languageTable[language].dir === 'rtl';
  const [edges, setEdges] = useState<SliderEdges>({ atStart: true, atEnd: true });
  const container = useRef<HTMLElement | null>(null);
  const { minSlideWidth, minPerView, maxPerView } = options;
  const perView = useCallback(
    (width: number) => slidesPerView(width, { gap, minSlideWidth, minPerView, maxPerView }),
    [gap, minSlideWidth, minPerView, maxPerView],
  );
  const track = useCallback((slider: KeenSliderInstance) => {
    const next = sliderEdges(slider);
    setEdges((previous) =>
      previous.atStart === next.atStart && previous.atEnd === next.atEnd ? previous : next,
    );
  }, []);
  const [sliderRef, slider] = useKeenSlider<HTMLUListElement>({
    loop,
    rtl,
    slides: {
      perView: () => perView(container.current?.clientWidth ?? 0),
      spacing: gap,
    },
    created: track,
    updated: track,
    optionsChanged: track,
    slideChanged: track,
    animationEnded: track,
  });
  const ref = useCallback(
    (node: HTMLUListElement | null) => {
      container.current = node;
      sliderRef(node);
    },
    [sliderRef],
  );

  // The row's width changes without a window resize too (the side menu collapsing).
  useEffect(() => {
    const node = container.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    let width = node.clientWidth;
    const observer = new ResizeObserver(() => {
      if (node.clientWidth === width) return;
      width = node.clientWidth;
      slider.current?.update();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [slider]);

  /** Brings a focused slide into view (the browser may have scrolled the clipped track). */
  const onFocus = useCallback(
    (event: FocusEvent<HTMLUListElement>) => {
      const instance = slider.current;
      const details = instance?.track.details;
      if (!instance || !details) return;
      event.currentTarget.scrollLeft = 0;
      const index = instance.slides.findIndex((slide) => slide.contains(event.target));
      if (index < 0 || (details.slides[index]?.portion ?? 0) >= 1) return;
      instance.moveToIdx(Math.max(details.minIdx, Math.min(details.maxIdx, index)), true);
    },
    [slider],
  );

  /** Moves a page of slides back (-1) or forward (1), stopping at the ends. */
  const page = useCallback(
    (direction: -1 | 1) => {
      const instance = slider.current;
      const details = instance?.track.details;
      if (!instance || !details) return;
      const perPage = perView(instance.container.clientWidth);
      const target = details.abs + direction * perPage;
      instance.moveToIdx(
        instance.options.loop ? target : Math.max(details.minIdx, Math.min(details.maxIdx, target)),
        true,
      );
    },
    [slider, perView],
  );

  const previous = useCallback(() => page(-1), [page]);
  const next = useCallback(() => page(1), [page]);
  /** Moves one slide on (autoplay). */
  const step = useCallback(() => slider.current?.next(), [slider]);

  return { ref, edges, onFocus, previous, next, step };
}

/** A row slider (`useRowSlider`): the track's ref and focus handler, the edges and moves. */
export type RowSlider = ReturnType<typeof useRowSlider>;

/** Props of a titled carousel section. */
export interface CarouselSectionProps {
  title: string;
  icon?: ReactNode;
  /** Buttons beside the title (see-more, arrows). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A region titled by its heading, with actions beside the title and the carousel below. */
export function CarouselSection({
  title,
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
          <span>{title}</span>
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
        <span key={i} className="row-skeleton__tile" aria-hidden="true" />
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
  /** The slides: one `<li className="keen-slider__slide">` each. */
  children: ReactNode;
}

/** A titled carousel section with its previous/next arrows and the keen-slider track. */
export function CarouselRow({
  slider: { ref, onFocus, edges, previous, next },
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
          <CarouselArrows
            onPrevious={previous}
            onNext={next}
            atStart={edges.atStart}
            atEnd={edges.atEnd}
            controls={trackId}
          />
        </>
      }
    >
      <ul
        ref={ref}
        id={trackId}
        className="keen-slider carousel-track"
        role="list"
        aria-live={live}
        onFocus={onFocus}
      >
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
