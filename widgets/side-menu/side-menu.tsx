import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouter, useRouterState } from '@tanstack/react-router';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';
import type { GameType } from '../../schemas/api/games.ts';
import type { MenuKey } from '../../schemas/brand.ts';
import type { LanguageCode } from '../../schemas/common.ts';
import { languageTable } from '../../engine/core/languages.ts';
import { gameTypeOfPath, vendorTabSearch, type LobbyEvent } from '../../engine/core/lobby.ts';
import { resolveMenu, type ResolvedMenuEntry } from '../../engine/core/menu.ts';
import { languageAtom, useLanguage } from '../../engine/i18n/language.ts';
import { useBrand } from '../../engine/render/brand-context.tsx';
import { useProtectedAction } from '../../engine/render/use-protected-action.ts';
import { useVisibility } from '../../engine/render/use-visibility.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import {
  lobbyDispatchAtom,
  lobbyVendorAtom,
  vendorLanesResource,
} from '../../engine/state/games.ts';
import { useAtomValue, useSetAtom } from '../../engine/state/jotai.ts';
import { useResource } from '../../engine/state/query.ts';
import { useMenuMini } from '../../engine/router/use-menu-mini.ts';
import { menuDrawerOpenAtom } from '../../engine/state/ui.ts';
import { Flag } from '../ui/flag.tsx';
import { Icon } from '../ui/icons.tsx';
import { menuKeyGameTypes, menuLabels } from '../ui/menu-labels.ts';
import type { SideMenuSettings } from './schema.ts';
import './side-menu.css';

