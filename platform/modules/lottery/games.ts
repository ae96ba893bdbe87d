/**
 * What the lottery calls read (spec §3 "Lottery game", §7 "Lottery"): each game with its next
 * draw on sale (`isSale`, `remainTime` to the lock, `lockTime`, `fewinTime`, the draw's key and
 * commitment) and its last result, grouped by tag as the lottery menu; the games a member bought
 * lately; the games most bought; and past draws with their seeds.
 */
import { and, asc, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  betTypesOf,
  lotteryGames,
  type LotteryGame,
  type PrizeMode,
} from '../../../engine/core/lottery/index.ts';
import type { LotteryDraw, LotteryGameInfo } from '../../../schemas/api/lottery.ts';
import type { Brand } from '../../../schemas/brand.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { Database } from '../../kernel/db/client.ts';
import { scheduleDraws } from './draws.ts';
import { lotteryDraws, lotteryTickets, type DrawRow } from './tables.ts';

/** The English name of each tag's group in the lottery menu (the storefront translates tags). */
const groupLabels: Readonly<Record<string, string>> = {
  vietnam_rb_northern: 'Northern',
  vietnam_rb_central: 'Central',
  vietnam_rb_southern: 'Southern',
  keno: 'KENO',
  elott: 'E-Lotto',
  sea: 'SEA Lotto',
};

/** The brand's games of one prize mode (all without one). */
export function gamesOf(brand: Brand, prizeMode?: PrizeMode): LotteryGame[] {
  return lotteryGames(brand.lottery).filter(
    (game) => prizeMode === undefined || game.prizeMode === prizeMode,
  );
}

/** The bet type a game's page opens on (the menu's `defaultPlayType`, the launch's `playType`). */
export function defaultPlayTypeOf(game: LotteryGame): string {
  return betTypesOf(game)[0] ?? 'baoLo2';
}

/** Each game's first draw still on sale at `now`. */
async function nextDraws(db: Database, brand: Brand, now: Date): Promise<Map<string, DrawRow>> {
  const rows = await db
    .selectDistinctOn([lotteryDraws.gameId])
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.brandId, brand.id),
        eq(lotteryDraws.status, 'open'),
        gt(lotteryDraws.lockAt, now),
      ),
    )
    .orderBy(lotteryDraws.gameId, asc(lotteryDraws.drawAt));
  return new Map(rows.map((row) => [row.gameId, row]));
}

/**
 * Each game's latest drawn draw: one index lookup per game (a 1-minute game draws 1,440 times a
 * day, so a scan of the brand's drawn draws would grow without end).
 */
async function lastResults(
  db: Database,
  brand: Brand,
  games: readonly LotteryGame[],
): Promise<Map<string, DrawRow>> {
  if (games.length === 0) return new Map();
  const gameIds = games.map((game) => game.gameId).join(',');
  const latest = sql`select latest.id from unnest(string_to_array(${gameIds}::text, ',')) as wanted(game_id)
    cross join lateral (select ${lotteryDraws.id} from ${lotteryDraws}
      where ${lotteryDraws.brandId} = ${brand.id} and ${lotteryDraws.gameId} = wanted.game_id
        and ${lotteryDraws.status} = 'drawn'
      order by ${lotteryDraws.drawAt} desc limit 1) as latest`;
  const rows = await db
    .select()
    .from(lotteryDraws)
    .where(inArray(lotteryDraws.id, sql`(${latest})`));
  return new Map(rows.map((row) => [row.gameId, row]));
}

/** The spec's `gameType` of a lottery game: the catalog type of its vendor. */
function gameTypeOf(game: LotteryGame): 'LOTT' | 'ELOTT' {
  return game.vendor === 'GPI' || game.vendor === 'ELOTT' ? 'ELOTT' : 'LOTT';
}

/**
 * The games as spec §3 describes them, in catalog order. Games whose next draw is not
 * scheduled yet (a platform that just started) get their draws scheduled first.
 */
export async function gameInfos(
  db: Database,
  clock: Clock,
  brand: Brand,
  games: readonly LotteryGame[],
): Promise<LotteryGameInfo[]> {
  const now = clock.now();
  let next = await nextDraws(db, brand, now);
  if (games.some((game) => !next.has(game.gameId))) {
    await scheduleDraws(db, clock, brand);
    next = await nextDraws(db, brand, now);
  }
  const last = await lastResults(db, brand, games);
  const order = lotteryGames(brand.lottery).map((game) => game.gameId);
  return games.flatMap((game) => {
    const draw = next.get(game.gameId);
    if (!draw) return [];
    const previous = last.get(game.gameId);
    return [
      {
        gameId: game.gameId,
        remark: game.name,
        tag: game.tag,
        labelName: groupLabels[game.tag] ?? game.tag,
        isSale: 1,
        remainTime: Math.max(0, draw.lockAt.getTime() - now.getTime()),
        lockTime: Math.round((draw.drawAt.getTime() - draw.lockAt.getTime()) / 1000),
        fewinTime: draw.drawAt.toISOString(),
        drawKey: draw.drawKey,
        commitment: draw.commitment,
        previousWinningNumber: previous?.winningNumbers ?? '',
        previousWinningTime: previous?.drawAt.toISOString() ?? null,
        drawDayOfWeek: game.drawDays.join(','),
        gameMenuSort: order.indexOf(game.gameId),
        code: game.gameId,
        defaultPlayType: defaultPlayTypeOf(game),
        vendor: game.vendor,
        gameCode: game.gameId,
        vassalage: game.vendor,
        gameType: gameTypeOf(game),
        prizeMode: game.prizeMode,
      },
    ];
  });
}

