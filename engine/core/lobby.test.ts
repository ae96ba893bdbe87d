/** The lobby's state machine (spec §4 lobby list type). */
import { describe, expect, it } from 'vitest';
import { initialLobbyState, lobbyReducer, type LobbyEvent, type LobbyState } from './lobby.ts';
import { browsing } from './lobby.fixtures.ts';

function run(...events: LobbyEvent[]): LobbyState {
  return events.reduce(lobbyReducer, initialLobbyState);
}

describe('lobbyReducer (spec §4 lobby list type)', () => {
  it('starts on the game list of every vendor, classify ALL, page 1', () => {
    expect(initialLobbyState).toEqual({
      listType: 'game',
      vassalage: null,
      gameClassify: 'ALL',
      gameName: '',
      pageNo: 1,
      inHouse: false,
      gameType: null,
    });
  });

  describe('chooseListType', () => {
    it('hot sets classify HOT, keeps the vendor, clears the search and goes to page 1', () => {
      const state = lobbyReducer(
        { ...browsing, gameName: 'dragon' },
        { type: 'chooseListType', listType: 'hot' },
      );
      expect(state).toMatchObject({
        listType: 'hot',
        gameClassify: 'HOT',
        vassalage: 'AUR',
        gameName: '',
        pageNo: 1,
      });
    });

    it('fav sets classify FAV and keeps the vendor', () => {
      const state = lobbyReducer(browsing, { type: 'chooseListType', listType: 'fav' });
      expect(state).toMatchObject({ listType: 'fav', gameClassify: 'FAV', vassalage: 'AUR' });
    });

    it('recent sets classify ALL, clears the vendor, page 1', () => {
      const state = lobbyReducer(browsing, { type: 'chooseListType', listType: 'recent' });
      expect(state).toMatchObject({
        listType: 'recent',
        gameClassify: 'ALL',
        vassalage: null,
        pageNo: 1,
      });
    });

    it('game sets classify ALL and clears the vendor', () => {
      const hot = lobbyReducer(browsing, { type: 'chooseListType', listType: 'hot' });
      const state = lobbyReducer(hot, { type: 'chooseListType', listType: 'game' });
      expect(state).toMatchObject({ listType: 'game', gameClassify: 'ALL', vassalage: null });
    });

    it.each(['hot', 'fav', 'recent'] as const)(
      're-choosing the active type %s returns to the game list',
      (listType) => {
        const state = run(
          { type: 'chooseListType', listType },
          { type: 'chooseListType', listType },
        );
        expect(state).toMatchObject({ listType: 'game', gameClassify: 'ALL', pageNo: 1 });
      },
    );

    it('re-choosing the game list keeps it the game list', () => {
      expect(run({ type: 'chooseListType', listType: 'game' }).listType).toBe('game');
    });

    it('keeps the route it belongs to', () => {
      const state = lobbyReducer(browsing, { type: 'chooseListType', listType: 'hot' });
      expect(state.gameType).toBe('RNG');
    });
  });

  describe('chooseVendor', () => {
    it('chooses a vendor on the game list, classify ALL, page 1, no search', () => {
      const state = lobbyReducer(
        { ...browsing, vassalage: null, listType: 'hot', gameName: 'x' },
        { type: 'chooseVendor', vassalage: 'NEB' },
      );
      expect(state).toMatchObject({
        listType: 'game',
        vassalage: 'NEB',
        gameClassify: 'ALL',
        gameName: '',
        pageNo: 1,
      });
    });

    it('choosing the active vendor clears it', () => {
      const state = lobbyReducer(browsing, { type: 'chooseVendor', vassalage: 'AUR' });
      expect(state).toMatchObject({ vassalage: null, listType: 'game', pageNo: 1 });
    });

    it('choosing another vendor replaces the active one', () => {
      expect(lobbyReducer(browsing, { type: 'chooseVendor', vassalage: 'CRW' }).vassalage).toBe(
        'CRW',
      );
    });
  });

  describe('chooseClassify', () => {
    it('sets the classify, clears the name search, page 1, game list', () => {
      const state = lobbyReducer(
        { ...browsing, gameName: 'dragon', listType: 'game' },
        { type: 'chooseClassify', key: 'JACKPOT' },
      );
      expect(state).toMatchObject({
        listType: 'game',
        gameClassify: 'JACKPOT',
        gameName: '',
        pageNo: 1,
        vassalage: 'AUR',
      });
    });
  });

  describe('search', () => {
    it('trims the name and switches to the game list, page 1', () => {
      const state = lobbyReducer(
        { ...browsing, listType: 'fav', gameClassify: 'FAV' },
        { type: 'search', gameName: '  dragon  ' },
      );
      expect(state).toMatchObject({
        listType: 'game',
        gameName: 'dragon',
        gameClassify: 'ALL',
        pageNo: 1,
      });
    });

    it('searches within the classify of the game list', () => {
      const state = lobbyReducer(browsing, { type: 'search', gameName: 'gold' });
      expect(state).toMatchObject({ gameClassify: 'SLOT', gameName: 'gold', pageNo: 1 });
    });

    it('an empty or blank search clears it', () => {
      const searching = lobbyReducer(browsing, { type: 'search', gameName: 'gold' });
      expect(lobbyReducer(searching, { type: 'search', gameName: '   ' }).gameName).toBe('');
    });
  });

  describe('page', () => {
    it('goes to the page, never below 1, whole pages only', () => {
      expect(lobbyReducer(browsing, { type: 'page', pageNo: 7 }).pageNo).toBe(7);
      expect(lobbyReducer(browsing, { type: 'page', pageNo: 0 }).pageNo).toBe(1);
      expect(lobbyReducer(browsing, { type: 'page', pageNo: -3 }).pageNo).toBe(1);
      expect(lobbyReducer(browsing, { type: 'page', pageNo: 2.7 }).pageNo).toBe(2);
    });

    it('ignores a page that is not a number', () => {
      expect(lobbyReducer(browsing, { type: 'page', pageNo: Number.NaN })).toBe(browsing);
      expect(lobbyReducer(browsing, { type: 'page', pageNo: Infinity })).toBe(browsing);
    });

    it('keeps every filter', () => {
      const state = lobbyReducer(browsing, { type: 'page', pageNo: 2 });
      expect(state).toEqual({ ...browsing, pageNo: 2 });
    });
  });

  describe('routeChanged', () => {
    it('returns classify to ALL, clears vendor and search, page 1, on the game list', () => {
      const state = lobbyReducer(
        { ...browsing, gameName: 'x', listType: 'recent' },
        { type: 'routeChanged', gameType: 'LIVE' },
      );
      expect(state).toEqual({
        listType: 'game',
        vassalage: null,
        gameClassify: 'ALL',
        gameName: '',
        pageNo: 1,
        inHouse: false,
        gameType: 'LIVE',
      });
    });

    it('takes a vendor along (see-more, the side menu, /providers)', () => {
      const state = lobbyReducer(initialLobbyState, {
        type: 'routeChanged',
        gameType: 'SPORTS',
        vassalage: 'SBK',
      });
      expect(state).toMatchObject({ vassalage: 'SBK', gameType: 'SPORTS', listType: 'game' });
    });

    it('opens the hot list with classify HOT and the favourites with FAV', () => {
      expect(
        lobbyReducer(browsing, { type: 'routeChanged', gameType: null, listType: 'hot' }),
      ).toMatchObject({ listType: 'hot', gameClassify: 'HOT', gameType: null });
      expect(
        lobbyReducer(browsing, { type: 'routeChanged', gameType: null, listType: 'fav' }),
      ).toMatchObject({ listType: 'fav', gameClassify: 'FAV' });
    });

    it('sets the in-house flag only on the in-house type', () => {
      expect(
        lobbyReducer(initialLobbyState, { type: 'routeChanged', gameType: 'INHOUSE' }).inHouse,
      ).toBe(true);
      const back = run(
        { type: 'routeChanged', gameType: 'INHOUSE' },
        { type: 'routeChanged', gameType: 'RNG' },
      );
      expect(back.inHouse).toBe(false);
    });

    it('keeps the in-house flag while browsing the in-house lobby', () => {
      const state = run(
        { type: 'routeChanged', gameType: 'INHOUSE' },
        { type: 'chooseListType', listType: 'hot' },
        { type: 'page', pageNo: 2 },
      );
      expect(state.inHouse).toBe(true);
    });
  });
});
