import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import type { GameType } from '../../schemas/api/games.ts';
import { getGameList } from '../api/game-list.ts';
import { errorText } from '../i18n/errors.ts';
import { languageAtom } from '../i18n/language.ts';
import { useDialogs } from '../state/dialogs.ts';
import { useAtomValue } from '../state/jotai.ts';
import { useBrand } from './brand-context.tsx';
import { useLaunchGame } from './use-launch-game.ts';
import { useProtectedAction } from './use-protected-action.ts';

/** The vendor to launch. */
export interface VendorToLaunch {
  vassalage: string;
  /** Narrows the vendor's games to one type, when known. */
  gameType?: GameType | undefined;
  /** Titles the dialog when the vendor has no game or the request fails. */
  name: string;
}

/** A vendor launcher and the vendor it is opening (null when none). */
export interface LaunchVendor {
  opening: string | null;
  launchVendor: (vendor: VendorToLaunch) => void;
}

/**
 * Launches a vendor's first game directly (spec §2 "vendor grid": sports, e-sports, cockfight),
 * for members only: asks for one game of the vendor, launches it, and says so in a dialog when
 * there is none or the request fails. One vendor opens at a time.
 */
export function useLaunchVendor(): LaunchVendor {
  const { t } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const launch = useLaunchGame();
  const protect = useProtectedAction();
  const { show } = useDialogs();
  const [opening, setOpening] = useState<string | null>(null);

  const launchVendor = useCallback(
    ({ vassalage, gameType, name }: VendorToLaunch) =>
      protect(() => {
        if (opening) return;
        setOpening(vassalage);
        getGameList({
          vassalage,
          ...(gameType ? { gameType } : {}),
          pageNo: 1,
          pageSize: 1,
          language,
          merchant: brand.merchantCode,
          clientType: 3,
        })
          .then(
            (list) => {
              const game = list.games[0];
              if (game) launch(game, { direct: true });
              else
                void show({
                  icon: 'info',
                  title: name,
                  text: t`No games found`,
                  buttons: [{ id: 'ok', label: t`OK`, primary: true }],
                });
            },
            (error: unknown) =>
              void show({
                icon: 'error',
                title: name,
                text: errorText(error),
                buttons: [{ id: 'ok', label: t`OK`, primary: true }],
              }),
          )
          .finally(() => setOpening(null));
      }),
    [protect, opening, language, brand.merchantCode, launch, show, t],
  );

  return { opening, launchVendor };
}
