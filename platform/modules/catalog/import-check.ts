/**
 * Checking a catalog import file before anything is written (platform/modules/catalog/import.ts
 * writes a clean one): the schema first, then the cross checks between rows and against the
 * stored catalog. Every problem is reported with the JSON pointer of its row, so an operator
 * fixes the whole file in one go.
 */
import type { ErrorObject } from 'ajv';
import { catalogFileSchema, type CatalogFile } from '../../../schemas/catalog.ts';
import { didYouMean } from '../../../engine/core/suggest.ts';
import type { Database } from '../../kernel/db/client.ts';
import { RefusedFileError } from '../../kernel/errors.ts';
import { games, gameVendors } from './tables.ts';
import { documentValidator } from '../../kernel/validation.ts';

/** One problem of an import file: where (RFC 6901 pointer) and what. */
export interface CatalogProblem {
  pointer: string;
  message: string;
}

/** The file was not imported; `problems` lists everything wrong with it. */
export class CatalogFileError extends RefusedFileError<CatalogProblem> {
  constructor(problems: readonly CatalogProblem[]) {
    super('catalog', problems);
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
