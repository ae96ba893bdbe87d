import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useImageUrl } from '../../engine/render/use-image-url.ts';
import type { Vendor } from '../../schemas/api/games.ts';
import { TrackArrows, useRowSlider } from '../ui/carousel-arrows.tsx';
import { LazyImage } from '../ui/lazy-image.tsx';

/**
 * The provider strip of a lobby page (spec §2, §9): the category's vendors, up to stripSlides
 * per view with the brand's row gap (game-lobby.css), arrows when there are more than fit. The chosen vendor is pressed;
 * choosing it again clears it (the reducer toggles).
 */
export function ProviderStrip({
  vendors,
  chosen,
  onChoose,
}: {
  vendors: readonly Vendor[];
  chosen: string | null;
  onChoose: (vassalage: string) => void;
}) {
  const { t } = useLingui();
  const { constants } = useBrand();
  const imageUrl = useImageUrl();
  const trackId = useId();
  const { ref, ...moves } = useRowSlider();
  return (
    <div className="provider-strip" role="group" aria-label={t`Providers`}>
      <ul ref={ref} id={trackId} className="carousel-track snap-track provider-strip__track">
        {vendors.map((vendor) => {
          const name = vendor.displayName || vendor.vassalage;
          return (
            <li key={vendor.vassalage} className="carousel-slide provider-strip__slide">
              <button
                type="button"
                className="provider-strip__vendor"
                aria-pressed={vendor.vassalage === chosen}
                onClick={() => onChoose(vendor.vassalage)}
              >
                <LazyImage
                  className="provider-strip__logo"
                  src={imageUrl(vendor.cards)}
                  alt=""
                  width={96}
                  height={48}
                  fallback={<span className="provider-strip__initials">{vendor.vassalage}</span>}
                />
                <span className="provider-strip__name">{name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {/* Arrows when there are more vendors than the most that fit (the server knows no
          width), or more than fit now. */}
      <TrackArrows
        className="provider-strip__arrows"
        track={ref}
        {...moves}
        controls={trackId}
        hideWhenAllShown={vendors.length <= constants.stripSlides}
      />
    </div>
  );
}

/** Placeholder of the strip while the vendors load. */
export function ProviderStripSkeleton() {
  return (
    <div className="provider-strip provider-strip--loading" aria-hidden="true">
      {Array.from({ length: 5 }, (_, i) => (
        <span key={i} className="provider-strip__placeholder" />
      ))}
    </div>
  );
}
