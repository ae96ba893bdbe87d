import type { FromSchema } from 'json-schema-to-ts';
import type {
  BuySlipRequest,
  LotteryDraw,
  LotteryGameInfo,
  LotterySlip,
  lotteryResponses,
  TicketState,
} from '../../schemas/api/lottery.ts';
import { call, http } from './http.ts';
import {
  validateLotteryDraw,
  validateLotteryDraws,
  validateLotteryGames,
  validateLotteryMenu,
  validateLotterySlip,
  validateLotterySlips,
} from './lottery-validators.generated.js';

/** A prize mode of spec §7: Lott (VN lottery), ZY (KENO), Elott and SEA (e-lotteries). */
export type LotteryPrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';

/** One group of the lottery menu (spec §3 "Lottery menu"). */
export interface LotteryMenuGroup {
  tag: string;
  labelName: string;
  gameGroupCode: string;
  gameMenus: LotteryGameInfo[];
}

/** What the menu, popular and recent calls take besides their count (spec §7). */
export interface LotteryListQuery {
  prizeMode?: LotteryPrizeMode;
  device: 'mobile' | 'pc';
  /** The site language code (EN, TY...). */
  language: string;
}

function listParams(query: LotteryListQuery): Record<string, string> {
  const params: Record<string, string> = { device: query.device, language: query.language };
  if (query.prizeMode) params.prizeMode = query.prizeMode;
  return params;
}

/** `GET /lgw/vn/games/game_menu`: the games of one prize mode, grouped by tag. */
export function getLotteryMenu(
  query: LotteryListQuery & { prizeMode: LotteryPrizeMode },
  signal?: AbortSignal,
): Promise<LotteryMenuGroup[]> {
  return call(
    () => http.get('lgw/vn/games/game_menu', { searchParams: listParams(query), signal }),
    validateLotteryMenu,
  );
}

/** `GET /lgw/games/popular` (spec §9: count 20): the most bought games of the last 7 days. */
export function getPopularLottery(
  query: LotteryListQuery & { count: number },
  signal?: AbortSignal,
): Promise<LotteryGameInfo[]> {
  return call(
    () =>
      http.get('lgw/games/popular', {
        searchParams: { ...listParams(query), count: String(query.count) },
        signal,
      }),
    validateLotteryGames,
  );
}

/** `GET /lgw/vn/games/recent` (token; spec §9: recentCount 100): the member's latest games. */
export function getRecentLottery(
  query: LotteryListQuery & { recentCount: number },
  signal?: AbortSignal,
): Promise<LotteryGameInfo[]> {
  return call(
    () =>
      http.get('lgw/vn/games/recent', {
        searchParams: { ...listParams(query), recentCount: String(query.recentCount) },
        signal,
      }),
    validateLotteryGames,
  );
}

/**
 * `POST /wps/lottery/slips` (token): buys one slip, the same bets on each draw named. The
 * platform answers the first purchase again for the same `slipId`, so a retry after a network
 * failure with the same id never buys twice (ky may also retry it on a gateway failure).
 * Errors: LOTTERY_CLOSED once a draw has locked, INSUFFICIENT_FUNDS, BAD_REQUEST with the
 * reason a bet was refused.
 */
export function buyLotterySlip(request: BuySlipRequest): Promise<LotterySlip> {
  return call(
    () =>
      http.post('wps/lottery/slips', {
        json: request,
        retry: { limit: 1, methods: ['post'], statusCodes: [502, 503, 504] },
      }),
    validateLotterySlip,
  );
}

/**
 * `GET /lgw/vn/games/numbers` (spec §9: count 100): the game's latest drawn and voided draws,
 * newest first, each with its commitment and (once drawn) its seed.
 */
export function getLotteryNumbers(
  query: { gameId: string; count: number },
  signal?: AbortSignal,
): Promise<LotteryDraw[]> {
  return call(
    () =>
      http.get('lgw/vn/games/numbers', {
        searchParams: { gameId: query.gameId, count: String(query.count) },
        signal,
      }),
    validateLotteryDraws,
  );
}

/** What `GET /wps/lottery/slips` takes: a ticket state (none: every slip) and the page. */
export interface LotterySlipsQuery {
  status?: TicketState;
  page: number;
  pageSize: number;
}

/** A page of the member's slips: how many slips match in all, and this page's. */
export type LotterySlipsPage = FromSchema<(typeof lotteryResponses)['slips']>['value'];

/**
 * `GET /wps/lottery/slips` (token): the member's slips, newest first, each with every ticket;
 * with `status`, only the slips holding a ticket in that state.
 */
export function getLotterySlips(
  query: LotterySlipsQuery,
  signal?: AbortSignal,
): Promise<LotterySlipsPage> {
  const searchParams: Record<string, string> = {
    page: String(query.page),
    pageSize: String(query.pageSize),
  };
  if (query.status) searchParams.status = query.status;
  return call(() => http.get('wps/lottery/slips', { searchParams, signal }), validateLotterySlips);
}

/**
 * `POST /wps/lottery/slips/:slipId/cancel` (token): cancels a slip before its first draw locks
 * and answers it with every ticket cancelled; `LOTTERY_NOT_CANCELLABLE` once it may not be.
 */
export function cancelLotterySlip(slipId: string): Promise<LotterySlip> {
  return call(
    () => http.post(`wps/lottery/slips/${encodeURIComponent(slipId)}/cancel`),
    validateLotterySlip,
  );
}

/** `GET /wps/lottery/draws/:drawKey`: one draw, its commitment, and once drawn its seed and numbers. */
export function getLotteryDraw(drawKey: string, signal?: AbortSignal): Promise<LotteryDraw> {
  return call(
    () => http.get(`wps/lottery/draws/${encodeURIComponent(drawKey)}`, { signal }),
    validateLotteryDraw,
  );
}
