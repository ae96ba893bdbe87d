/**
 * The vendors of the demo catalog (platform/modules/catalog/demo.ts builds the catalog from
 * them): each one's code, names, category, classifies and how many games it gets, in lane
 * order, plus the in-house games the built-in engine plays. Every name is invented.
 */
import type { GameType } from '../../../schemas/api/games.ts';
import type { CatalogFileInput } from '../../../schemas/catalog.ts';

/** One game row of the demo catalog, in the import file format. */
export type DemoGame = CatalogFileInput['games'][number];

/** The English and Tagalog name of every classify a demo vendor declares. */
export const classifyNames: Record<string, { EN: string; TY: string }> = {
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

/** What the generator makes of one demo vendor. */
export interface VendorPlan {
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
  /** A transfer-wallet vendor: its games play from the member's wallet of that vendor. */
  wallet?: 'transfer';
}

/** The vendors, in lane order within each category. */
export const vendorPlans: VendorPlan[] = [
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
    wallet: 'transfer',
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
  {
    code: 'DSS',
    name: 'Deep Sea Studio',
    type: 'FISH',
    classifies: ['FISHING'],
    games: 60,
    wallet: 'transfer',
  },
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
  { code: 'AV', name: 'AV Esports', ty: 'AV E-sports', type: 'ESPORTS', classifies: [], games: 1 },
  {
    code: 'AI',
    name: 'AI Esports Arena',
    ty: 'Arena ng AI E-sports',
    type: 'ESPORTS',
    classifies: [],
    games: 1,
  },
  {
    code: 'IMES',
    name: 'IMES Esports',
    ty: 'IMES E-sports',
    type: 'ESPORTS',
    classifies: [],
    games: 1,
  },
  { code: 'TF', name: 'TF Esports', ty: 'TF E-sports', type: 'ESPORTS', classifies: [], games: 1 },
  { code: 'IA', name: 'IA Esports', ty: 'IA E-sports', type: 'ESPORTS', classifies: [], games: 1 },
  {
    code: 'DS88',
    name: 'DS88 Sabong',
    ty: 'DS88 Sabong',
    type: 'COCKFIGHT',
    classifies: [],
    games: 1,
  },
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

/** The in-house games the built-in engine plays; BGS-SLOT is the one e2e tests launch. */
export const houseGames: DemoGame[] = [
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
