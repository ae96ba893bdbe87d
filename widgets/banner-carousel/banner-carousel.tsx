import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { BannerList } from '../../schemas/api/system.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { useBrandRoute } from '../../engine/router/create-router.tsx';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { bannersResource } from '../../engine/state/resources.ts';
import { useAutoplay } from '../ui/use-autoplay.ts';
import type { BannerCarouselSettings } from './schema.ts';
import '../ui/snap-track.css';
import './banner-carousel.css';

type BannerItem = BannerList[number];

function BannerImage({ banner, eager }: { banner: BannerItem; eager: boolean }) {
  const image = (
    <img
      src={banner.url}
      alt={banner.alt ?? ''}
      width={1200}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      // The first banner is the page's largest element: fetched first (React also preloads it
      // in the server-rendered HTML).
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
    />
  );
  if (banner.linkageType === 'route' && banner.link) return <Link to={banner.link}>{image}</Link>;
  if (banner.linkageType === 'external' && banner.link) {
    return (
      <a href={banner.link} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return image;
}

/** The index of the banner `track` shows (its scroll position in banner widths). */
function shownIndex(track: HTMLElement): number {
  return track.clientWidth ? Math.round(Math.abs(track.scrollLeft) / track.clientWidth) : 0;
}

function Slider({ banners, autoplayMs }: { banners: BannerList; autoplayMs: number }) {
  const { t } = useLingui();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const several = banners.length > 1;
  /** Scrolls to banner `index` (the stylesheet snaps and scrolls smoothly). */
  const show = useCallback((index: number) => {
    const node = track.current;
    if (!node) return;
    const sign = getComputedStyle(node).direction === 'rtl' ? -1 : 1;
    node.scrollTo({ left: sign * index * node.clientWidth });
  }, []);
  // Round: after the last banner comes the first.
  const step = useCallback(() => {
    if (track.current) show((shownIndex(track.current) + 1) % banners.length);
  }, [show, banners.length]);
  const { pauseHandlers } = useAutoplay(step, autoplayMs, several);

  useEffect(() => {
    const node = track.current;
    if (!node) return;
    const follow = () => setCurrent(shownIndex(node));
    node.addEventListener('scroll', follow, { passive: true });
    return () => node.removeEventListener('scroll', follow);
  }, []);

  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t`Banners`}
      data-loop={several}
      {...pauseHandlers}
    >
      {/* Several banners scroll: with the keyboard too (no slide may hold a link to focus). */}
      <div ref={track} className="banner-track snap-track" tabIndex={several ? 0 : undefined}>
        {banners.map((banner, index) => (
          <div
            key={banner.bannerId}
            className="banner-slide"
            role="group"
            aria-roledescription="slide"
            aria-label={t`${index + 1} of ${banners.length}`}
            // Off-screen slides leave the focus order and the accessibility tree.
            inert={index !== current}
          >
            <BannerImage banner={banner} eager={index === 0} />
          </div>
        ))}
      </div>
      {several ? (
        <div className="banner-dots">
          {banners.map((banner, index) => (
            <button
              key={banner.bannerId}
              type="button"
              className="banner-dot"
              aria-label={t`Show banner ${index + 1}`}
              aria-current={index === current}
              onClick={() => show(index)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}

/** Shows the banners of the route's group (or the configured one); nothing when it has none. */
export function BannerCarousel({ settings }: WidgetProps<BannerCarouselSettings>) {
  const { t } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const route = useBrandRoute(brand);
  const group = settings.group ?? route?.route.bannerGroup;
  const state = useResource(bannersResource, { group: group ?? '', language });
  if (!group) return null;
  if (state.status === 'loading')
    return <div className="banner-carousel banner-skeleton" aria-hidden="true" />;
  if (state.status === 'error') {
    return (
      <div className="banner-carousel banner-error" role="status">
        <span>{t`The banners could not be loaded.`}</span>
        <button type="button" className="btn btn-small" onClick={state.refresh}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (state.data.length === 0) return null;
  return (
    <Slider
      key={state.data.map((b) => b.bannerId).join()}
      banners={state.data}
      autoplayMs={brand.constants.bannerAutoplayMs}
    />
  );
}
