/**
 * One loaded generation of the catalog, in memory and read-only: vendors and enabled games in
 * lobby order, pre-sorted lists per (game type, vendor, classify), and the answers of the
 * lobby calls serialised once per query and language (a bounded LRU). Nothing here touches the
 * database; platform/modules/catalog/store.ts swaps in a new snapshot when the catalog changes.
 *
 * Lobby order: a game's own `sort`, then its vendor's `sort`, vendor code, name and nodeId. On
 * a whole category this interleaves the vendors (every vendor's first game, then every
 * vendor's second, ...); on one vendor it is that vendor's order. Hot lists are by `hotRank`.
 */
import { httpsOrigin } from '../../../engine/core/image-hosts.ts';
import { gzipSync, brotliCompressSync, constants as zlib } from 'node:zlib';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import {
  type Game,
  type GameMenus,
  type GameType,
  type VendorLanes,
} from '../../../schemas/api/games.ts';
import type { GameRow, GameVendorRow } from './tables.ts';
import { localName, toGameTile, toVendor } from './tile.ts';

/**
 * Menu order of the lobby categories (game menus, vendor lanes, home rows): every game type.
 * The lottery categories come last: their vendors are listed, their games arrive with the
 * lottery issue.
 */
export const categoryOrder: readonly GameType[] = [
  'LIVE',
  'RNG',
  'PVP',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'INHOUSE',
  'COCKFIGHT',
  'LOTT',
  'ELOTT',
];

/** The storefront route of each category that has a lobby page (spec §2 route table). */
const menuRoutes: Partial<Record<GameType, string>> = {
  LIVE: 'live',
  RNG: 'rng',
  PVP: 'pvp',
  FISH: 'fish',
  SPORTS: 'sports',
  ESPORTS: 'esports',
  INHOUSE: 'inhouse',
  COCKFIGHT: 'cockfight',
};

/** A game list query after validation, defaults and normalisation. */
export interface ListFilter {
  gameType?: GameType;
  vassalage?: string;
  /** ALL, NEW, HOT or a vendor classify key. */
  classify: string;
  /** Only new games. */
  newOnly: boolean;
  /** Lower-cased, trimmed; empty: no name filter. */
  name: string;
  /** Games whose minimum bet is at most this (minor units); undefined: no filter. */
  maxMinBet?: number;
  /** Games whose minimum line number is at least this; undefined: no filter. */
  minLineNum?: number;
  pageSize: number;
  pageNo: number;
}

/**
 * A serialised answer, ready to send, with its compressed forms made on first need. The body
 * is kept as UTF-8 bytes: sending a string would encode it again on every response.
 */
export interface CachedAnswer {
  /** The JSON of `{ "value": ... }`. */
  readonly body: Buffer;
  readonly etag: string;
  /** The body for an `Accept-Encoding`, made once. */
  encoded(encoding: 'br' | 'gzip'): Buffer;
}

/** Compression below this size costs more than it saves (the server's own threshold). */
export const compressThreshold = 1024;

function cachedAnswer(value: unknown): CachedAnswer {
  return answerFromJson(`{"value":${JSON.stringify(value)}}`);
}

function answerFromJson(json: string): CachedAnswer {
  const body = Buffer.from(json, 'utf8');
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded(encoding) {
      if (encoding === 'br')
        return (br ??= brotliCompressSync(body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
        }));
      return (gzip ??= gzipSync(body, { level: 6 }));
    },
  };
}

/**
 * A least-recently-used cache of answers bounded by entries and by bytes of JSON (lru-cache: a
 * hit is a pointer move, not a delete and insert of a Map entry). An answer larger than the whole
 * byte budget is served but not kept.
 */
function answerCache(limits: CacheLimits): LRUCache<string, CachedAnswer> {
  return new LRUCache<string, CachedAnswer>({
    max: limits.maxEntries,
    maxSize: limits.maxBytes,
    sizeCalculation: (answer) => answer.body.length,
  });
}

/** Limits of the answer cache of one snapshot. */
export interface CacheLimits {
  maxEntries: number;
  /** Total bytes of JSON kept (compressed copies come on top, at about a fifth). */
  maxBytes: number;
}

/** Default cache limits: plenty for every lobby page in two languages. */
export const defaultCacheLimits: CacheLimits = { maxEntries: 20_000, maxBytes: 64 * 1024 * 1024 };

interface Entry {
  /** Position in lobby order: indexes the per-language caches. */
  readonly i: number;
  readonly row: GameRow;
  readonly vendor: GameVendorRow;
}

