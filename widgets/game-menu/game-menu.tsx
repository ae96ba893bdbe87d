import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { LobbyEvent } from '../../engine/core/lobby.ts';
import { menuKeys, type MenuKey } from '../../schemas/brand/menu.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { gameMenusResource, lobbyDispatchAtom } from '../../engine/state/games.ts';
import { useAtomValue, useSetAtom } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { Icon, type IconName } from '../ui/icons.tsx';
import { gameTypeLabel, menuLabels } from '../ui/menu-labels.ts';
import type { GameMenuSettings } from './schema.ts';
import './game-menu.css';

/** One entry of the menu. */
interface Entry {
  key: string;
  to: string;
  label: string;
  icon: IconName;
  /** What choosing it does to the lobby before navigating (spec §2). */
  event: LobbyEvent;
}

function isMenuKey(name: string): name is MenuKey {
  return (menuKeys as readonly string[]).includes(name);
}

/**
 * The game menu of GET /lgw/games/game_menus, led by Hot. Choosing an entry resets the lobby
 * filter, sets the list type (game, or hot for Hot) and then navigates (spec §2). Entries whose
 * page the brand does not route to are left out.
 */
export function GameMenu({ settings }: WidgetProps<GameMenuSettings>) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const dispatch = useSetAtom(lobbyDispatchAtom);
  const menus = useResource(gameMenusResource, language);

  const entries: Entry[] = [];
  if (settings.showHot ?? true) {
    entries.push({
      key: 'hot',
      to: '/hot',
      label: i18n._(menuLabels.hot.label),
      icon: menuLabels.hot.icon,
      event: { type: 'routeChanged', gameType: null, listType: 'hot' },
    });
  }
  for (const menu of menus.status === 'ready' ? menus.data : []) {
    const { label, icon } = isMenuKey(menu.name)
      ? menuLabels[menu.name]
      : gameTypeLabel(menu.gameType);
    entries.push({
      key: menu.name,
      to: menu.page,
      label: i18n._(label),
      icon,
      event: { type: 'routeChanged', gameType: menu.gameType },
    });
  }
  const shown = entries.filter((entry) => Object.hasOwn(brand.routes, entry.to));

  return (
    <nav
      className="game-menu"
      aria-label={t`Game categories`}
      aria-busy={menus.status === 'loading'}
    >
      <ul className="game-menu__list" role="list">
        {shown.map((entry) => (
          <li key={entry.key}>
            <Link
              to={entry.to}
              className="game-menu__item"
              activeOptions={{ exact: true, includeSearch: false }}
              onClick={() => dispatch(entry.event)}
            >
              <Icon name={entry.icon} className="game-menu__icon" />
              <span>{entry.label}</span>
            </Link>
          </li>
        ))}
        {menus.status === 'loading'
          ? Array.from({ length: 6 }, (_, i) => (
              <li key={`skeleton-${i}`} className="game-menu__skeleton" aria-hidden="true" />
            ))
          : null}
      </ul>
      {menus.status === 'loading' ? (
        <span className="visually-hidden" role="status">{t`Loading`}</span>
      ) : null}
      {menus.status === 'error' ? (
        <div className="game-menu__error" role="alert">
          <span>{t`The game menu could not be loaded.`}</span>
          <button type="button" className="btn btn-small" onClick={menus.refresh}>
            {t`Try again`}
          </button>
        </div>
      ) : null}
    </nav>
  );
}
