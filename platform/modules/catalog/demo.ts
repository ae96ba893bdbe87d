/**
 * The demo catalog a fresh platform seeds (SEED_DEMO): 33 vendors and about 6,250 games, 5,600
 * of them slots (RNG), so the lobby shows what it does with a real-sized catalog. Every name
 * is invented (studio names, game names from word lists); icons are drawn by the platform
 * (platform/modules/catalog/icons.ts); every vendor plays on the built-in game engine through the
 * seamless wallet. The generator is deterministic: one seeded PRNG, no clock, no randomness
 * from outside, so the same catalog comes out on every machine.
 */
import type { GameType } from '../../../schemas/api/games.ts';
import type { CatalogFileInput } from '../../../schemas/catalog.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { gameVendors } from './tables.ts';
import { importCatalog, type ImportResult } from './import.ts';
import { catalogVersion } from './store.ts';

type DemoVendor = CatalogFileInput['vendors'][number];
type DemoGame = CatalogFileInput['games'][number];

/** mulberry32: a small, fast, seeded PRNG (uniform in [0, 1)). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The seed of the demo catalog. */
const demoSeed = 20_260_302;

const classifyNames: Record<string, { EN: string; TY: string }> = {
  SLOT: { EN: 'Slots', TY: 'Mga Slot' },
  JACKPOT: { EN: 'Jackpot', TY: 'Jackpot' },
  MEGAWAYS: { EN: 'Megaways', TY: 'Megaways' },
  TABLE: { EN: 'Table Games', TY: 'Laro sa Mesa' },
  ARCADE: { EN: 'Arcade', TY: 'Arcade' },
  BACCARAT: { EN: 'Baccarat', TY: 'Baccarat' },
  ROULETTE: { EN: 'Roulette', TY: 'Roleta' },
  SICBO: { EN: 'Sic Bo', TY: 'Sic Bo' },
  DRAGON_TIGER: { EN: 'Dragon Tiger', TY: 'Dragon Tiger' },
  BLACKJACK: { EN: 'Blackjack', TY: 'Blackjack' },
  GAME_SHOW: { EN: 'Game Shows', TY: 'Mga Game Show' },
  CARD: { EN: 'Card Games', TY: 'Laro ng Baraha' },
  BOARD: { EN: 'Board Games', TY: 'Laro sa Tabla' },
  FISHING: { EN: 'Fishing', TY: 'Pangingisda' },
};

interface VendorPlan {
  code: string;
  name: string;
  ty?: string;
  type: GameType;
  category?: GameType;
  classifies: string[];
  games: number;
  hot?: boolean;
  isNew?: boolean;
  /** How the vendor numbers its games. */
  ids?: 'numeric' | 'slug';
}

