import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  classifyMenu,
  hasClassifyMenu,
  showsProviderStrip,
  type LobbyKind,
} from '../../engine/core/lobby.ts';
import { languageAtom } from '../../engine/i18n/language.ts';
import type { WidgetProps } from '../../engine/render/widget.ts';
import { lobbyDispatchAtom, lobbyStateAtom } from '../../engine/state/games.ts';
import { useAtomValue, useSetAtom, useStore } from '../../engine/state/jotai.ts';
import { gameTypeLabel } from '../ui/menu-labels.ts';
import { ClassifyMenu, ClassifySkeleton } from './classify-menu.tsx';
import { GridEmpty } from './game-grid.tsx';
import { lobbyArrival, lobbyPage, pageTabSearch, type LobbyPage } from './lobby-page.ts';
import { LobbyResults } from './lobby-results.tsx';
import { LobbyToolbar } from './lobby-toolbar.tsx';
import type { GameLobbySettings } from './schema.ts';
import { ProviderStripSkeleton } from './provider-strip.tsx';
import { useLobbyVendors, VendorTabs } from './vendor-tabs.tsx';
import './game-lobby.css';

/** A lobby page: the route decides the category, the shared lobby state the filters. */
export function GameLobby({ settings }: WidgetProps<GameLobbySettings>) {
  const path = useRouterState({ select: (s) => s.location.pathname });
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  const page = lobbyPage(settings.kind ?? 'category', path, search);
  // A new route is a new page: it checks the shared state afresh.
  return <Lobby key={`${path}|${page.kind}`} {...page} />;
}

function Lobby(page: LobbyPage) {
  const { kind, path, gameType, vendor } = page;
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const language = useAtomValue(languageAtom);
  const store = useStore();
  const dispatch = useSetAtom(lobbyDispatchAtom);
  const titleId = useId();
  const results = useRef<HTMLDivElement>(null);

  // A new page (the widget keys it by route) settles its arrival state once, and so does a
  // vendor the URL names anew; the strip's own choice is in the state already and changes
  // nothing there, so the lobby stays as it is (and the pressed button keeps the focus).
  const [arrival, setArrival] = useState(() => ({ vendor, ...lobbyArrival(store, page) }));
  if (arrival.vendor !== vendor) setArrival({ vendor, ...lobbyArrival(store, page) });
  useEffect(() => arrival.settle(), [arrival]);
  const state = useAtomValue(arrival.shown);

  const { lanes, vendors, categoryVendors } = useLobbyVendors(gameType);

  const chosenVendor = kind === 'provider' ? vendor : state.vassalage;
  const searching = state.gameName !== '';
  const lobbyKind: LobbyKind = searching
    ? 'search'
    : kind === 'provider'
      ? 'provider'
      : state.listType === 'hot'
        ? 'hot'
        : state.listType === 'fav'
          ? 'fav'
          : 'category';
  const classifies =
    state.listType === 'game'
      ? classifyMenu({ kind: lobbyKind, gameType, vendors, vassalage: state.vassalage })
      : null;
  const providerName = vendors.find((v) => v.vassalage === vendor)?.displayName;

  const title =
    kind === 'provider'
      ? (providerName ?? vendor ?? t`Provider`)
      : kind === 'hot'
        ? t`Hot games`
        : kind === 'fav'
          ? t`Favourites`
          : gameType
            ? i18n._(gameTypeLabel(gameType).label)
            : t`Games`;

  const goToPage = useCallback(
    (pageNo: number) => {
      dispatch({ type: 'page', pageNo });
      const node = results.current;
      if (!node) return;
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      node.scrollIntoView?.({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
      node.focus({ preventScroll: true });
    },
    [dispatch],
  );

  const showTabs = kind !== 'provider' && gameType !== null && showsProviderStrip(lobbyKind);
  // Until the vendors are known, the strip and the classify menu keep their places, so the
  // games below do not jump when they arrive.
  const lanesPending = lanes.status === 'loading';

  return (
    <section className="game-lobby" aria-labelledby={titleId}>
      <h1 id={titleId} className="game-lobby__title">
        {title}
      </h1>
      {showTabs && lanesPending ? <ProviderStripSkeleton /> : null}
      {showTabs && !lanesPending ? (
        <VendorTabs
          lanes={lanes}
          vendors={categoryVendors}
          chosen={state.vassalage}
          onChoose={(vassalage) => {
            dispatch({ type: 'chooseVendor', vassalage });
            const tab = pageTabSearch(page, store.get(lobbyStateAtom).vassalage);
            // The URL's other parameters stay (a campaign's, say).
            const search = (prev: Record<string, unknown>) => ({
              ...prev,
              page: undefined,
              ...tab,
            });
            if (tab) void navigate({ to: path, search, replace: true });
          }}
        />
      ) : null}
      <LobbyToolbar
        listType={state.listType}
        gameName={state.gameName}
        onChooseList={(listType) => dispatch({ type: 'chooseListType', listType })}
        onSearch={(gameName) => dispatch({ type: 'search', gameName })}
      />
      {lanesPending && state.listType === 'game' && hasClassifyMenu(lobbyKind, gameType) ? (
        <ClassifySkeleton />
      ) : null}
      {!lanesPending && classifies ? (
        <ClassifyMenu
          items={classifies}
          chosen={state.gameClassify}
          onChoose={(key) => dispatch({ type: 'chooseClassify', key })}
        />
      ) : null}
      <div
        ref={results}
        className="game-lobby__results"
        tabIndex={-1}
        role="region"
        aria-label={t`Games`}
      >
        {kind === 'provider' && !vendor ? (
          <GridEmpty text={t`Choose a provider to see its games.`}>
            <Link to="/" className="btn btn-small">
              {t`Back to the lobby`}
            </Link>
          </GridEmpty>
        ) : (
          <LobbyResults
            state={state}
            page={page}
            vendor={chosenVendor}
            language={language}
            onPage={goToPage}
            onClearSearch={() => dispatch({ type: 'search', gameName: '' })}
            onMore={() => dispatch({ type: 'page', pageNo: state.pageNo + 1 })}
          />
        )}
      </div>
    </section>
  );
}
