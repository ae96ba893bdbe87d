/**
 * Importing, exporting and counting the catalog (the operator's `catalog` commands and the
 * demo seed). An import is checked as a whole first (schema, then cross checks between rows
 * and against the stored catalog) and every problem is reported with the JSON pointer of its
 * row; only a clean file is written, in one transaction that bumps `catalog_state.version` so
 * every running instance reloads its in-memory catalog.
 */
import type { ErrorObject } from 'ajv';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  catalogFileSchema,
  type CatalogFile,
  type CatalogGame,
  type CatalogVendor,
} from '../../../schemas/catalog.ts';
import { didYouMean } from '../../../engine/core/suggest.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { catalogState, games, gameVendors, type GameRow, type GameVendorRow } from './tables.ts';
import { documentValidator } from '../../kernel/validation.ts';
import { catalogStateId } from './store.ts';

/** One problem of an import file: where (RFC 6901 pointer) and what. */
export interface CatalogProblem {
  pointer: string;
  message: string;
}

/** The file was not imported; `problems` lists everything wrong with it. */
export class CatalogFileError extends Error {
  readonly problems: readonly CatalogProblem[];

  constructor(problems: readonly CatalogProblem[]) {
    super(
      `The catalog file has ${problems.length} problem${problems.length === 1 ? '' : 's'}; nothing was imported`,
    );
    this.problems = problems;
    this.name = 'CatalogFileError';
  }
}

const validateFile = documentValidator<CatalogFile>(catalogFileSchema);

/** Keys the lobby itself uses as classify filters. */
const reservedClassifies = ['ALL', 'NEW', 'HOT', 'FAV'];

function describe(error: ErrorObject): CatalogProblem {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return {
        pointer: error.instancePath,
        message: `missing "${String(params.missingProperty)}"`,
      };
    case 'additionalProperties':
      return {
        pointer: `${error.instancePath}/${String(params.additionalProperty).replace(/~/g, '~0').replace(/\//g, '~1')}`,
        message: 'unknown property',
      };
    case 'enum':
      return {
        pointer: error.instancePath,
        message: `must be one of ${(params.allowedValues as unknown[]).map(String).join(', ')}`,
      };
    case 'not':
      return {
        pointer: error.instancePath,
        message: `must not be one of the lobby's own keys ${reservedClassifies.join(', ')}`,
      };
    case 'pattern': {
      const path = error.instancePath;
      const hint = /\/(vassalage)$/.test(path)
        ? 'a vendor code: upper-case letters, digits and _ (up to 32), starting with a letter'
        : /\/nodeId$/.test(path)
          ? 'letters, digits and _ . : - (up to 64)'
          : /\/(icon|logo)$/.test(path)
            ? 'a path starting with / or an https:// URL'
            : /\/launchUrl$/.test(path)
              ? 'an https:// URL'
              : /classifies\/\d+(\/key)?$/.test(path)
                ? 'a classify key: upper-case letters, digits and _, starting with a letter'
                : `must match ${String(params.pattern)}`;
      return { pointer: path, message: hint.startsWith('must') ? hint : `must be ${hint}` };
    }
    default:
      return { pointer: error.instancePath, message: error.message ?? error.keyword };
  }
}

/** What the stored catalog holds, for the cross checks of an import that keeps it (upsert). */
export interface StoredCatalog {
  vendors: Map<string, { gameType: string; classifies: string[] }>;
  /** nodeId -> vendor and game code. */
  games: Map<string, { vassalage: string; gameId: string }>;
}

type Loose = Record<string, unknown>;
const loose = (value: unknown): Loose =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const rows = (value: unknown): Loose[] => (Array.isArray(value) ? value.map(loose) : []);
const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/**
 * Cross checks between rows (they run on whatever parts of the file are readable, so one pass
 * reports schema and cross problems together): duplicate vendors, duplicate classify keys,
 * a game's unknown vendor, duplicate nodeId, duplicate vendor + gameId, classify keys its
 * vendor does not declare, a game type other than its vendor's, and, when the stored catalog
 * is kept, a vendor + gameId another stored game already uses.
 */