/** The vendors, in lane order within each category. */
const vendorPlans: VendorPlan[] = [
  // Slot studios (RNG): 5,640 games.
  {
    code: 'AUR',
    name: 'Aurora Gaming',
    type: 'RNG',
    classifies: ['SLOT', 'JACKPOT', 'MEGAWAYS', 'TABLE', 'ARCADE'],
    games: 700,
    hot: true,
  },
  {
    code: 'NBR',
    name: 'Nebula Reels',
    type: 'RNG',
    classifies: ['SLOT', 'JACKPOT', 'MEGAWAYS'],
    games: 620,
    hot: true,
    ids: 'slug',
  },
  {
    code: 'SNF',
    name: 'Sunflare Studios',
    type: 'RNG',
    classifies: ['SLOT', 'ARCADE', 'TABLE'],
    games: 560,
  },
  {
    code: 'JDL',
    name: 'Jade Lantern Games',
    ty: 'Mga Laro ng Jade Lantern',
    type: 'RNG',
    classifies: ['SLOT', 'JACKPOT'],
    games: 540,
    ids: 'slug',
  },
  {
    code: 'RVS',
    name: 'Riverstone Interactive',
    type: 'RNG',
    classifies: ['SLOT', 'MEGAWAYS', 'TABLE'],
    games: 500,
  },
  { code: 'CMP', name: 'Comet Play', type: 'RNG', classifies: ['SLOT'], games: 480, isNew: true },
  {
    code: 'MNS',
    name: 'Monsoon Slots',
    type: 'RNG',
    classifies: ['SLOT', 'JACKPOT', 'ARCADE'],
    games: 460,
    ids: 'slug',
  },
  { code: 'PRW', name: 'Pearlwave Gaming', type: 'RNG', classifies: ['SLOT'], games: 440 },
  {
    code: 'BRZ',
    name: 'Bronze Bull Studio',
    type: 'RNG',
    classifies: ['SLOT', 'MEGAWAYS'],
    games: 400,
  },
  {
    code: 'KSM',
    name: 'Kismet Works',
    type: 'RNG',
    classifies: ['SLOT', 'TABLE', 'ARCADE'],
    games: 360,
    ids: 'slug',
  },
  {
    code: 'TDL',
    name: 'Tidal Spin',
    type: 'RNG',
    classifies: ['SLOT', 'JACKPOT'],
    games: 320,
    isNew: true,
  },
  { code: 'ORC', name: 'Orchid Reels', type: 'RNG', classifies: ['SLOT'], games: 260 },
  // Live dealers.
  {
    code: 'VLV',
    name: 'Velvet Live',
    type: 'LIVE',
    classifies: ['BACCARAT', 'ROULETTE', 'SICBO', 'DRAGON_TIGER', 'GAME_SHOW'],
    games: 120,
    hot: true,
  },
  {
    code: 'CRL',
    name: 'Coral Live Casino',
    type: 'LIVE',
    classifies: ['BACCARAT', 'ROULETTE', 'BLACKJACK'],
    games: 96,
  },
  { code: 'MNR', name: 'Manor Live', type: 'LIVE', classifies: ['BACCARAT'], games: 72 },
  // Player-versus-player card rooms.
  {
    code: 'KPC',
    name: 'Kingpin Cards',
    type: 'PVP',
    classifies: ['CARD', 'BOARD'],
    games: 90,
    hot: true,
  },
  { code: 'TBM', name: 'Tablemates', type: 'PVP', classifies: ['CARD'], games: 72 },
  // Fishing.
  { code: 'DSS', name: 'Deep Sea Studio', type: 'FISH', classifies: ['FISHING'], games: 60 },
  {
    code: 'RFC',
    name: 'Reef Catch',
    ty: 'Huli sa Bahura',
    type: 'FISH',
    classifies: ['FISHING'],
    games: 48,
  },
  { code: 'LNH', name: 'Lantern Harbor', type: 'FISH', classifies: [], games: 40, isNew: true },
  // Sportsbooks, e-sports and cockfighting: one vendor tile each (spec §9 vendor codes).
  {
    code: 'APX',
    name: 'Apex Sportsbook',
    ty: 'Apex Pustahan sa Isports',
    type: 'SPORTS',
    classifies: [],
    games: 1,
    hot: true,
  },
  {
    code: 'STL',
    name: 'Stadium Line',
    ty: 'Stadium Line Isports',
    type: 'SPORTS',
    classifies: [],
    games: 1,
  },
  { code: 'AV', name: 'AV Esports', type: 'ESPORTS', classifies: [], games: 1 },
  { code: 'AI', name: 'AI Esports Arena', type: 'ESPORTS', classifies: [], games: 1 },
  { code: 'IMES', name: 'IMES Esports', type: 'ESPORTS', classifies: [], games: 1 },
  { code: 'TF', name: 'TF Esports', type: 'ESPORTS', classifies: [], games: 1 },
  { code: 'IA', name: 'IA Esports', type: 'ESPORTS', classifies: [], games: 1 },
  { code: 'DS88', name: 'DS88 Sabong', type: 'COCKFIGHT', classifies: [], games: 1 },
  // The platform's own games (the built-in slot engine).
  {
    code: 'BGS',
    name: 'House Games',
    ty: 'Laro ng Bahay',
    type: 'INHOUSE',
    classifies: [],
    games: 4,
    hot: true,
  },
  // Lottery vendors: listed now, their games arrive with the lottery issue.
  { code: 'LOTT', name: 'Lottery', ty: 'Lotto', type: 'LOTT', classifies: [], games: 0 },
  {
    code: 'TCG_SEA',
    name: 'TCG Southeast Asia Lottery',
    ty: 'TCG Lotto ng Timog-Silangang Asya',
    type: 'LOTT',
    classifies: [],
    games: 0,
  },
  {
    code: 'TCG_LOTTO_VN',
    name: 'TCG Vietnam Lottery',
    ty: 'TCG Lotto ng Vietnam',
    type: 'LOTT',
    classifies: [],
    games: 0,
  },
  { code: 'ELOTT', name: 'E-Lottery', ty: 'E-Lotto', type: 'ELOTT', classifies: [], games: 0 },
  { code: 'GPI', name: 'GPI Keno', type: 'ELOTT', classifies: [], games: 0 },
];

