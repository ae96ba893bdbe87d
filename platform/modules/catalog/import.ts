/**
 * Importing the catalog (the operator's `catalog import` and the demo seed). The file is
 * checked as a whole first (platform/modules/catalog/import-check.ts); only a clean file is
 * written, in one transaction that bumps `catalog_state.version` and announces it on
 * `catalogChannel`, so every running instance reloads its in-memory catalog.
 */
import { getTableColumns, getTableName, inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { CatalogGame, CatalogVendor } from '../../../schemas/catalog.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { notify } from '../../kernel/db/notify.ts';
import { catalogState, games, gameVendors } from './tables.ts';
import { catalogChannel, catalogStateId } from './store.ts';
import { CatalogFileError, checkCatalogFile, storedCatalog } from './import-check.ts';

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

/** Rows per statement: well under PostgreSQL's 65,535 parameters per statement. */
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

/**
 * Inserts `rows` into `table`, or updates the row of the same `target` (its primary key), a batch
 * at a time: one statement per batch whose rows arrive as one JSON parameter, which PostgreSQL
 * reads into records of the table's own type (`json_populate_recordset`). Thousands of games
 * pass through drizzle's per-value query building in about twice the time (the demo seed's
 * 6,250). Batched, because the embedded PGlite's WebAssembly memory grows to a statement's peak
 * and never shrinks: all 6,250 games in one statement left about 25 MB more of it resident.
 */
async function upsertRows<T extends PgTable>(
  db: Database,
  table: T,
  target: keyof T['$inferInsert'] & string,
  rows: readonly T['$inferInsert'][],
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(columns);
  const names = keys.map((key) => `"${columns[key]!.name}"`).join(', ');
  const updates = keys
    .filter((key) => key !== target)
    .map((key) => `"${columns[key]!.name}" = excluded."${columns[key]!.name}"`)
    .join(', ');
  const name = `"${getTableName(table)}"`;
  for (const batch of chunks(rows)) {
    const records = batch.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          columns[key]!.name,
          value instanceof Date ? value.toISOString() : value,
        ]),
      ),
    );
    await db.execute(sql`insert into ${sql.raw(name)} (${sql.raw(names)})
      select ${sql.raw(names)} from json_populate_recordset(null::${sql.raw(name)}, ${JSON.stringify(records)}::json)
      on conflict ("${sql.raw(columns[target]!.name)}") do update set ${sql.raw(updates)}`);
  }
}

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

    await upsertRows(
      tx,
      gameVendors,
      'vassalage',
      file.vendors.map((v) => vendorRow(v, now)),
    );
    await upsertRows(tx, games, 'nodeId', file.games.map(gameRow));
    const [state] = await tx
      .insert(catalogState)
      .values({ id: catalogStateId, version: 1, importedAt: now })
      .onConflictDoUpdate({
        target: catalogState.id,
        set: { version: sql`${catalogState.version} + 1`, importedAt: now },
      })
      .returning({ version: catalogState.version });
    // Leaves at commit: every instance's store reads the new version within moments.
    await notify(tx, catalogChannel, String(state!.version));

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