function crossProblems(input: unknown, stored: StoredCatalog | undefined): CatalogProblem[] {
  const problems: CatalogProblem[] = [];
  const file = loose(input);
  const vendors = new Map<string, { at: number; gameType?: string; classifies: string[] }>();
  rows(file.vendors).forEach((vendor, i) => {
    const code = text(vendor.vassalage);
    if (code === undefined) return;
    const before = vendors.get(code);
    if (before) {
      problems.push({
        pointer: `/vendors/${i}/vassalage`,
        message: `vendor ${code} is already defined at /vendors/${before.at}`,
      });
      return;
    }
    const keys: string[] = [];
    rows(vendor.classifies).forEach((classify, k) => {
      const key = text(classify.key);
      if (key === undefined) return;
      if (keys.includes(key))
        problems.push({
          pointer: `/vendors/${i}/classifies/${k}/key`,
          message: `classify ${key} is listed twice for vendor ${code}`,
        });
      else keys.push(key);
    });
    vendors.set(code, { at: i, gameType: text(vendor.gameType), classifies: keys });
  });

  const known = (code: string) => {
    const inFile = vendors.get(code);
    if (inFile) return inFile;
    return stored?.vendors.get(code);
  };
  const nodeIds = new Map<string, number>();
  const vendorGames = new Map<string, number>();
  rows(file.games).forEach((game, i) => {
    const at = `/games/${i}`;
    const nodeId = text(game.nodeId);
    const code = text(game.vassalage);
    const gameId = text(game.gameId);
    if (nodeId !== undefined) {
      const before = nodeIds.get(nodeId);
      if (before !== undefined)
        problems.push({
          pointer: `${at}/nodeId`,
          message: `nodeId ${nodeId} is already used at /games/${before}`,
        });
      else nodeIds.set(nodeId, i);
    }
    if (code === undefined) return;
    const vendor = known(code);
    if (!vendor) {
      const close = didYouMean(code, [...vendors.keys(), ...(stored?.vendors.keys() ?? [])]);
      problems.push({
        pointer: `${at}/vassalage`,
        message: `unknown vendor ${code}${close ? ` (did you mean ${close}?)` : ''}: add it to "vendors"`,
      });
    } else {
      const type = text(game.gameType);
      if (type !== undefined && vendor.gameType !== undefined && type !== vendor.gameType)
        problems.push({
          pointer: `${at}/gameType`,
          message: `game type ${type} differs from the type of its vendor ${code} (${vendor.gameType})`,
        });
      if (Array.isArray(game.classifies))
        game.classifies.forEach((key: unknown, k) => {
          if (typeof key === 'string' && !vendor.classifies.includes(key))
            problems.push({
              pointer: `${at}/classifies/${k}`,
              message: `vendor ${code} declares no classify ${key} (${vendor.classifies.length > 0 ? `its classifies: ${vendor.classifies.join(', ')}` : 'it has no classifies'})`,
            });
        });
    }
    if (gameId === undefined) return;
    const pair = `${code}\u0000${gameId}`;
    const before = vendorGames.get(pair);
    if (before !== undefined) {
      problems.push({
        pointer: `${at}/gameId`,
        message: `vendor ${code} already has game ${gameId} at /games/${before}`,
      });
      return;
    }
    vendorGames.set(pair, i);
  });

  if (stored) {
    // A stored game keeping its place in the file may move; one that is not in the file keeps
    // its vendor + gameId, which a new row of the file may then not take.
    for (const [otherId, other] of stored.games) {
      if (nodeIds.has(otherId)) continue;
      const clash = vendorGames.get(`${other.vassalage}\u0000${other.gameId}`);
      if (clash !== undefined)
        problems.push({
          pointer: `/games/${clash}/gameId`,
          message: `vendor ${other.vassalage} already has game ${other.gameId} as nodeId ${otherId} in the catalog (import with --replace to drop it)`,
        });
    }
  }
  return problems;
}

function byPointer(a: CatalogProblem, b: CatalogProblem): number {
  const parts = (p: string) => p.split('/').map((s) => (/^\d+$/.test(s) ? Number(s) : s));
  const x = parts(a.pointer);
  const y = parts(b.pointer);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1) {
    const [p, q] = [x[i]!, y[i]!];
    if (p === q) continue;
    if (typeof p === 'number' && typeof q === 'number') return p - q;
    return String(p) < String(q) ? -1 : 1;
  }
  return x.length - y.length;
}