const adjectives = [
  'Golden',
  'Lucky',
  'Wild',
  'Mega',
  'Royal',
  'Mystic',
  'Super',
  'Blazing',
  'Diamond',
  'Jade',
  'Crystal',
  'Thunder',
  'Sacred',
  'Ancient',
  'Shining',
  'Electric',
  'Frozen',
  'Cosmic',
  'Emerald',
  'Ruby',
  'Sapphire',
  'Silver',
  'Neon',
  'Midnight',
  'Stellar',
  'Savage',
  'Secret',
  'Hidden',
  'Eternal',
  'Majestic',
  'Raging',
  'Sweet',
  'Fiery',
  'Grand',
  'Imperial',
  'Tropical',
  'Dancing',
  'Roaring',
  'Twin',
  'Magic',
];
const subjects = [
  'Dragon',
  'Buffalo',
  'Tiger',
  'Phoenix',
  'Panda',
  'Pharaoh',
  'Koi',
  'Lotus',
  'Gems',
  'Fruits',
  'Sevens',
  'Pirates',
  'Temple',
  'Wolf',
  'Eagle',
  'Jaguar',
  'Carnival',
  'Fiesta',
  'Samurai',
  'Ninja',
  'Mermaid',
  'Viking',
  'Goddess',
  'Gorilla',
  'Rhino',
  'Lion',
  'Monkey',
  'Rooster',
  'Ox',
  'Rabbit',
  'Stallion',
  'Cobra',
  'Fox',
  'Owl',
  'Bear',
  'Scarab',
  'Sphinx',
  'Oasis',
  'Volcano',
  'Jungle',
  'Ocean',
  'Galaxy',
  'Comet',
  'Kingdom',
  'Castle',
  'Harbor',
  'Island',
  'Canyon',
  'Safari',
  'Bamboo',
  'Lantern',
  'Coins',
  'Bells',
  'Cherries',
  'Candy',
  'Chili',
  'Mango',
  'Pearl',
  'Carabao',
  'Jeepney',
];
const suffixes = [
  'Fortune',
  'Rush',
  'Riches',
  'Link',
  'Gold',
  'Blitz',
  'Deluxe',
  'Hold and Win',
  'Frenzy',
  'Quest',
  'Bonanza',
  'Spins',
  'Legends',
  'Treasures',
  'Party',
  'Wilds',
  'Cash',
  'Power',
  'Strike',
  'Reels',
  'Empire',
  'Dreams',
  'Luck',
  'Glory',
  'Wins',
  'Stacks',
  'Mania',
  'Bounty',
];
const tableGames = [
  'Blackjack',
  'European Roulette',
  'Baccarat',
  'Video Poker',
  'Caribbean Stud',
  'Three Card Poker',
  'Sic Bo',
  'Dragon Tiger',
  'Andar Bahar',
  'Teen Patti',
  'Pai Gow',
  'Red Dog',
  'Casino Hold\u2019em',
];
const tableStyles = ['Classic', 'VIP', 'Multihand', 'Lucky', 'Golden', 'Royal', 'Speed', 'Double'];
const arcadeGames = [
  'Plinko',
  'Mines',
  'Crash',
  'Dice',
  'Limbo',
  'Tower',
  'Hi-Lo',
  'Keno',
  'Wheel',
  'Penalty Shootout',
  'Rocket',
  'Balloon',
  'Coin Flip',
  'Scratch',
  'Cash Ladder',
  'Treasure Dig',
];
const liveGames: Record<string, string[]> = {
  BACCARAT: [
    'Baccarat',
    'Speed Baccarat',
    'No Commission Baccarat',
    'Baccarat Squeeze',
    'VIP Baccarat',
  ],
  ROULETTE: ['Roulette', 'Auto Roulette', 'Speed Roulette', 'Double Ball Roulette'],
  SICBO: ['Sic Bo', 'Super Sic Bo'],
  DRAGON_TIGER: ['Dragon Tiger', 'Speed Dragon Tiger'],
  BLACKJACK: ['Blackjack', 'Speed Blackjack', 'VIP Blackjack'],
  GAME_SHOW: ['Fortune Wheel Show', 'Treasure Dice Show', 'Color Game', 'Pula Puti'],
};
const pvpGames: { name: string; classify: string }[] = [
  { name: 'Tongits', classify: 'CARD' },
  { name: 'Pusoy', classify: 'CARD' },
  { name: 'Pusoy Dos', classify: 'CARD' },
  { name: 'Lucky 9', classify: 'CARD' },
  { name: 'Sakla', classify: 'CARD' },
  { name: 'Teen Patti', classify: 'CARD' },
  { name: 'Rummy', classify: 'CARD' },
  { name: "Texas Hold'em", classify: 'CARD' },
  { name: 'Omaha', classify: 'CARD' },
  { name: 'Big Two', classify: 'CARD' },
  { name: 'Gin Rummy', classify: 'CARD' },
  { name: 'Mahjong', classify: 'BOARD' },
  { name: 'Chinese Chess', classify: 'BOARD' },
  { name: 'Dama', classify: 'BOARD' },
  { name: 'Sungka', classify: 'BOARD' },
];
const pvpTiers: { EN: string; TY: string; minBetMinor: number }[] = [
  { EN: 'Beginner', TY: 'Baguhan', minBetMinor: 500 },
  { EN: 'Regular', TY: 'Karaniwan', minBetMinor: 1000 },
  { EN: 'Pro', TY: 'Bihasa', minBetMinor: 5000 },
  { EN: 'High Roller', TY: 'Malaking Taya', minBetMinor: 20000 },
  { EN: 'VIP', TY: 'VIP', minBetMinor: 50000 },
  { EN: 'Tournament', TY: 'Paligsahan', minBetMinor: 2000 },
];
const fishSubjects = [
  'Shark',
  'Whale',
  'Octopus',
  'Kraken',
  'Dragon Fish',
  'Golden Toad',
  'Crab',
  'Lobster',
  'Marlin',
  'Squid',
  'Turtle',
  'Manta',
  'Swordfish',
  'Jellyfish',
  'Sea Serpent',
  'Piranha',
];
const fishSuffixes = ['Hunter', 'Fishing', 'Catch', 'Bounty', 'Reef', 'Frenzy', 'Blast', 'Party'];

