import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { gameListModal } from '../../engine/render/use-launch-game.ts';
import { launchedGameAtom } from '../../engine/state/games.ts';
import { modalAtom, type ModalState } from '../../engine/state/modals.ts';
import type { Game } from '../../schemas/api/games.ts';
import { brandWith } from '../../tests/support/brands.ts';
import { storyCatalog } from '../../tests/support/game-handlers.ts';
import { server } from '../../tests/support/msw-server.ts';
import { renderInApp } from '../../tests/support/render.tsx';
import { GameListModal, popupData } from './game-list-modal.tsx';
import { gameListModal as widget } from './index.ts';

/** The demo brand with the frame routes a launch navigates to. */
const royal = brandWith('royal', {
  routes: {
    '/game': { page: 'home', title: 'Game', description: 'Game' },
    '/seamless': { page: 'home', title: 'Game', description: 'Game' },
  },
});
const member = { token: 'member-token', isAgent: 0 };
const { games: catalog } = storyCatalog();
const aurora: ModalState = {
  type: gameListModal,
  data: { vassalage: 'AUR', gameType: 'RNG', title: 'Aurora Gaming' },
};

function listOf(games: Game[]) {
  return HttpResponse.json({ value: { games, pageNo: 1, totalPages: 1, total: games.length } });
}

async function open(modal: ModalState = aurora, session: typeof member | null = null) {
  return renderInApp(<GameListModal settings={{}} sectionKey="modal:gameList" />, {
    brand: royal,
    path: '/rng',
    modal,
    session,
  });
}

