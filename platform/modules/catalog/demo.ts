/**
 * The demo catalog a fresh platform seeds (SEED_DEMO): 33 vendors and about 6,250 games, 5,600
 * of them slots (RNG), so the lobby shows what it does with a real-sized catalog. Every name
 * is invented (the vendors in demo-vendors.ts, game names from the word lists in
 * demo-words.ts); icons are drawn by the platform (platform/modules/catalog/icons.ts); every
 * vendor plays on the built-in game engine, through the seamless wallet except two transfer-
 * wallet vendors (KSM, DSS) whose games play from the member's wallet of that vendor. The generator is
 * deterministic: one seeded PRNG, no clock, no randomness from outside, so the same catalog
 * comes out on every machine.
 */
import { seededRandom } from '../../../engine/core/jackpot.ts';
import type { GameType } from '../../../schemas/api/games.ts';
import type { CatalogFileInput } from '../../../schemas/catalog.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { gameVendors } from './tables.ts';
import { importCatalog, type ImportResult } from './import.ts';
import { catalogVersion } from './store.ts';
import { classifyNames, houseGames, vendorPlans, type DemoGame } from './demo-vendors.ts';
import {
  adjectives,
  arcadeGames,
  fishSubjects,
  fishSuffixes,
  liveGames,
  pvpGames,
  pvpTiers,
  subjects,
  suffixes,
  tableGames,
  tableStyles,
} from './demo-words.ts';
import { tagalog, tagalogName } from './demo-words-tl.ts';

type DemoVendor = CatalogFileInput['vendors'][number];

/** The seed of the demo catalog. */
const demoSeed = 20_260_302;

function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[\u2019']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The words of an invented name: an adjective, a subject, and what of them ("Fortune"). */
interface NameParts {
  adjective?: string;
  subject: string;
  what?: string;
}

/** The English name of `parts`, in their order ("Golden Dragon Fortune"). */
function englishName(parts: NameParts): string {
  return [parts.adjective, parts.subject, parts.what].filter((w) => w !== undefined).join(' ');
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
  // A unique English name and its Tagalog caption (numbered alike when the name repeats).
  const named = (english: string, ty: string): { name: string; names: { TY: string } } => {
    const name = unique(english);
    return { name, names: { TY: `${ty}${name.slice(english.length)}` } };
  };
  const fullParts = (): NameParts => {
    const adjective = pick(adjectives);
    const subject = pick(subjects);
    return { adjective, subject, what: pick(suffixes) };
  };
  const slotParts = (roll: number): NameParts => {
    if (roll < 0.7) return fullParts();
    if (roll < 0.85) {
      const subject = pick(subjects);
      return { subject, what: pick(suffixes) };
    }
    const adjective = pick(adjectives);
    return { adjective, subject: pick(subjects) };
  };
  const slotName = (): { name: string; names: { TY: string } } => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const parts = slotParts(random());
      if (!usedNames.has(englishName(parts))) return named(englishName(parts), tagalogName(parts));
    }
    const parts = fullParts();
    return named(englishName(parts), tagalogName(parts));
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
    wallet: plan.wallet ?? 'seamless',
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
            const style = pick(tableStyles);
            const table = pick(tableGames);
            vendorGames.push({
              ...base,
              ...named(`${style} ${table}`, `${tagalog(style)} ${tagalog(table)}`),
              classifies: ['TABLE'],
              supportPlay: !chance(0.5),
              minBetMinor: pick([500, 1000, 2000]),
              minLineNum: 1,
            });
          } else if (plan.classifies.includes('ARCADE') && roll > 0.94) {
            const parts = { adjective: pick(adjectives), subject: pick(arcadeGames) };
            vendorGames.push({
              ...base,
              ...named(englishName(parts), tagalogName(parts)),
              classifies: ['ARCADE'],
              supportPlay: !chance(0.6),
              minBetMinor: pick([10, 50, 100]),
              minLineNum: 1,
            });
          } else {
            const megaways = plan.classifies.includes('MEGAWAYS') && chance(0.12);
            const jackpot = plan.classifies.includes('JACKPOT') && chance(0.15);
            const { name, names } = slotName();
            const kind = megaways ? ' Megaways' : jackpot ? ' Jackpot' : '';
            vendorGames.push({
              ...base,
              name: `${name}${kind}`,
              names: { TY: `${names.TY}${kind}` },
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
        for (let i = 0; i < plan.games; i += 1) {
          const adjective = pick(adjectives);
          const subject = pick(fishSubjects);
          const parts = { adjective, subject, what: pick(fishSuffixes) };
          vendorGames.push({
            ...base,
            ...named(englishName(parts), tagalogName(parts)),
            classifies: plan.classifies.includes('FISHING') ? ['FISHING'] : [],
            supportPlay: !chance(0.3),
            minBetMinor: pick([10, 50, 100]),
            minLineNum: 1,
          });
        }
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
