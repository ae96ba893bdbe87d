import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Vendor } from '../../schemas/api/games.ts';
import { gameTypeRoutes } from '../../engine/core/lobby.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useImageUrl } from '../../engine/render/use-image-url.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { lobbyDispatchAtom, vendorLanesResource } from '../../engine/state/games.ts';
import { useAtomValue, useSetAtom } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { CarouselRow, CarouselSection, RowPending, useRowSlider } from '../ui/carousel-arrows.tsx';
import { Icon } from '../ui/icons.tsx';
import { LazyImage } from '../ui/lazy-image.tsx';
import { useAutoplay } from '../ui/use-autoplay.ts';
import type { ProviderListSettings } from './schema.ts';
import './provider-list.css';

/** The most logo cards side by side; with more vendors than this the home carousel loops. */
const maxPerView = 8;

/** Every vendor of every lane once, in lane order. */
function allVendors(lanes: readonly { vendors: readonly Vendor[] }[]): Vendor[] {
  const seen = new Set<string>();
  const vendors: Vendor[] = [];
  for (const lane of lanes) {
    for (const vendor of lane.vendors) {
      if (seen.has(vendor.vassalage)) continue;
      seen.add(vendor.vassalage);
      vendors.push(vendor);
    }
  }
  return vendors;
}

/** The letters a logo that fails to load falls back to. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

function ProviderCard({ vendor }: { vendor: Vendor }) {
  const brand = useBrand();
  const imageUrl = useImageUrl();
  const dispatch = useSetAtom(lobbyDispatchAtom);
  const name = vendor.displayName || vendor.title || vendor.vassalage;
  const body = (
    <>
      <LazyImage
        className="provider-card__logo"
        src={imageUrl(vendor.cards)}
        alt=""
        width={160}
        height={80}
        fallback={
          <span className="provider-card__fallback" aria-hidden="true">
            {initials(name)}
          </span>
        }
      />
      <span className="provider-card__name">{name}</span>
    </>
  );
  // Choosing a vendor opens its games (spec §2 /providers?vassalage=); the lobby starts on the
  // vendor's type and vendor.
  const choose = () =>
    dispatch({ type: 'routeChanged', gameType: vendor.gameType, vassalage: vendor.vassalage });
  if (Object.hasOwn(brand.routes, '/providers')) {
    return (
      <Link
        to="/providers"
        search={{ vassalage: vendor.vassalage }}
        className="provider-card"
        onClick={choose}
      >
        {body}
      </Link>
    );
  }
  const category = gameTypeRoutes[vendor.gameType];
  if (Object.hasOwn(brand.routes, category)) {
    return (
      <Link to={category} className="provider-card" onClick={choose}>
        {body}
      </Link>
    );
  }
  return <div className="provider-card">{body}</div>;
}

function ProviderCarousel({
  vendors,
  home,
  title,
}: {
  vendors: readonly Vendor[];
  home: boolean;
  title: string;
}) {
  const { t } = useLingui();
  const brand = useBrand();
  const loop = home && vendors.length > maxPerView;
  const slider = useRowSlider({ loop });
  const [stopped, setStopped] = useState(false);
  const { playing, allowed, pauseHandlers } = useAutoplay(
    slider.step,
    brand.constants.providerAutoplayMs,
    loop && !stopped,
  );

  return (
    <div className="provider-list" data-autoplay={playing} data-loop={loop} {...pauseHandlers}>
      <CarouselRow
        title={title}
        icon={<Icon name="star" />}
        slider={slider}
        live={playing ? 'off' : 'polite'}
        actions={
          loop && allowed ? (
            <button
              type="button"
              className="carousel-arrow provider-list__pause"
              aria-pressed={stopped}
              aria-label={t`Pause the providers`}
              onClick={() => setStopped(!stopped)}
            >
              <Icon name={stopped ? 'play' : 'pause'} />
            </button>
          ) : null
        }
      >
        {vendors.map((vendor) => (
          <li key={vendor.vassalage} className="carousel-slide">
            <ProviderCard vendor={vendor} />
          </li>
        ))}
      </CarouselRow>
    </div>
  );
}

/**
 * Every vendor of every lane as a logo card in a carousel (spec §2, §9): on home it goes round
 * and moves every providerAutoplayMs, pausing while hovered or focused, when stopped with
 * its pause button, and never with reduced motion; spacing providerSpacing. A card opens
 * /providers?vassalage=<code>.
 */
export function ProviderList({ settings }: WidgetProps<ProviderListSettings>) {
  const { t } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const lanes = useResource(vendorLanesResource, { merchant: brand.merchantCode, language });
  const title = t`Providers`;
  if (lanes.status !== 'ready') {
    return (
      <RowPending
        className="provider-list"
        title={title}
        icon={<Icon name="star" />}
        loading={lanes.status === 'loading'}
        loadingLabel={t`Loading providers`}
        errorMessage={t`The providers could not be loaded.`}
        onRetry={lanes.refresh}
      />
    );
  }
  const vendors = allVendors(lanes.data.lanes);
  if (vendors.length === 0) {
    return (
      <CarouselSection className="provider-list" title={title} icon={<Icon name="star" />}>
        <p className="provider-list__empty">{t`No providers yet.`}</p>
      </CarouselSection>
    );
  }
  return (
    <ProviderCarousel
      key={vendors.map((vendor) => vendor.vassalage).join()}
      vendors={vendors}
      home={settings.home ?? true}
      title={title}
    />
  );
}