describe('GameListModal', () => {
  it('opens for the modal type the launch hook uses', () => {
    expect(widget.modal).toBe(gameListModal);
    expect(widget.placement).toEqual(['modal']);
  });

  it('lists every game of the vendor, asking for one page of 1000', async () => {
    const requests: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('GCSGAME_gameList')) requests.push(new URL(request.url));
    });
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'Aurora Gaming' });
    const list = await within(dialog).findByRole('list', { name: 'Games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(60);
    server.events.removeAllListeners();
    expect(requests[0]?.searchParams.get('pageSize')).toBe('1000');
    expect(requests[0]?.searchParams.get('pageNo')).toBe('1');
    expect(requests[0]?.searchParams.get('vassalage')).toBe('AUR');
    expect(requests[0]?.searchParams.get('gameType')).toBe('RNG');
  });

  it('filters the games by name as the player types', async () => {
    const user = userEvent.setup();
    await open();
    const list = await screen.findByRole('list', { name: 'Games' });
    const dragons = catalog.filter(
      (g) => g.vassalage === 'AUR' && g.displayName.toLowerCase().includes('dragon'),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Filter games by name' }), 'DRAGON');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(dragons.length));
    expect(screen.getByText(`${dragons.length} of 60`)).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Filter games by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Filter games by name' }), 'zzz');
    expect(await screen.findByText('No games found')).toBeInTheDocument();
  });

  it('mounts a long list in chunks, moving focus to the first new tile on a press', async () => {
    const many = Array.from({ length: 150 }, (_, i) => ({
      ...catalog[i % 60]!,
      nodeId: `MANY-${i}`,
      displayName: `Game ${i + 1}`,
    }));
    server.use(http.get('*/wps/relay/GCSGAME_gameList', () => listOf(many)));
    const user = userEvent.setup();
    await open();
    const list = await screen.findByRole('list', { name: 'Games' });
    // Plain child counts: role queries over hundreds of tiles are slow in jsdom.
    expect(list.children).toHaveLength(60);
    expect(screen.getByText('150 of 150')).toBeInTheDocument();
    await user.click(screen.getByText('Show more games (90)'));
    expect(list.children).toHaveLength(120);
    expect(document.activeElement).toBe(list.children[60]!.querySelector('button'));
    expect(document.activeElement).toHaveTextContent('Play Game 61');
    await user.click(screen.getByText('Show more games (30)'));
    expect(list.children).toHaveLength(150);
    expect(screen.queryByText(/^Show more games/)).toBeNull();
    // A filter starts again from the first chunk.
    await user.type(screen.getByPlaceholderText('Filter games by name'), 'game 1');
    const matching = many.filter((g) => g.displayName.toLowerCase().includes('game 1')).length;
    await waitFor(() => expect(screen.getByText(`${matching} of 150`)).toBeInTheDocument());
    expect(list.children).toHaveLength(60);
  }, 20_000);

  it('shows only real games, not vendor tiles, and no filter for a short list', async () => {
    const crown = catalog.filter((g) => g.vassalage === 'CRW').slice(0, 3);
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () =>
        listOf([{ ...crown[0]!, nodeId: 'CRW-VENDOR', isGame: 'VASSALAGE' }, ...crown]),
      ),
    );
    await open({ type: gameListModal, data: { vassalage: 'CRW', title: 'Crown Reels' } });
    const list = await screen.findByRole('list', { name: 'Games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('closes and launches a game for a member', async () => {
    const user = userEvent.setup();
    const { store } = await open(aurora, member);
    const list = await screen.findByRole('list', { name: 'Games' });
    const first = within(list).getAllByRole('article')[0]!;
    const name = first.getAttribute('aria-label')!;
    await user.click(within(first).getByRole('button', { name: `Play ${name}` }));
    expect(store.get(modalAtom)).toBeNull();
    await waitFor(() => expect(store.get(launchedGameAtom)?.gameName).toBe(name));
  });

  it('hands a visitor over to the login modal', async () => {
    const user = userEvent.setup();
    const { store } = await open();
    const list = await screen.findByRole('list', { name: 'Games' });
    const first = within(list).getAllByRole('article')[0]!;
    await user.click(within(first).getAllByRole('button')[0]!);
    expect(store.get(modalAtom)).toEqual({ type: 'login' });
  });

  it('starts a free trial without login', async () => {
    const user = userEvent.setup();
    const { store } = await open();
    const list = await screen.findByRole('list', { name: 'Games' });
    await user.click(within(list).getAllByRole('button', { name: 'Free trial' })[0]!);
    await waitFor(() => expect(store.get(launchedGameAtom)?.trial).toBe(true));
  });

  it('launches a vendor that has only its own tile directly', async () => {
    const sports = catalog.find((g) => g.nodeId === 'SBK-1')!;
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () => listOf([{ ...sports, isGame: 'VASSALAGE' }])),
    );
    const user = userEvent.setup();
    const { store } = await open(
      { type: gameListModal, data: { vassalage: 'SBK', gameType: 'SPORTS', title: 'Stadium' } },
      member,
    );
    await user.click(await screen.findByRole('button', { name: 'Play Stadium Sports' }));
    expect(store.get(modalAtom)).toBeNull();
    await waitFor(() => expect(store.get(launchedGameAtom)?.nodeId).toBe('SBK-1'));
  });

  it('says when the list fails and loads it again on request', async () => {
    let calls = 0;
    server.use(
      http.get('*/wps/relay/GCSGAME_gameList', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : listOf(catalog.filter((g) => g.vassalage === 'NEB'));
      }),
    );
    const user = userEvent.setup();
    await open();
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Games' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
  });

  it('says when the vendor has no games', async () => {
    server.use(http.get('*/wps/relay/GCSGAME_gameList', () => listOf([])));
    await open();
    expect(await screen.findByText('No games found')).toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    const { store } = await open();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(store.get(modalAtom)).toBeNull();
  });
});

describe('popupData', () => {
  it('reads the vendor, type and title the launch hook sends', () => {
    expect(popupData({ vassalage: 'AUR', gameType: 'RNG', title: 'Aurora' })).toEqual({
      vassalage: 'AUR',
      gameType: 'RNG',
      title: 'Aurora',
    });
    expect(popupData({ vassalage: 'AUR', gameType: 'NOPE' })).toEqual({
      vassalage: 'AUR',
      title: '',
    });
  });

  it('refuses data without a vendor code', () => {
    expect(popupData(undefined)).toBeNull();
    expect(popupData({})).toBeNull();
    expect(popupData({ vassalage: 'not a code' })).toBeNull();
  });
});