/**
 * Checks an import file (AJV with every error, then the cross checks). `stored` is the catalog
 * an upsert keeps; leave it out for a replacing import. The file gets its defaults filled in.
 */
export function checkCatalogFile(
  input: unknown,
  stored?: StoredCatalog,
): { file: CatalogFile; problems: [] } | { file?: undefined; problems: CatalogProblem[] } {
  const valid = validateFile(input);
  const problems = [
    ...(valid ? [] : (validateFile.errors ?? []).map(describe)),
    ...crossProblems(input, stored),
  ];
  if (valid && problems.length === 0) return { file: input, problems: [] };
  const unique = new Map(problems.map((p) => [`${p.pointer}\u0000${p.message}`, p]));
  return { problems: [...unique.values()].sort(byPointer) };
}

/** Reads what an upsert keeps, for the cross checks. */
export async function storedCatalog(db: Database): Promise<StoredCatalog> {
  const vendorRows = await db
    .select({
      vassalage: gameVendors.vassalage,
      gameType: gameVendors.gameType,
      classifies: gameVendors.classifies,
    })
    .from(gameVendors);
  const gameRows = await db
    .select({ nodeId: games.nodeId, vassalage: games.vassalage, gameId: games.gameId })
    .from(games);
  return {
    vendors: new Map(
      vendorRows.map((v) => [
        v.vassalage,
        { gameType: v.gameType, classifies: v.classifies.map((c) => c.key) },
      ]),
    ),
    games: new Map(gameRows.map((g) => [g.nodeId, { vassalage: g.vassalage, gameId: g.gameId }])),
  };
}

function namesOf(name: string, names: Record<string, string | undefined> | undefined) {
  const all: Record<string, string> = {};
  for (const [language, value] of Object.entries(names ?? {}))
    if (value !== undefined) all[language] = value;
  return { ...all, EN: name };
}

function vendorRow(vendor: CatalogVendor, now: Date): typeof gameVendors.$inferInsert {
  return {
    vassalage: vendor.vassalage,
    gameType: vendor.gameType,
    gameCategory: vendor.gameCategory ?? vendor.gameType,
    names: namesOf(vendor.name, vendor.names),
    isHot: vendor.isHot,
    isNew: vendor.isNew,
    supportPlay: vendor.supportPlay,
    sort: vendor.sort,
    classifies: vendor.classifies.map((c) => ({ key: c.key, names: namesOf(c.name, c.names) })),
    logo: vendor.logo ?? null,
    launchUrl: vendor.launchUrl ?? null,
    wallet: vendor.wallet,
    updatedAt: now,
  };
}

function gameRow(game: CatalogGame): typeof games.$inferInsert {
  return {
    nodeId: game.nodeId,
    gameId: game.gameId,
    vassalage: game.vassalage,
    gameType: game.gameType,
    name: game.name,
    names: namesOf(game.name, game.names),
    icon: game.icon ?? null,
    classifies: [...game.classifies],
    isNew: game.isNew,
    hotRank: game.hotRank ?? null,
    supportPlay: game.supportPlay,
    isGame: game.isGame,
    minBetMinor: game.minBetMinor,
    minLineNum: game.minLineNum,
    sort: game.sort,
    enabled: game.enabled,
  };
}

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters per statement. */
const batchSize = 500;

function chunks<T>(list: readonly T[], size = batchSize): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** Serialises imports across instances sharing one PostgreSQL (any fixed key). */
const importLockKey = 7_305_114_404;