const any = '*';
const listKey = (type: string, vendor: string, classify: string) => `${type}|${vendor}|${classify}`;

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** A read-only generation of the catalog. */
export class CatalogSnapshot {
  /** Vendors in lane order (sort, then code). */
  readonly vendors: readonly GameVendorRow[];
  private readonly vendorMap: Map<string, GameVendorRow>;
  private readonly entries: readonly Entry[];
  private readonly byNodeId = new Map<string, Entry>();
  private readonly byVendorGame = new Map<string, Entry>();
  /** Pre-sorted lists per (type | vendor | classify), `*` for any. */
  private readonly lists = new Map<string, Entry[]>();
  private readonly hot: readonly Entry[];
  private readonly gameCounts = new Map<string, number>();
  private readonly vendorTypes = new Map<string, GameType[]>();
  private readonly tileJson = new Map<string, (string | undefined)[]>();
  private readonly searchText = new Map<string, (string | undefined)[]>();
  private readonly answers: LRUCache<string, CachedAnswer>;

  /** catalog_state.version this snapshot was loaded at (0: never imported). */
  readonly version: number;
  /** The https origins of game icons and vendor logos (the page's CSP lets images load). */
  readonly imageOrigins: readonly string[];

  constructor(
    version: number,
    vendorRows: readonly GameVendorRow[],
    gameRows: readonly GameRow[],
    limits: CacheLimits = defaultCacheLimits,
  ) {
    this.version = version;
    this.answers = answerCache(limits);
    this.vendors = [...vendorRows].sort(
      (a, b) => a.sort - b.sort || compareText(a.vassalage, b.vassalage),
    );
    this.vendorMap = new Map(this.vendors.map((v) => [v.vassalage, v]));
    const rows = gameRows
      .filter((g) => g.enabled && this.vendorMap.has(g.vassalage))
      .map((row) => ({ row, vendor: this.vendorMap.get(row.vassalage)! }))
      .sort(
        (a, b) =>
          a.row.sort - b.row.sort ||
          a.vendor.sort - b.vendor.sort ||
          compareText(a.row.vassalage, b.row.vassalage) ||
          compareText(a.row.name, b.row.name) ||
          compareText(a.row.nodeId, b.row.nodeId),
      );
    this.entries = rows.map((r, i) => ({ ...r, i }));
    const images = [...rows.map((r) => r.row.icon), ...this.vendors.map((v) => v.logo)];
    this.imageOrigins = [...new Set(images.map((url) => (url ? httpsOrigin(url) : null)))].filter(
      (origin) => origin !== null,
    );

    const push = (key: string, entry: Entry) => {
      const list = this.lists.get(key);
      if (list) list.push(entry);
      else this.lists.set(key, [entry]);
    };
    for (const entry of this.entries) {
      const { row } = entry;
      this.byNodeId.set(row.nodeId, entry);
      this.byVendorGame.set(`${row.vassalage}\u0000${row.gameId}`, entry);
      this.gameCounts.set(row.vassalage, (this.gameCounts.get(row.vassalage) ?? 0) + 1);
      const types = this.vendorTypes.get(row.vassalage) ?? [];
      if (!types.includes(row.gameType as GameType)) types.push(row.gameType as GameType);
      this.vendorTypes.set(row.vassalage, types);
      const classifies = ['ALL', ...(row.isNew ? ['NEW'] : []), ...row.classifies];
      for (const type of [row.gameType, any])
        for (const vendor of [row.vassalage, any])
          for (const classify of new Set(classifies)) push(listKey(type, vendor, classify), entry);
    }
    this.hot = this.entries
      .filter((e) => e.row.hotRank !== null)
      .sort((a, b) => a.row.hotRank! - b.row.hotRank! || a.i - b.i);
    for (const entry of this.hot)
      for (const type of [entry.row.gameType, any])
        for (const vendor of [entry.row.vassalage, any]) push(listKey(type, vendor, 'HOT'), entry);
    for (const types of this.vendorTypes.values())
      types.sort((a, b) => categoryOrder.indexOf(a) - categoryOrder.indexOf(b));
  }

  /** Number of enabled games. */
  get gameCount(): number {
    return this.entries.length;
  }

  /** Number of cached answers (for tests and diagnostics). */
  get cachedAnswers(): number {
    return this.answers.size;
  }

  /** An enabled game by nodeId. */
  game(nodeId: string): GameRow | undefined {
    return this.byNodeId.get(nodeId)?.row;
  }

  /** An enabled game by its vendor and the vendor's game code. */
  gameByVendor(vassalage: string, gameId: string): GameRow | undefined {
    return this.byVendorGame.get(`${vassalage}\u0000${gameId}`)?.row;
  }

  /** A vendor by code. */
  vendor(vassalage: string): GameVendorRow | undefined {
    return this.vendorMap.get(vassalage);
  }

  /** The tile of an enabled game in `language`. */
  tile(nodeId: string, language: string): Game | undefined {
    const entry = this.byNodeId.get(nodeId);
    return entry && toGameTile(entry.row, entry.vendor, language);
  }

  /** The game types a vendor's enabled games have, in menu order (its own type if none). */
  vendorGameTypes(vassalage: string): GameType[] {
    const types = this.vendorTypes.get(vassalage);
    if (types) return [...types];
    const vendor = this.vendorMap.get(vassalage);
    return vendor ? [vendor.gameType as GameType] : [];
  }

