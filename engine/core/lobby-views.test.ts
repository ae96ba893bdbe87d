/** What the lobby shows: routes, page sizes, menus, pager, hearts, "see more", the list query. */
import { describe, expect, it } from 'vitest';
import {
  classifyMenu,
  gameListQuery,
  gameTypeOfPath,
  gameTypeRoutes,
  initialLobbyState,
  pagerItems,
  pageSizeFor,
  seeMoreTarget,
  showsFavouriteHeart,
  showsPager,
  showsProviderStrip,
  vendorGridTypes,
  vendorTabSearch,
} from './lobby.ts';
import { browsing, sizes, vendor } from './lobby.fixtures.ts';

describe('routes of game types', () => {
  it('maps every lobby route to its type and back', () => {
    for (const [type, path] of Object.entries(gameTypeRoutes)) {
      expect(gameTypeOfPath(path)).toBe(type);
    }
    expect(gameTypeRoutes.RNG).toBe('/rng');
    expect(gameTypeRoutes.COCKFIGHT).toBe('/cockfight');
  });

  it('knows no type for other routes', () => {
    for (const path of ['/', '/hot', '/fav', '/providers', '/game', '/RNG', '/rng/', '']) {
      expect(gameTypeOfPath(path)).toBeNull();
    }
  });

  it('names the vendor tab in the URL of /rng only (spec §2 `?page=`)', () => {
    expect(vendorTabSearch('RNG', 'AUR')).toEqual({ page: 'AUR' });
    expect(vendorTabSearch('RNG', null)).toEqual({});
    for (const type of ['LIVE', 'FISH', 'SPORTS'] as const) {
      expect(vendorTabSearch(type, 'AUR')).toBeNull();
    }
    expect(vendorTabSearch(null, 'AUR')).toBeNull();
  });

  it('shows sports, e-sports and cockfight as vendor grids', () => {
    expect([...vendorGridTypes].sort()).toEqual(['COCKFIGHT', 'ESPORTS', 'SPORTS']);
  });
});

describe('pageSizeFor (spec §9)', () => {
  it('uses 28 for searches, 42 on lobby pages and 20 elsewhere', () => {
    expect(pageSizeFor(sizes, { lobby: true, search: true })).toBe(28);
    expect(pageSizeFor(sizes, { lobby: false, search: true })).toBe(28);
    expect(pageSizeFor(sizes, { lobby: true, search: false })).toBe(42);
    expect(pageSizeFor(sizes, { lobby: false, search: false })).toBe(20);
  });
});

describe('classifyMenu (spec §2, §5)', () => {
  const rng = [
    vendor('AUR', 'RNG', ['SLOT', 'JACKPOT', 'TABLE']),
    vendor('NEB', 'RNG', ['SLOT']),
    vendor('CRW', 'RNG', ['SLOT', 'ARCADE']),
  ];
  const base = { kind: 'category' as const, gameType: 'RNG' as const, vendors: rng };

  it('starts with ALL then NEW for RNG, then the chosen vendor classifies', () => {
    expect(classifyMenu({ ...base, vassalage: 'AUR' })?.map((c) => c.key)).toEqual([
      'ALL',
      'NEW',
      'SLOT',
      'JACKPOT',
      'TABLE',
    ]);
  });

  it('leaves the names of ALL and NEW to the storefront and keeps vendor names', () => {
    const menu = classifyMenu({ ...base, vassalage: 'AUR' })!;
    expect(menu[0]).toEqual({ key: 'ALL', displayName: '' });
    expect(menu[1]).toEqual({ key: 'NEW', displayName: '' });
    expect(menu[2]).toEqual({ key: 'SLOT', displayName: 'slot' });
  });

  it('is hidden when the chosen vendor has one classify or none', () => {
    expect(classifyMenu({ ...base, vassalage: 'NEB' })).toBeNull();
    expect(classifyMenu({ ...base, vendors: [vendor('X', 'RNG', [])], vassalage: 'X' })).toBeNull();
    expect(classifyMenu({ ...base, vassalage: 'UNKNOWN' })).toBeNull();
  });

  it('uses the classifies of every vendor of the category when none is chosen, once each', () => {
    expect(classifyMenu({ ...base, vassalage: null })?.map((c) => c.key)).toEqual([
      'ALL',
      'NEW',
      'SLOT',
      'JACKPOT',
      'TABLE',
      'ARCADE',
    ]);
  });

  it('ignores vendors of other types when none is chosen', () => {
    const vendors = [vendor('VLV', 'LIVE', ['BACCARAT', 'ROULETTE']), vendor('NEB', 'RNG', ['X'])];
    expect(classifyMenu({ ...base, vendors, vassalage: null })).toBeNull();
  });

  it('has no NEW outside RNG', () => {
    const vendors = [vendor('VLV', 'LIVE', ['BACCARAT', 'ROULETTE'])];
    expect(
      classifyMenu({ kind: 'category', gameType: 'LIVE', vendors, vassalage: null })?.map(
        (c) => c.key,
      ),
    ).toEqual(['ALL', 'BACCARAT', 'ROULETTE']);
  });

  it("does not repeat the lobby's own keys a vendor lists", () => {
    const vendors = [vendor('V', 'RNG', ['ALL', 'NEW', 'HOT', 'FAV', 'SLOT', 'TABLE'])];
    expect(classifyMenu({ ...base, vendors, vassalage: 'V' })?.map((c) => c.key)).toEqual([
      'ALL',
      'NEW',
      'SLOT',
      'TABLE',
    ]);
  });

  it('counts only own classifies: ALL and NEW plus one do not make a menu', () => {
    const vendors = [vendor('V', 'RNG', ['ALL', 'NEW', 'SLOT'])];
    expect(classifyMenu({ ...base, vendors, vassalage: 'V' })).toBeNull();
  });

  it.each(['hot', 'fav', 'search', 'provider'] as const)('is hidden for %s lists', (kind) => {
    expect(classifyMenu({ ...base, kind, vassalage: 'AUR' })).toBeNull();
  });

  it('is hidden for pvp and without a game type', () => {
    const pvp = [vendor('TBL', 'PVP', ['POKER', 'CARD'])];
    expect(
      classifyMenu({ kind: 'category', gameType: 'PVP', vendors: pvp, vassalage: 'TBL' }),
    ).toBeNull();
    expect(classifyMenu({ ...base, gameType: null, vassalage: 'AUR' })).toBeNull();
  });
});