function LanguagePicker({ open: initiallyOpen, mini }: { open: boolean; mini: boolean }) {
  const { t } = useLingui();
  const brand = useBrand();
  const [language, setLanguage] = useLanguage();
  const [open, setOpen] = useState(initiallyOpen);
  const listId = useId();
  const current = languageTable[language];
  return (
    <div className="side-menu-language">
      <button
        type="button"
        className="side-menu-item"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`${t`Language`}: ${current.nativeName}`}
        onClick={() => setOpen(!open)}
        title={mini ? t`Language` : undefined}
      >
        <Flag country={current.flag} size={20} />
        <span className={mini ? 'visually-hidden' : 'side-menu-label'}>{current.nativeName}</span>
        {mini ? null : <Icon name="chevron-down" className="side-menu-chevron" />}
      </button>
      {open ? (
        <ul id={listId} className="side-menu-languages" aria-label={t`Choose a language`}>
          {brand.languages.supported.map((code: LanguageCode) => (
            <li key={code}>
              <button
                type="button"
                className="side-menu-item"
                lang={languageTable[code].tag}
                aria-pressed={code === language}
                onClick={() => void setLanguage(code)}
              >
                <Flag country={languageTable[code].flag} size={20} />
                <span className={mini ? 'visually-hidden' : 'side-menu-label'}>
                  {languageTable[code].nativeName}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Game categories whose entry expands to their vendors (the lottery has its own pages). */
const gameRowTypes: ReadonlySet<GameType> = new Set([
  'LIVE',
  'RNG',
  'PVP',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'INHOUSE',
  'COCKFIGHT',
]);

/**
 * What choosing an entry does to the lobby before navigating (spec §2): the filter resets, the
 * list type becomes game (hot for Hot, fav for Favourites), on the route's game type.
 */
function lobbyReset(key: MenuKey, path: string, vassalage: string | null = null): LobbyEvent {
  return {
    type: 'routeChanged',
    // The key's category, also when the brand moved its route (menu.items.<key>.route).
    gameType: menuKeyGameTypes[key] ?? gameTypeOfPath(path),
    vassalage,
    listType: key === 'hot' ? 'hot' : key === 'fav' ? 'fav' : 'game',
  };
}

/** A click the browser should handle itself (a new tab or window). */
function modifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link whose current state comes from the lobby (a category with or without a vendor), not
 * from the path alone: it sets the lobby, then navigates.
 */
function LobbyLink({
  to,
  search,
  current,
  onChoose,
  children,
}: {
  to: string;
  /** The URL's vendor tab (`vendorTabSearch`), so a new tab or a shared link opens it too. */
  search?: Record<string, string> | null;
  current: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  const router = useRouter();
  const target = { to, search: search ?? {} };
  return (
    <a
      href={router.buildLocation(target).href}
      className="side-menu-item side-menu-child"
      aria-current={current ? 'page' : undefined}
      onClick={(event) => {
        if (modifiedClick(event)) return;
        event.preventDefault();
        onChoose();
        void router.navigate(target);
      }}
    >
      {children}
    </a>
  );
}

/**
 * A game category (spec §2 "one entry per game category with its vendor children plus an All
 * entry"): it expands to All and the category's vendors; in mini mode it is a plain link.
 */
function GameCategoryEntry({
  entry,
  path,
  gameType,
  mini,
  onNavigate,
}: {
  entry: ResolvedMenuEntry;
  path: string;
  gameType: GameType;
  mini: boolean;
  onNavigate: () => void;
}) {
  const { t, i18n } = useLingui();
  const brand = useBrand();
  const language = useAtomValue(languageAtom);
  const dispatch = useSetAtom(lobbyDispatchAtom);
  const lobbyVendor = useAtomValue(lobbyVendorAtom);
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const onRoute = pathname === path;
  const [open, setOpen] = useState(onRoute);
  const listId = useId();
  const lanes = useResource(
    vendorLanesResource,
    { merchant: brand.merchantCode, language },
    { enabled: open && !mini },
  );
  const { label: descriptor, icon } = menuLabels[entry.key];
  const label = i18n._(descriptor);
  const choose = (vassalage: string | null) => {
    dispatch(lobbyReset(entry.key, path, vassalage));
    onNavigate();
  };

  if (mini) {
    return (
      <Link to={path} className="side-menu-item" title={label} onClick={() => choose(null)}>
        <Icon name={icon} />
        <span className="visually-hidden">{label}</span>
      </Link>
    );
  }
  const vendors =
    lanes.status === 'ready'
      ? (lanes.data.lanes.find((lane) => lane.gameCategory === gameType)?.vendors ?? [])
      : [];
  return (
    <div className="side-menu-group">
      <button
        type="button"
        className="side-menu-item"
        aria-expanded={open}
        aria-controls={listId}
        data-on-route={onRoute}
        onClick={() => setOpen(!open)}
      >
        <Icon name={icon} />
        <span className="side-menu-label">{label}</span>
        <Icon name="chevron-down" className="side-menu-chevron" />
      </button>
      {open ? (
        <ul id={listId} className="side-menu-children" aria-label={label}>
          <li>
            <LobbyLink
              to={path}
              current={onRoute && lobbyVendor === null}
              onChoose={() => choose(null)}
            >
              <span className="side-menu-label">{t`All`}</span>
            </LobbyLink>
          </li>
          {vendors.map((vendor) => (
            <li key={vendor.vassalage}>
              <LobbyLink
                to={path}
                search={vendorTabSearch(gameType, vendor.vassalage)}
                current={onRoute && lobbyVendor === vendor.vassalage}
                onChoose={() => choose(vendor.vassalage)}
              >
                <span className="side-menu-label">
                  {vendor.displayName || vendor.title || vendor.vassalage}
                </span>
              </LobbyLink>
            </li>
          ))}
          {lanes.status === 'loading' ? (
            <li className="side-menu-note" role="status">
              {t`Loading providers`}
            </li>
          ) : null}
          {lanes.status === 'error' ? (
            <li className="side-menu-note">
              <span role="alert">{t`The providers could not be loaded.`}</span>
              <button type="button" className="btn btn-small" onClick={lanes.refresh}>
                {t`Try again`}
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}

function MenuEntry({
  entry,
  mini,
  onNavigate,
}: {
  entry: ResolvedMenuEntry;
  mini: boolean;
  onNavigate: () => void;
}) {
  const { i18n } = useLingui();
  const brand = useBrand();
  const dispatch = useSetAtom(lobbyDispatchAtom);
  const protect = useProtectedAction();
  const navigate = useNavigate();
  const { label: descriptor, icon } = menuLabels[entry.key];
  const label = i18n._(descriptor);
  const content = (
    <>
      <Icon name={icon} />
      <span className={mini ? 'visually-hidden' : 'side-menu-label'}>{label}</span>
    </>
  );
  const target = entry.target;
  if (target.kind === 'route') {
    const gameType = menuKeyGameTypes[entry.key];
    if (gameType && gameRowTypes.has(gameType)) {
      return (
        <GameCategoryEntry
          entry={entry}
          path={target.path}
          gameType={gameType}
          mini={mini}
          onNavigate={onNavigate}
        />
      );
    }
    const choose = () => {
      dispatch(lobbyReset(entry.key, target.path));
      onNavigate();
    };
    return (
      <Link
        to={target.path}
        className="side-menu-item"
        title={mini ? label : undefined}
        onClick={(event) => {
          // Favourites need a member (spec §5): visitors get the login modal first.
          if (entry.key === 'fav' && !modifiedClick(event)) {
            event.preventDefault();
            protect(() => {
              choose();
              void navigate({ to: target.path });
            });
            return;
          }
          choose();
        }}
      >
        {content}
      </Link>
    );
  }
  if (target.kind === 'resource') {
    const resource = brand.resources[target.resource]?.[0];
    return resource ? (
      <a
        href={resource.url}
        className="side-menu-item"
        target="_blank"
        rel="noopener noreferrer"
        title={mini ? label : undefined}
      >
        {content}
      </a>
    ) : null;
  }
  return null;
}

/** The side menu: the brand's entries in its order, with the language picker. */
export function SideMenu({ settings }: WidgetProps<SideMenuSettings>) {
  const { t } = useLingui();
  const brand = useBrand();
  const visible = useVisibility();
  const mini = useMenuMini();
  const closeDrawer = useSetAtom(menuDrawerOpenAtom);
  const entries = resolveMenu(brand).filter((entry) => visible(entry.visibleWhen));
  return (
    <nav className="side-menu" aria-label={t`Main menu`} data-mini={mini}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.target.kind === 'language' ? (
              <LanguagePicker open={settings.languagesOpen} mini={mini} />
            ) : (
              <MenuEntry entry={entry} mini={mini} onNavigate={() => closeDrawer(false)} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
