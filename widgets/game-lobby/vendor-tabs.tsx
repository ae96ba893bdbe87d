import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { vendorLanesResource } from '../../engine/state/games.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import type { GameType, Vendor } from '../../schemas/api/games.ts';
import { ProviderStrip, ProviderStripSkeleton } from './provider-strip.tsx';

type VendorLanes = ReturnType<typeof useLobbyVendors>['lanes'];

/**
 * The brand's vendor lanes: every vendor once (for the classify menu and provider names) and
 * the vendors of the route's category (for the vendor tabs).
 */
export function useLobbyVendors(gameType: GameType | null) {
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const lanes = useResource(vendorLanesResource, { merchant: brand.merchantCode, language });
  const vendors = useMemo(() => {
    const seen = new Map<string, Vendor>();
    for (const lane of lanes.data?.lanes ?? []) {
      for (const v of lane.vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v);
    }
    return [...seen.values()];
  }, [lanes.data]);
  // The strip belongs to category pages (spec §2 "Lobby pages"): /hot, /fav and /providers have
  // no category to list the vendors of.
  const categoryVendors = useMemo(
    () =>
      (gameType && lanes.data?.lanes.find((lane) => lane.gameCategory === gameType)?.vendors) || [],
    [lanes.data, gameType],
  );
  return { lanes, vendors, categoryVendors };
}

/** The vendor tabs of a category page (spec §2 vendor tab), or their loading or error state. */
export function VendorTabs({
  lanes,
  vendors,
  chosen,
  onChoose,
}: {
  lanes: VendorLanes;
  vendors: readonly Vendor[];
  chosen: string | null;
  onChoose: (vassalage: string) => void;
}) {
  const { t } = useLingui();
  if (lanes.status === 'loading') return <ProviderStripSkeleton />;
  if (lanes.status === 'error') {
    return (
      <div className="provider-strip provider-strip--error" role="alert">
        <span>{t`The providers could not be loaded.`}</span>
        <button type="button" className="btn btn-small" onClick={lanes.refresh}>
          {t`Try again`}
        </button>
      </div>
    );
  }
  if (vendors.length === 0) return null;
  return (
    <ProviderStrip
      key={vendors.map((v) => v.vassalage).join()}
      vendors={vendors}
      chosen={chosen}
      onChoose={onChoose}
    />
  );
}