describe('showsProviderStrip', () => {
  it('shows for categories, hot and favourites, not for search or provider lists', () => {
    expect(showsProviderStrip('category')).toBe(true);
    expect(showsProviderStrip('hot')).toBe(true);
    expect(showsProviderStrip('fav')).toBe(true);
    expect(showsProviderStrip('search')).toBe(false);
    expect(showsProviderStrip('provider')).toBe(false);
  });
});

describe('showsPager (spec §5)', () => {
  it('shows only with more than one page and a non-empty list', () => {
    expect(showsPager(2, 42)).toBe(true);
    expect(showsPager(1, 42)).toBe(false);
    expect(showsPager(0, 0)).toBe(false);
    expect(showsPager(5, 0)).toBe(false);
  });
});

describe('pagerItems (spec §9: 2 margin pages, range 5)', () => {
  it('lists every page when they fit', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('has nothing for no pages', () => {
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('shows the range at the start, then a gap and the last margin pages', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 19, 20]);
    expect(pagerItems(3, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 19, 20]);
  });

  it('centres the range on the current page with gaps on both sides', () => {
    expect(pagerItems(10, 20)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12, 'gap', 19, 20]);
  });

  it('keeps the range full at the end', () => {
    expect(pagerItems(20, 20)).toEqual([1, 2, 'gap', 16, 17, 18, 19, 20]);
    expect(pagerItems(19, 20)).toEqual([1, 2, 'gap', 16, 17, 18, 19, 20]);
  });

  it('shows a single hidden page instead of a gap', () => {
    // Range 3-7 and last pages 9-10 leave only page 8 between them.
    expect(pagerItems(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pagerItems(6, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 'gap', 11, 12]);
  });

  it('clamps a current page outside the list', () => {
    expect(pagerItems(99, 10)).toEqual([1, 2, 'gap', 6, 7, 8, 9, 10]);
    expect(pagerItems(0, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 9, 10]);
  });

  it('never repeats a page and keeps them ascending, for every page of a long list', () => {
    const total = 120; // 5,000 games at 42 per page
    for (let current = 1; current <= total; current++) {
      const items = pagerItems(current, total);
      const pages = items.filter((p): p is number => p !== 'gap');
      expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
      expect(pages).toContain(current);
      expect(pages).toContain(1);
      expect(pages).toContain(total);
      // 2 margin pages, a gap (or the one page it hides), 5 in range, a gap, 2 margin pages.
      expect(items.length).toBeLessThanOrEqual(11);
      expect(items.filter((p) => p === 'gap').length).toBeLessThanOrEqual(2);
    }
  });

  it('takes other margins and ranges', () => {
    expect(pagerItems(10, 20, 1, 3)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });
});

describe('showsFavouriteHeart (spec §2)', () => {
  const slot = { gameType: 'RNG' as const, isGame: 'GAME' };

  it.each(['/live', '/pvp', '/rng', '/fish', '/inhouse', '/hot', '/fav'])('shows on %s', (path) => {
    expect(showsFavouriteHeart(path, slot)).toBe(true);
  });

  it.each(['/sports', '/esports', '/cockfight', '/providers', '/game', '/promotions'])(
    'never shows on %s',
    (path) => {
      expect(showsFavouriteHeart(path, slot)).toBe(false);
    },
  );

  it.each(['/', '/index', '/index.html', '/home'])(
    'on home %s shows only in the hot and RNG rows',
    (path) => {
      expect(showsFavouriteHeart(path, slot, 'hot')).toBe(true);
      expect(showsFavouriteHeart(path, slot, 'RNG')).toBe(true);
      expect(showsFavouriteHeart(path, { gameType: 'LIVE' }, 'LIVE')).toBe(false);
      expect(showsFavouriteHeart(path, slot)).toBe(false);
    },
  );

  it('never shows for lottery games or vendor tiles', () => {
    expect(showsFavouriteHeart('/hot', { gameType: 'LOTT' })).toBe(false);
    expect(showsFavouriteHeart('/', { gameType: 'ELOTT' }, 'hot')).toBe(false);
    expect(showsFavouriteHeart('/rng', { gameType: 'RNG', isGame: 'VASSALAGE' })).toBe(false);
  });
});

describe('seeMoreTarget (spec §2)', () => {
  const lanes = [
    { gameCategory: 'SPORTS' as const, vendors: [vendor('SBK', 'SPORTS', [])] },
    {
      gameCategory: 'ESPORTS' as const,
      vendors: [vendor('AV', 'ESPORTS', []), vendor('IA', 'ESPORTS', [])],
    },
    { gameCategory: 'RNG' as const, vendors: [vendor('AUR', 'RNG', [])] },
  ];

  it("goes to sports with the first vendor's vassalage and type SPORTS", () => {
    expect(seeMoreTarget('SPORTS', lanes)).toEqual({
      to: '/sports',
      gameType: 'SPORTS',
      vassalage: 'SBK',
      pageNo: 1,
    });
  });

  it('goes to e-sports with its first vendor and, as the spec says, type SPORTS', () => {
    expect(seeMoreTarget('ESPORTS', lanes)).toEqual({
      to: '/esports',
      gameType: 'SPORTS',
      vassalage: 'AV',
      pageNo: 1,
    });
  });

  it('has no vendor for a sports lane that is missing', () => {
    expect(seeMoreTarget('SPORTS', []).vassalage).toBeNull();
  });

  it.each(['RNG', 'LIVE', 'PVP', 'FISH', 'INHOUSE', 'COCKFIGHT'] as const)(
    'clears the vendor and sets the row type %s, page 1',
    (type) => {
      expect(seeMoreTarget(type, lanes)).toEqual({
        to: gameTypeRoutes[type],
        gameType: type,
        vassalage: null,
        pageNo: 1,
      });
    },
  );
});

describe('gameListQuery (spec §3 game list query)', () => {
  const input = { gameType: 'RNG' as const, language: 'EN', merchant: 'ROYAL', sizes };

  it('asks for a lobby page of the category', () => {
    expect(gameListQuery({ ...initialLobbyState, pageNo: 3 }, input)).toEqual({
      pageNo: 3,
      pageSize: 42,
      language: 'EN',
      merchant: 'ROYAL',
      clientType: 3,
      gameType: 'RNG',
    });
  });

  it('adds the vendor and the classify', () => {
    expect(gameListQuery(browsing, input)).toMatchObject({
      vassalage: 'AUR',
      gameClassify: 'SLOT',
      pageNo: 4,
    });
  });

  it('asks for new games with isNew 1 instead of a classify', () => {
    const query = gameListQuery({ ...initialLobbyState, gameClassify: 'NEW' }, input);
    expect(query.isNew).toBe(1);
    expect(query.gameClassify).toBeUndefined();
  });

  it('sends no classify for ALL or FAV', () => {
    expect(gameListQuery(initialLobbyState, input).gameClassify).toBeUndefined();
    expect(
      gameListQuery({ ...initialLobbyState, gameClassify: 'FAV' }, input).gameClassify,
    ).toBeUndefined();
  });

  it('searches by name with the search page size', () => {
    const query = gameListQuery({ ...initialLobbyState, gameName: 'dragon', pageNo: 2 }, input);
    expect(query).toMatchObject({ gameName: 'dragon', pageSize: 28, pageNo: 2 });
  });

  it('leaves the type out without one (/hot, /providers)', () => {
    const query = gameListQuery(
      { ...initialLobbyState, vassalage: 'AUR' },
      { ...input, gameType: null },
    );
    expect(query.gameType).toBeUndefined();
    expect(query.vassalage).toBe('AUR');
  });
});
