import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useId } from 'react';
import { gameTypeOfPath } from '../../engine/core/lobby.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useImageUrl } from '../../engine/render/use-image-url.ts';
import { useLaunchVendor } from '../../engine/render/use-launch-vendor.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { lobbyStateAtom, vendorLanesResource } from '../../engine/state/games.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import type { Vendor } from '../../schemas/api/games.ts';
import { LazyImage } from '../ui/lazy-image.tsx';
import { gameTypeLabel } from '../ui/menu-labels.ts';
import type { VendorGridSettings } from './schema.ts';
import '../ui/game-grid.css';
import './vendor-grid.css';

/**
 * The vendors of the route's type, one tile each (spec §2: sports and e-sports show a vendor
 * grid). A tile asks for the vendor's game and launches it; the vendor a see-more chose is
 * highlighted.
 */
export function VendorGrid(_props: WidgetProps<VendorGridSettings>) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const path = useRouterState({ select: (s) => s.location.pathname });
  const gameType = gameTypeOfPath(path);
  const lobby = useAtomValue(lobbyStateAtom);
  const lanes = useResource(vendorLanesResource, { merchant: brand.merchantCode, language });
  const { opening, launchVendor } = useLaunchVendor();
  const imageUrl = useImageUrl();
  const titleId = useId();

  const vendors = lanes.data?.lanes.find((lane) => lane.gameCategory === gameType)?.vendors ?? [];
  const title = gameType ? i18n._(gameTypeLabel(gameType).label) : t`Providers`;

  const open = (vendor: Vendor) =>
    launchVendor({
      vassalage: vendor.vassalage,
      gameType: gameType ?? undefined,
      name: vendor.displayName || vendor.vassalage,
    });

  return (
    <section className="vendor-grid" aria-labelledby={titleId}>
      <h1 id={titleId} className="vendor-grid__title">
        {title}
      </h1>
      {lanes.status === 'loading' ? (
        <div className="grid-state" role="status" aria-busy="true">
          <span className="visually-hidden">{t`Loading providers`}</span>
          <div className="vendor-grid__list tile-grid" aria-hidden="true">
            {Array.from({ length: 4 }, (_, i) => (
              <span key={i} className="vendor-grid__placeholder" />
            ))}
          </div>
        </div>
      ) : lanes.status === 'error' ? (
        <div className="grid-state grid-state--error" role="alert">
          <p>{t`The providers could not be loaded.`}</p>
          <button type="button" className="btn btn-small" onClick={lanes.refresh}>
            {t`Try again`}
          </button>
        </div>
      ) : vendors.length === 0 ? (
        <div className="grid-state" role="status">
          <p>{t`No providers found`}</p>
        </div>
      ) : (
        // Lists styled without bullets lose their role in Safari; say it explicitly.
        <ul className="vendor-grid__list tile-grid" role="list" aria-label={t`Providers`}>
          {vendors.map((vendor) => {
            const name = vendor.displayName || vendor.vassalage;
            const chosen = lobby.vassalage === vendor.vassalage;
            const busy = opening === vendor.vassalage;
            return (
              <li key={vendor.vassalage}>
                <button
                  type="button"
                  className={`vendor-grid__tile${chosen ? ' vendor-grid__tile--chosen' : ''}`}
                  aria-label={t`Play ${name}`}
                  aria-current={chosen ? 'true' : undefined}
                  aria-busy={busy || undefined}
                  aria-disabled={opening !== null && !busy ? true : undefined}
                  onClick={() => open(vendor)}
                >
                  <LazyImage
                    className="vendor-grid__image"
                    src={imageUrl(vendor.cards)}
                    alt=""
                    width={320}
                    height={180}
                    fallback={<span className="vendor-grid__initials">{vendor.vassalage}</span>}
                  />
                  <span className="vendor-grid__name">{name}</span>
                  <span className="vendor-grid__play" aria-hidden="true">
                    {busy ? t`Opening…` : t`Play`}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
