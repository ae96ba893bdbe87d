import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { GameType, Vendor } from '../../schemas/api/games.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { vendorLanesResource } from '../../engine/state/games.ts';
import { useAtomValue } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { gameTypeLabel } from './menu-labels.ts';
import { RecordFilter } from './records.tsx';

/**
 * The game type and provider filters of a page of rounds (the member's betting record, the
 * team's bets), from the lobby's vendor lanes: once a type is chosen, only its vendors. `onChange`
 * is told of every change (to go back to the first page). Answers the chosen values, a vendor's
 * display name by its code, and the two filters to place in the filter bar.
 */
export function useGameFilters(onChange: () => void) {
  const { t, i18n } = useLingui();
  const language = useAtomValue(languageAtom);
  const brand = useBrand();
  const [gameType, setGameType] = useState<GameType | ''>('');
  const [vendor, setVendor] = useState('');
  const lanes = useResource(vendorLanesResource, { merchant: brand.merchantCode, language });

  const allLanes = lanes.data?.lanes ?? [];
  const vendors = new Map<string, Vendor>();
  for (const lane of allLanes)
    if (!gameType || lane.gameCategory === gameType)
      for (const v of lane.vendors) if (!vendors.has(v.vassalage)) vendors.set(v.vassalage, v);
  const vendorName = (code: string) => {
    const known = allLanes.flatMap((lane) => lane.vendors).find((v) => v.vassalage === code);
    return known?.displayName || code;
  };

  const filters = (
    <>
      <RecordFilter
        label={t`Game type`}
        value={gameType}
        options={allLanes.map((lane) => ({
          value: lane.gameCategory,
          label: i18n._(gameTypeLabel(lane.gameCategory).label),
        }))}
        onChange={(next) => {
          const type = next as GameType | '';
          setGameType(type);
          // A vendor without games of the new type would select nothing.
          const lane = allLanes.find((l) => l.gameCategory === type);
          if (type && !lane?.vendors.some((v) => v.vassalage === vendor)) setVendor('');
          onChange();
        }}
      />
      <RecordFilter
        label={t`Provider`}
        value={vendor}
        options={[...vendors.values()].map((v) => ({
          value: v.vassalage,
          label: v.displayName || v.vassalage,
        }))}
        onChange={(next) => {
          setVendor(next);
          onChange();
        }}
      />
    </>
  );
  return { gameType, vendor, vendorName, filters };
}