/** The lottery menu: the games of a prize mode grouped by tag, in catalog order. */
export async function lotteryMenu(db: Database, clock: Clock, brand: Brand, prizeMode?: PrizeMode) {
  const infos = await gameInfos(db, clock, brand, gamesOf(brand, prizeMode));
  const groups = new Map<string, LotteryGameInfo[]>();
  for (const info of infos) groups.set(info.tag, [...(groups.get(info.tag) ?? []), info]);
  return [...groups].map(([tag, gameMenus]) => ({
    tag,
    labelName: groupLabels[tag] ?? tag,
    gameGroupCode: tag.toUpperCase(),
    gameMenus,
  }));
}

/** The games of the member's latest slips, newest first, at most `count`. */
export async function recentGames(
  db: Database,
  clock: Clock,
  brand: Brand,
  memberId: number,
  count: number,
  prizeMode?: PrizeMode,
): Promise<LotteryGameInfo[]> {
  const rows = await db
    .select({ gameId: lotteryDraws.gameId, last: sql`max(${lotteryTickets.id})` })
    .from(lotteryTickets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
    .where(eq(lotteryTickets.memberId, memberId))
    .groupBy(lotteryDraws.gameId)
    .orderBy(desc(sql`max(${lotteryTickets.id})`));
  const games = new Map(gamesOf(brand, prizeMode).map((game) => [game.gameId, game]));
  const picked = rows.flatMap((row) => games.get(row.gameId) ?? []).slice(0, count);
  return gameInfos(db, clock, brand, picked);
}

/** The games with the most tickets in the last 7 days, then the rest in catalog order. */
export async function popularGames(
  db: Database,
  clock: Clock,
  brand: Brand,
  count: number,
  prizeMode?: PrizeMode,
): Promise<LotteryGameInfo[]> {
  const now = clock.now();
  const rows = await db
    .select({ gameId: lotteryDraws.gameId, tickets: sql<number>`count(*)::integer` })
    .from(lotteryTickets)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawId))
    .where(
      and(
        eq(lotteryDraws.brandId, brand.id),
        gte(lotteryDraws.drawAt, new Date(now.getTime() - 7 * 86_400_000)),
        lte(lotteryDraws.drawAt, new Date(now.getTime() + 7 * 86_400_000)),
      ),
    )
    .groupBy(lotteryDraws.gameId)
    .orderBy(desc(sql`count(*)`), asc(lotteryDraws.gameId));
  const games = gamesOf(brand, prizeMode);
  const byId = new Map(games.map((game) => [game.gameId, game]));
  const ranked = rows.flatMap((row) => byId.get(row.gameId) ?? []);
  const rest = games.filter((game) => !ranked.includes(game));
  return gameInfos(db, clock, brand, [...ranked, ...rest].slice(0, count));
}

/** A draw as the calls answer it: the seed only once the draw is drawn or voided. */
export function drawAnswer(draw: DrawRow): LotteryDraw {
  return {
    drawKey: draw.drawKey,
    gameId: draw.gameId,
    drawAt: draw.drawAt.toISOString(),
    lockAt: draw.lockAt.toISOString(),
    status: draw.status,
    commitment: draw.commitment,
    seed: draw.status === 'open' ? null : draw.seed,
    winningNumbers: draw.winningNumbers,
    late: draw.late,
    source: draw.source,
  };
}

/** The game's latest drawn draws, newest first. */
export async function pastDraws(
  db: Database,
  brand: Brand,
  gameId: string,
  count: number,
): Promise<LotteryDraw[]> {
  const rows = await db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.brandId, brand.id),
        eq(lotteryDraws.gameId, gameId),
        inArray(lotteryDraws.status, ['drawn', 'void']),
      ),
    )
    .orderBy(desc(lotteryDraws.drawAt))
    .limit(count);
  return rows.map(drawAnswer);
}

/** One draw of the brand by its key, or undefined. */
export async function drawByKey(
  db: Database,
  brand: Brand,
  drawKey: string,
): Promise<DrawRow | undefined> {
  const [row] = await db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.brandId, brand.id), eq(lotteryDraws.drawKey, drawKey)));
  return row;
}
