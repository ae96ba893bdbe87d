import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { Game } from '../../schemas/api/games.ts';
import { launchGame } from '../api/game-launch.ts';
import { pickCdn, withCdn } from '../core/cdn.ts';
import { errorText } from '../i18n/errors.ts';
import { languageAtom } from '../i18n/language.ts';
import { useDialogs } from '../state/dialogs.ts';
import { launchedGameAtom } from '../state/games.ts';
import { useAtomValue, useSetAtom } from '../state/jotai.ts';
import { modalAtom } from '../state/modals.ts';
import { permissionAtom } from '../state/system.ts';
import { accountAtom, tokenAtom } from '../state/session.ts';
import { useBrand } from './brand-context.tsx';
import { useProtectedAction } from './use-protected-action.ts';

/** Modal type of the popup game list (a vendor's games, spec §2 "isGame VASSALAGE"). */
export const gameListModal = 'gameList';

/** How to launch. */
export interface LaunchOptions {
  /** The free trial (play money) a game with supportPlay 0 offers; needs no login. */
  trial?: boolean;
  /** Launch a vendor tile itself instead of opening its popup game list. */
  direct?: boolean;
}

/**
 * Starts a game (spec §7 launch): a vendor tile opens its popup game list; a real launch needs
 * a member (visitors get the login modal, trial accounts the warning); the address gets a
 * launch CDN in front and opens in /seamless (seamless-wallet games) or /game.
 */
export function useLaunchGame(): (game: Game, options?: LaunchOptions) => void {
  const { t } = useLingui();
  const brand = useBrand();
  const token = useAtomValue(tokenAtom);
  const account = useAtomValue(accountAtom);
  const language = useAtomValue(languageAtom);
  const permission = useAtomValue(permissionAtom);
  const setLaunched = useSetAtom(launchedGameAtom);
  const openModal = useSetAtom(modalAtom);
  const protect = useProtectedAction();
  const { show } = useDialogs();
  const navigate = useNavigate();

  const start = useCallback(
    (game: Game, trial: boolean) => {
      launchGame({
        action: 'getLaunchAddressV2',
        gameId: game.gameId,
        nodeId: game.nodeId,
        accountType: trial ? 0 : 1,
        confirmTrans: 0,
        vassalage: game.vassalage,
        launchMode: 'GLS',
        platform: 'html5-desktop',
        clientType: 3,
        ...(account && !trial ? { username: account } : {}),
        ...(token && !trial ? { token } : {}),
        merchantCode: brand.merchantCode,
        language,
      }).then(
        (launch) => {
          const url = withCdn(launch.game_url, pickCdn(permission?.launchGameCDNs ?? []));
          setLaunched({ ...launch, url });
          void navigate({ to: launch.wallet === 'seamless' ? '/seamless' : '/game' });
        },
        (error: unknown) =>
          void show({
            icon: 'error',
            title: game.displayName,
            text: errorText(error),
            buttons: [{ id: 'ok', label: t`OK`, primary: true }],
          }),
      );
    },
    [account, token, brand.merchantCode, language, permission, setLaunched, navigate, show, t],
  );

  return useCallback(
    (game: Game, options: LaunchOptions = {}) => {
      if (game.isGame === 'VASSALAGE' && !options.direct) {
        openModal({
          type: gameListModal,
          data: { vassalage: game.vassalage, gameType: game.gameType, title: game.accountTypeName },
        });
        return;
      }
      if (options.trial && game.supportPlay === 0) start(game, true);
      else protect(() => start(game, false));
    },
    [openModal, protect, start],
  );
}
