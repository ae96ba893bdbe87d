/**
 * A small, fully known catalog for integration tests: seven vendors and 45 games with names,
 * classifies, hot ranks and trial support chosen so every filter has something to find.
 */
import type { Database } from '../kernel/db/client.ts';
import { games, gameVendors } from '../modules/catalog/index.ts';

type VendorInsert = typeof gameVendors.$inferInsert;
type GameInsert = typeof games.$inferInsert;

/** The test vendors. */
export const testVendors: VendorInsert[] = [
  {
    vassalage: 'ALPHA',
    gameType: 'RNG',
    gameCategory: 'RNG',
    names: { EN: 'Alpha Slots', TY: 'Alpha Slots PH' },
    isHot: true,
    sort: 1,
    classifies: [
      { key: 'SLOT', names: { EN: 'Slots', TY: 'Mga Slot' } },
      { key: 'JACKPOT', names: { EN: 'Jackpot', TY: 'Jackpot' } },
    ],
  },
  {
    vassalage: 'BETA',
    gameType: 'RNG',
    gameCategory: 'RNG',
    names: { EN: 'Beta Games' },
    sort: 2,
    classifies: [{ key: 'SLOT', names: { EN: 'Slots' } }],
  },
  {
    vassalage: 'LVX',
    gameType: 'LIVE',
    gameCategory: 'LIVE',
    names: { EN: 'Live X' },
    sort: 3,
  },
  {
    vassalage: 'SBX',
    gameType: 'SPORTS',
    gameCategory: 'SPORTS',
    names: { EN: 'Sportsbook X' },
    sort: 4,
  },
  {
    vassalage: 'AV',
    gameType: 'ESPORTS',
    gameCategory: 'ESPORTS',
    names: { EN: 'AV E-sports' },
    sort: 5,
  },
  {
    vassalage: 'FSH',
    gameType: 'FISH',
    gameCategory: 'FISH',
    names: { EN: 'Fish Hunter' },
    sort: 6,
  },
  {
    vassalage: 'BGS',
    gameType: 'INHOUSE',
    gameCategory: 'INHOUSE',
    names: { EN: 'House Games', TY: 'Laro ng Bahay' },
    sort: 7,
  },
];

const alphaNames = [
  'Golden Dragon',
  'Lucky Panda',
  'Fortune Tiger',
  'Jungle Gems',
  'Pirate Gold',
  'Moon Rabbit',
  'Samba Spins',
  'Thunder Bull',
  'Candy Rush',
  'Mystic Lotus',
];

function alphaGame(i: number): GameInsert {
  const base = alphaNames[i % alphaNames.length]!;
  const name = i < alphaNames.length ? base : `${base} ${Math.floor(i / alphaNames.length) + 1}`;
  return {
    nodeId: `ALPHA-${1000 + i}`,
    gameId: String(1000 + i),
    vassalage: 'ALPHA',
    gameType: 'RNG',
    name,
    names: { EN: name, TY: `${name} (TY)` },
    classifies: i % 3 === 0 ? ['SLOT', 'JACKPOT'] : ['SLOT'],
    isNew: i % 5 === 0,
    hotRank: i < 4 ? i + 1 : null,
    supportPlay: i % 4 !== 0,
    minBetMinor: 100 * ((i % 3) + 1),
    minLineNum: 5 * ((i % 4) + 1),
    sort: i,
  };
}

/** The test games: ALPHA has 30 (pages), the others a few each. */
export const testGames: GameInsert[] = [
  ...Array.from({ length: 30 }, (_, i) => alphaGame(i)),
  ...['Beta Fruits', 'Beta Sevens', 'Beta Stars', 'Beta Wild West', 'Beta Dragon'].map(
    (name, i): GameInsert => ({
      nodeId: `BETA-${i + 1}`,
      gameId: `b${i + 1}`,
      vassalage: 'BETA',
      gameType: 'RNG',
      name,
      names: { EN: name },
      classifies: ['SLOT'],
      isNew: i === 0,
      hotRank: i === 1 ? 5 : null,
      sort: i,
    }),
  ),
  ...['Baccarat A', 'Roulette B', 'Sic Bo C'].map((name, i): GameInsert => ({
    nodeId: `LVX-${i + 1}`,
    gameId: `l${i + 1}`,
    vassalage: 'LVX',
    gameType: 'LIVE',
    name,
    names: { EN: name },
    hotRank: i === 0 ? 6 : null,
    sort: i,
  })),
  {
    nodeId: 'SBX-LOBBY',
    gameId: 'lobby',
    vassalage: 'SBX',
    gameType: 'SPORTS',
    name: 'Sportsbook X',
    names: { EN: 'Sportsbook X' },
    isGame: 'VASSALAGE',
  },
  {
    nodeId: 'AV-LOBBY',
    gameId: 'lobby',
    vassalage: 'AV',
    gameType: 'ESPORTS',
    name: 'AV Arena',
    names: { EN: 'AV Arena' },
    isGame: 'VASSALAGE',
  },
  ...['Ocean King', 'Shark Bounty'].map((name, i): GameInsert => ({
    nodeId: `FSH-${i + 1}`,
    gameId: `f${i + 1}`,
    vassalage: 'FSH',
    gameType: 'FISH',
    name,
    names: { EN: name },
    sort: i,
  })),
  {
    nodeId: 'BGS-SLOT',
    gameId: 'lucky-sevens',
    vassalage: 'BGS',
    gameType: 'INHOUSE',
    name: 'Lucky Sevens',
    names: { EN: 'Lucky Sevens', TY: 'Masuwerteng Pito' },
    classifies: [],
    hotRank: 7,
    supportPlay: false,
    minBetMinor: 100,
    minLineNum: 1,
  },
  {
    nodeId: 'BGS-GEMS',
    gameId: 'gem-reels',
    vassalage: 'BGS',
    gameType: 'INHOUSE',
    name: 'Gem Reels',
    names: { EN: 'Gem Reels' },
    minBetMinor: 100,
    minLineNum: 1,
    sort: 1,
  },
];

/** Writes the test catalog into an empty catalog. */
export async function insertTestCatalog(db: Database): Promise<void> {
  await db.insert(gameVendors).values(testVendors);
  await db.insert(games).values(testGames);
}