  private tileText(entry: Entry, language: string): string {
    let texts = this.tileJson.get(language);
    if (!texts) this.tileJson.set(language, (texts = new Array(this.entries.length)));
    return (texts[entry.i] ??= JSON.stringify(toGameTile(entry.row, entry.vendor, language)));
  }

  private searchable(entry: Entry, language: string): string {
    let texts = this.searchText.get(language);
    if (!texts) this.searchText.set(language, (texts = new Array(this.entries.length)));
    return (texts[entry.i] ??=
      `${localName(entry.row.names, language, entry.row.name)}\n${entry.row.name}`.toLowerCase());
  }

  private memo(key: string, build: () => CachedAnswer): CachedAnswer {
    const hit = this.answers.get(key);
    if (hit) return hit;
    const answer = build();
    this.answers.set(key, answer);
    return answer;
  }

  /** The games matching `filter`, in lobby (or hot) order. */
  matching(filter: ListFilter, language: string): readonly Entry[] {
    const classify = filter.classify === 'ALL' && filter.newOnly ? 'NEW' : filter.classify;
    const base =
      this.lists.get(listKey(filter.gameType ?? any, filter.vassalage ?? any, classify)) ?? [];
    const { name, maxMinBet, minLineNum } = filter;
    const newOnly = filter.newOnly && classify !== 'NEW';
    if (!newOnly && name === '' && maxMinBet === undefined && minLineNum === undefined) return base;
    return base.filter(
      (e) =>
        (!newOnly || e.row.isNew) &&
        (maxMinBet === undefined || e.row.minBetMinor <= maxMinBet) &&
        (minLineNum === undefined || e.row.minLineNum >= minLineNum) &&
        (name === '' || this.searchable(e, language).includes(name)),
    );
  }

  /** `GET /wps/relay/GCSGAME_gameList`: one page of `filter`, serialised. */
  gameList(filter: ListFilter, language: string): CachedAnswer {
    const key = [
      'list',
      language,
      filter.gameType ?? any,
      filter.vassalage ?? any,
      filter.classify,
      filter.newOnly ? 1 : 0,
      filter.maxMinBet ?? '',
      filter.minLineNum ?? '',
      filter.pageSize,
      filter.pageNo,
      filter.name,
    ].join('|');
    return this.memo(key, () => {
      const all = this.matching(filter, language);
      const start = (filter.pageNo - 1) * filter.pageSize;
      const page = all.slice(start, start + filter.pageSize);
      const totalPages = Math.ceil(all.length / filter.pageSize);
      const games = page.map((e) => this.tileText(e, language)).join(',');
      return answerFromJson(
        `{"value":{"games":[${games}],"pageNo":${filter.pageNo},"totalPages":${totalPages},"total":${all.length}}}`,
      );
    });
  }

  /** `GET /wps/relay/GCSGAME_hotGamesV2`: hot games of a type and vendor, hottest first. */
  hotGames(gameType: GameType | undefined, vassalage: string | undefined, language: string) {
    const key = listKey(gameType ?? any, vassalage ?? any, 'HOT');
    return this.memo(`hot|${language}|${key}`, () => {
      const list = (this.lists.get(key) ?? []).map((e) => this.tileText(e, language));
      return answerFromJson(`{"value":{"list":[${list.join(',')}]}}`);
    });
  }

  /** `GET /lgw/games/game_menus`: categories that have games, in menu order. */
  gameMenus(): CachedAnswer {
    return this.memo('menus', () => {
      const menus: GameMenus = categoryOrder.flatMap((gameType) => {
        const route = menuRoutes[gameType];
        return route && this.lists.has(listKey(gameType, any, 'ALL'))
          ? [{ name: route, gameType, page: `/${route}` }]
          : [];
      });
      return cachedAnswer(menus);
    });
  }

  /** `GET /wps/game/vendors`: every vendor in its category's lane, lanes in menu order. */
  vendorLanes(language: string): CachedAnswer {
    return this.memo(`lanes|${language}`, () => {
      const lanes: VendorLanes['lanes'] = [];
      for (const gameCategory of categoryOrder) {
        const vendors = this.vendors
          .filter((v) => v.gameCategory === gameCategory)
          .map((v) => toVendor(v, this.gameCounts.get(v.vassalage) ?? 0, language));
        if (vendors.length > 0) lanes.push({ gameCategory, vendors });
      }
      return cachedAnswer({ lanes } satisfies VendorLanes);
    });
  }

  /** `GET /wps/game/vendors/gameTypes`: the game types of one vendor (none when unknown). */
  vendorGameTypesAnswer(vassalage: string): CachedAnswer {
    return this.memo(`types|${vassalage}`, () =>
      cachedAnswer({ vassalage, gameTypes: this.vendorGameTypes(vassalage) }),
    );
  }
}