/** What an import changed. */
export interface ImportResult {
  version: number;
  replace: boolean;
  vendors: { added: number; updated: number; removed: number };
  games: { added: number; updated: number; removed: number };
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

/**
 * Checks and writes an import file in one transaction: upserts every vendor and game (with
 * `replace`, also removes the vendors and games the file does not name; their favourites and
 * recent entries go with them) and bumps `catalog_state.version`.
 * @throws CatalogFileError with every problem; nothing is written then.
 */
export async function importCatalog(
  db: Database,
  clock: Clock,
  input: unknown,
  options: { replace: boolean },
): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${importLockKey})`);
    const stored = await storedCatalog(tx);
    const checked = checkCatalogFile(input, options.replace ? undefined : stored);
    if (!checked.file) throw new CatalogFileError(checked.problems);
    const { file } = checked;
    const now = clock.now();

    const fileVendors = new Set(file.vendors.map((v) => v.vassalage));
    const fileGames = new Map(file.games.map((g) => [g.nodeId, g]));
    let removedGames = 0;
    let removedVendors = 0;
    if (options.replace) {
      const goneGames = [...stored.games.keys()].filter((id) => !fileGames.has(id));
      for (const batch of chunks(goneGames))
        await tx.delete(games).where(inArray(games.nodeId, batch));
      removedGames = goneGames.length;
      const goneVendors = [...stored.vendors.keys()].filter((code) => !fileVendors.has(code));
      for (const batch of chunks(goneVendors))
        await tx.delete(gameVendors).where(inArray(gameVendors.vassalage, batch));
      removedVendors = goneVendors.length;
    }
    // A kept game whose vendor + code changes steps aside first, so two games may swap codes.
    const moving = file.games
      .filter((g) => {
        const before = stored.games.get(g.nodeId);
        return before && (before.vassalage !== g.vassalage || before.gameId !== g.gameId);
      })
      .map((g) => g.nodeId);
    for (const batch of chunks(moving))
      await tx
        .update(games)
        .set({ gameId: sql`'~moving~' || ${games.nodeId}` })
        .where(inArray(games.nodeId, batch));

    for (const batch of chunks(file.vendors.map((v) => vendorRow(v, now))))
      await tx
        .insert(gameVendors)
        .values(batch)
        .onConflictDoUpdate({
          target: gameVendors.vassalage,
          set: Object.fromEntries(
            [
              ['gameType', 'game_type'],
              ['gameCategory', 'game_category'],
              ['names', 'names'],
              ['isHot', 'is_hot'],
              ['isNew', 'is_new'],
              ['supportPlay', 'support_play'],
              ['sort', 'sort'],
              ['classifies', 'classifies'],
              ['logo', 'logo'],
              ['launchUrl', 'launch_url'],
              ['wallet', 'wallet'],
              ['updatedAt', 'updated_at'],
            ].map(([key, column]) => [key, excluded(column!)]),
          ),
        });
    for (const batch of chunks(file.games.map(gameRow)))
      await tx
        .insert(games)
        .values(batch)
        .onConflictDoUpdate({
          target: games.nodeId,
          set: Object.fromEntries(
            [
              ['gameId', 'game_id'],
              ['vassalage', 'vassalage'],
              ['gameType', 'game_type'],
              ['name', 'name'],
              ['names', 'names'],
              ['icon', 'icon'],
              ['classifies', 'classifies'],
              ['isNew', 'is_new'],
              ['hotRank', 'hot_rank'],
              ['supportPlay', 'support_play'],
              ['isGame', 'is_game'],
              ['minBetMinor', 'min_bet_minor'],
              ['minLineNum', 'min_line_num'],
              ['sort', 'sort'],
              ['enabled', 'enabled'],
            ].map(([key, column]) => [key, excluded(column!)]),
          ),
        });
    const [state] = await tx
      .insert(catalogState)
      .values({ id: catalogStateId, version: 1, importedAt: now })
      .onConflictDoUpdate({
        target: catalogState.id,
        set: { version: sql`${catalogState.version} + 1`, importedAt: now },
      })
      .returning({ version: catalogState.version });

    const addedVendors = file.vendors.filter((v) => !stored.vendors.has(v.vassalage)).length;
    const addedGames = file.games.filter((g) => !stored.games.has(g.nodeId)).length;
    return {
      version: state!.version,
      replace: options.replace,
      vendors: {
        added: addedVendors,
        updated: file.vendors.length - addedVendors,
        removed: removedVendors,
      },
      games: { added: addedGames, updated: file.games.length - addedGames, removed: removedGames },
    };
  });
}

function namesExport(names: Record<string, string>): Record<string, string> | undefined {
  const rest = Object.entries(names).filter(([language]) => language !== 'EN');
  return rest.length > 0 ? Object.fromEntries(rest) : undefined;
}

function vendorExport(v: GameVendorRow): CatalogVendor {
  return {
    vassalage: v.vassalage,
    gameType: v.gameType as CatalogVendor['gameType'],
    gameCategory: v.gameCategory as CatalogVendor['gameType'],
    name: v.names.EN ?? v.vassalage,
    ...(namesExport(v.names) ? { names: namesExport(v.names) } : {}),
    isHot: v.isHot,
    isNew: v.isNew,
    supportPlay: v.supportPlay,
    sort: v.sort,
    classifies: v.classifies.map((c) => ({
      key: c.key,
      name: c.names.EN ?? c.key,
      ...(namesExport(c.names) ? { names: namesExport(c.names) } : {}),
    })),
    ...(v.logo !== null ? { logo: v.logo } : {}),
    ...(v.launchUrl !== null ? { launchUrl: v.launchUrl } : {}),
    wallet: v.wallet as CatalogVendor['wallet'],
  };
}

function gameExport(g: GameRow): CatalogGame {
  return {
    nodeId: g.nodeId,
    gameId: g.gameId,
    vassalage: g.vassalage,
    gameType: g.gameType as CatalogGame['gameType'],
    name: g.name,
    ...(namesExport(g.names) ? { names: namesExport(g.names) } : {}),
    ...(g.icon !== null ? { icon: g.icon } : {}),
    classifies: g.classifies,
    isNew: g.isNew,
    ...(g.hotRank !== null ? { hotRank: g.hotRank } : {}),
    supportPlay: g.supportPlay,
    isGame: g.isGame as CatalogGame['isGame'],
    minBetMinor: g.minBetMinor,
    minLineNum: g.minLineNum,
    sort: g.sort,
    enabled: g.enabled,
  };
}

/** The stored catalog in the import format (disabled games included), stable order. */
export async function exportCatalog(db: Database): Promise<CatalogFile> {
  const vendorRows = await db
    .select()
    .from(gameVendors)
    .orderBy(asc(gameVendors.sort), asc(gameVendors.vassalage));
  const gameRows = await db
    .select()
    .from(games)
    .orderBy(asc(games.vassalage), asc(games.sort), asc(games.nodeId));
  return { vendors: vendorRows.map(vendorExport), games: gameRows.map(gameExport) };
}

/** Counts of the stored catalog per category and vendor. */
export interface CatalogStats {
  version: number;
  vendors: number;
  games: number;
  disabled: number;
  categories: {
    category: string;
    games: number;
    vendors: { vassalage: string; name: string; games: number; disabled: number }[];
  }[];
}

/** Vendors and game counts per category (the operator's `catalog stats`). */
export async function catalogStats(db: Database, order: readonly string[]): Promise<CatalogStats> {
  const [state] = await db
    .select({ version: catalogState.version })
    .from(catalogState)
    .where(eq(catalogState.id, catalogStateId));
  const vendorRows = await db
    .select()
    .from(gameVendors)
    .orderBy(asc(gameVendors.sort), asc(gameVendors.vassalage));
  const counts = await db
    .select({ vassalage: games.vassalage, enabled: games.enabled, n: count() })
    .from(games)
    .groupBy(games.vassalage, games.enabled);
  const countOf = (code: string, enabled: boolean) =>
    counts.find((c) => c.vassalage === code && c.enabled === enabled)?.n ?? 0;
  const categories = [...order, ...new Set(vendorRows.map((v) => v.gameCategory))]
    .filter((c, i, all) => all.indexOf(c) === i)
    .map((category) => {
      const vendors = vendorRows
        .filter((v) => v.gameCategory === category)
        .map((v) => ({
          vassalage: v.vassalage,
          name: v.names.EN ?? v.vassalage,
          games: countOf(v.vassalage, true),
          disabled: countOf(v.vassalage, false),
        }));
      return { category, games: vendors.reduce((sum, v) => sum + v.games, 0), vendors };
    })
    .filter((c) => c.vendors.length > 0);
  return {
    version: state?.version ?? 0,
    vendors: vendorRows.length,
    games: categories.reduce((sum, c) => sum + c.games, 0),
    disabled: counts.filter((c) => !c.enabled).reduce((sum, c) => sum + c.n, 0),
    categories,
  };
}
