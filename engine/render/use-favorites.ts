import { useCallback, useMemo } from 'react';
import type { Game } from '../../schemas/api/games.ts';
import { setFavorite } from '../api/game-favorites.ts';
import { errorText } from '../i18n/errors.ts';
import { useDialogs } from '../state/dialogs.ts';
import { favoriteIdsResource } from '../state/games.ts';
import { useAtomValue } from '../state/jotai.ts';
import { useResource } from '../state/query.ts';
import { roleAtom, tokenAtom } from '../state/session.ts';
import { useLingui } from '@lingui/react/macro';
import { useProtectedAction } from './use-protected-action.ts';

/** What a tile needs to show and toggle its heart. */
export interface Favorites {
  /** Whether the favourite ids are known (a member whose ids loaded). */
  ready: boolean;
  isFavorite: (nodeId: string) => boolean;
  /**
   * Adds or removes a game (spec §4: ids toggle in and out). Visitors get the login modal and
   * trial accounts the warning first (spec §5).
   */
  toggle: (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) => void;
}

/** The member's favourites. */
export function useFavorites(): Favorites {
  const { t } = useLingui();
  const token = useAtomValue(tokenAtom);
  const role = useAtomValue(roleAtom);
  const member = role === 'member' || role === 'agent';
  const ids = useResource(favoriteIdsResource, token ?? '', { enabled: Boolean(token) && member });
  const protect = useProtectedAction();
  const { show } = useDialogs();
  const set = useMemo(
    () => new Set(ids.status === 'ready' ? ids.data : []),
    [ids.status, ids.data],
  );
  const store = ids.set;

  const toggle = useCallback(
    (game: Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>) =>
      protect(() => {
        const favorite = !set.has(game.nodeId);
        setFavorite(
          { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType },
          favorite,
        ).then(
          (answer) => store(answer.ids),
          (error: unknown) =>
            void show({
              icon: 'error',
              title: t`Favourites`,
              text: errorText(error),
              buttons: [{ id: 'ok', label: t`OK`, primary: true }],
            }),
        );
      }),
    [protect, set, store, show, t],
  );

  return {
    ready: ids.status === 'ready',
    isFavorite: (nodeId) => set.has(nodeId),
    toggle,
  };
}