/** The in-house games the built-in engine plays; BGS-SLOT is the one e2e tests launch. */
const houseGames: DemoGame[] = [
  {
    nodeId: 'BGS-SLOT',
    gameId: 'lucky-sevens',
    vassalage: 'BGS',
    gameType: 'INHOUSE',
    name: 'Lucky Sevens',
    names: { TY: 'Masuwerteng Pito' },
    supportPlay: false,
    minBetMinor: 100,
    minLineNum: 1,
    sort: 0,
  },
  {
    nodeId: 'BGS-GEMS',
    gameId: 'gem-reels',
    vassalage: 'BGS',
    gameType: 'INHOUSE',
    name: 'Gem Reels',
    names: { TY: 'Reel ng mga Hiyas' },
    minBetMinor: 100,
    minLineNum: 1,
    sort: 1,
  },
  {
    nodeId: 'BGS-FRUIT',
    gameId: 'fruit-frenzy',
    vassalage: 'BGS',
    gameType: 'INHOUSE',
    name: 'Fruit Frenzy',
    names: { TY: 'Kasiyahan ng Prutas' },
    supportPlay: false,
    minBetMinor: 100,
    minLineNum: 1,
    sort: 2,
  },
  {
    nodeId: 'BGS-BELLS',
    gameId: 'golden-bells',
    vassalage: 'BGS',
    gameType: 'INHOUSE',
    name: 'Golden Bells',
    names: { TY: 'Gintong Kampana' },
    minBetMinor: 200,
    minLineNum: 1,
    sort: 3,
  },
];

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[\u2019']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Builds the demo catalog (the same every time). */
export function demoCatalog(): CatalogFileInput {
  const random = seededRandom(demoSeed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const chance = (p: number) => random() < p;
  const usedNames = new Set<string>();
  const unique = (base: string): string => {
    let name = base;
    for (let n = 2; usedNames.has(name); n += 1) name = `${base} ${n}`;
    usedNames.add(name);
    return name;
  };
  const slotName = (): string => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const roll = random();
      const name =
        roll < 0.7
          ? `${pick(adjectives)} ${pick(subjects)} ${pick(suffixes)}`
          : roll < 0.85
            ? `${pick(subjects)} ${pick(suffixes)}`
            : `${pick(adjectives)} ${pick(subjects)}`;
      if (!usedNames.has(name)) return unique(name);
    }
    return unique(`${pick(adjectives)} ${pick(subjects)} ${pick(suffixes)}`);
  };

  const vendors: DemoVendor[] = vendorPlans.map((plan, i) => ({
    vassalage: plan.code,
    gameType: plan.type,
    gameCategory: plan.category ?? plan.type,
    name: plan.name,
    ...(plan.ty ? { names: { TY: plan.ty } } : {}),
    isHot: plan.hot ?? false,
    isNew: plan.isNew ?? false,
    sort: i + 1,
    classifies: plan.classifies.map((key) => ({
      key,
      name: classifyNames[key]!.EN,
      names: { TY: classifyNames[key]!.TY },
    })),
    wallet: 'seamless',
  }));

  const games: DemoGame[] = [];
  for (const plan of vendorPlans) {
    const vendorGames: Omit<DemoGame, 'nodeId' | 'gameId' | 'sort'>[] = [];
    const base = { vassalage: plan.code, gameType: plan.type };
    switch (plan.type) {
      case 'RNG':
        for (let i = 0; i < plan.games; i += 1) {
          const roll = random();
          if (plan.classifies.includes('TABLE') && roll < 0.07) {
            vendorGames.push({
              ...base,
              name: unique(`${pick(tableStyles)} ${pick(tableGames)}`),
              classifies: ['TABLE'],
              supportPlay: !chance(0.5),
              minBetMinor: pick([500, 1000, 2000]),
              minLineNum: 1,
            });
          } else if (plan.classifies.includes('ARCADE') && roll > 0.94) {
            vendorGames.push({
              ...base,
              name: unique(`${pick(adjectives)} ${pick(arcadeGames)}`),
              classifies: ['ARCADE'],
              supportPlay: !chance(0.6),
              minBetMinor: pick([10, 50, 100]),
              minLineNum: 1,
            });
          } else {
            const megaways = plan.classifies.includes('MEGAWAYS') && chance(0.12);
            const jackpot = plan.classifies.includes('JACKPOT') && chance(0.15);
            const name = slotName();
            vendorGames.push({
              ...base,
              name: megaways ? `${name} Megaways` : jackpot ? `${name} Jackpot` : name,
              classifies: [
                'SLOT',
                ...(megaways ? ['MEGAWAYS'] : []),
                ...(jackpot ? ['JACKPOT'] : []),
              ],
              supportPlay: !chance(0.35),
              minBetMinor: pick([20, 50, 100, 100, 200, 200, 500]),
              minLineNum: megaways
                ? 117_649
                : pick([1, 5, 9, 10, 15, 20, 20, 25, 25, 30, 40, 50, 243, 1024]),
            });
          }
        }
        break;
      case 'LIVE': {
        const tables = plan.classifies.flatMap((key) =>
          liveGames[key]!.map((name) => ({ name, key })),
        );
        for (let i = 0; i < plan.games; i += 1) {
          const table = tables[i % tables.length]!;
          const number = Math.floor(i / tables.length) + 1;
          vendorGames.push({
            ...base,
            name: unique(`${plan.name.split(' ')[0]} ${table.name} ${number}`),
            names: { TY: `${plan.name.split(' ')[0]} ${table.name} Mesa ${number}` },
            classifies: [table.key],
            minBetMinor: pick([1000, 2000, 5000, 10_000]),
            minLineNum: 1,
          });
        }
        break;
      }
      case 'PVP':
        for (let i = 0; i < plan.games; i += 1) {
          const game = pvpGames[i % pvpGames.length]!;
          const tier = pvpTiers[Math.floor(i / pvpGames.length) % pvpTiers.length]!;
          const classify = plan.classifies.includes(game.classify) ? game.classify : 'CARD';
          const label = plan.code === 'KPC' ? 'Kingpin' : 'Mates';
          vendorGames.push({
            ...base,
            name: unique(`${label} ${game.name} ${tier.EN}`),
            names: { TY: `${label} ${game.name} ${tier.TY}` },
            classifies: [classify],
            minBetMinor: tier.minBetMinor,
            minLineNum: 1,
          });
        }
        break;
      case 'FISH':
        for (let i = 0; i < plan.games; i += 1)
          vendorGames.push({
            ...base,
            name: unique(`${pick(adjectives)} ${pick(fishSubjects)} ${pick(fishSuffixes)}`),
            classifies: plan.classifies.includes('FISHING') ? ['FISHING'] : [],
            supportPlay: !chance(0.3),
            minBetMinor: pick([10, 50, 100]),
            minLineNum: 1,
          });
        break;
      case 'SPORTS':
      case 'ESPORTS':
      case 'COCKFIGHT':
        games.push({
          ...base,
          nodeId: `${plan.code}-LOBBY`,
          gameId: 'lobby',
          name: plan.name,
          ...(plan.ty ? { names: { TY: plan.ty } } : {}),
          isGame: 'VASSALAGE',
          minBetMinor: plan.type === 'COCKFIGHT' ? 2000 : 1000,
          minLineNum: 0,
        });
        break;
      case 'INHOUSE':
        games.push(...houseGames);
        break;
      default:
        break;
    }
    vendorGames.forEach((game, i) => {
      const gameId =
        plan.ids === 'slug'
          ? slug(game.name)
          : String((plan.code.charCodeAt(0) % 9) + 1) + String(i + 1).padStart(4, '0');
      games.push({ ...game, nodeId: `${plan.code}-${gameId}`, gameId, sort: i });
    });
  }

  for (const game of games) if (chance(0.05)) game.isNew = true;

  // About forty hot games spread over the types, ranked in a shuffled order.
  const hotQuota: Partial<Record<GameType, number>> = {
    RNG: 22,
    LIVE: 6,
    PVP: 4,
    FISH: 4,
    INHOUSE: 2,
    SPORTS: 1,
    ESPORTS: 1,
  };
  const hot: DemoGame[] = [];
  for (const [type, quota] of Object.entries(hotQuota)) {
    const candidates = games.filter((g) => g.gameType === type && (g.sort ?? 0) < 8);
    const chosen = new Set<DemoGame>();
    if (type === 'INHOUSE') chosen.add(games.find((g) => g.nodeId === 'BGS-SLOT')!);
    while (chosen.size < Math.min(quota, candidates.length)) chosen.add(pick(candidates));
    hot.push(...chosen);
  }
  for (let i = hot.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [hot[i], hot[j]] = [hot[j]!, hot[i]!];
  }
  hot.forEach((game, i) => (game.hotRank = i + 1));

  return { vendors, games };
}

/**
 * Seeds the demo catalog into a catalog that was never written (no vendors, version 0), so an
 * operator's own catalog (or a deliberately emptied one) is never overwritten. Returns the
 * number of games written (0 when the catalog already existed).
 */
export async function seedDemoCatalog(db: Database, clock: Clock): Promise<number> {
  if ((await catalogVersion(db)) > 0) return 0;
  if ((await db.select({ v: gameVendors.vassalage }).from(gameVendors).limit(1)).length > 0)
    return 0;
  const result: ImportResult = await importCatalog(db, clock, demoCatalog(), { replace: false });
  return result.games.added;
}
