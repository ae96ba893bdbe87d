/**
 * The lottery calls (spec §7 "Lottery", issue 15): the lottery menu by prize mode, the games a
 * member bought lately, popular games, the numbers of past draws, one draw with its fairness
 * proof, and buying, listing and cancelling slips. Amounts are integer minor units; times are
 * ISO 8601 instants unless named in milliseconds or seconds as the spec does.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { envelope } from './envelope.ts';

const minor = { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const gameId = { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,39}$' } as const;
const drawKey = { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,39}-[0-9]{12}$' } as const;
const hex64 = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const;

/** Where a draw stands: on sale (until its lock time), drawn, or voided with refunds. */
export const drawStates = ['open', 'drawn', 'void'] as const;
/** A draw's state. */
export type DrawState = (typeof drawStates)[number];

/** Where a ticket stands. */
export const ticketStates = ['pending', 'won', 'lost', 'void', 'cancelled'] as const;
/** A ticket's state. */
export type TicketState = (typeof ticketStates)[number];

/** The prize modes of spec §7: VN lottery, KENO, and the two fast e-lotteries. */
export const prizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;

/** `prizeMode` of the menu, recent and popular calls. */
const prizeModeQuery = {
  prizeMode: { type: 'string', enum: prizeModes },
  device: { type: 'string', enum: ['mobile', 'pc'] },
  language: { type: 'string', pattern: '^[A-Z]{2,3}$' },
} as const;

/** `GET /lgw/vn/games/game_menu`: the games of one prize mode, grouped as the spec's lottery menu. */
export const lotteryMenuQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: prizeModeQuery,
} as const;

/** `GET /lgw/vn/games/recent` (token): the games the member bought lately, newest first. */
export const lotteryRecentQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...prizeModeQuery, recentCount: { type: 'integer', minimum: 1, maximum: 100 } },
} as const;

/** `GET /lgw/games/popular`: the games most bought in the last 7 days. */
export const lotteryPopularQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { ...prizeModeQuery, count: { type: 'integer', minimum: 1, maximum: 50 } },
} as const;

/** `GET /lgw/vn/games/numbers`: the game's latest drawn results, newest first. */
export const lotteryNumbersQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['gameId'],
  properties: { gameId, count: { type: 'integer', minimum: 1, maximum: 100 } },
} as const;

/** The views a lottery launch opens: a game's betting page, or the lottery lobby. */
const lottoViews = ['betting', 'lobby'] as const;

/**
 * `GET /lgw/lottery/launch` (spec §7 "lottery launch"): where the storefront opens the lottery.
 * Only the VN lottery area and the LOTT launch mode exist; `betting` needs the game.
 */
export const lotteryLaunchQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lottoArea', 'launchMode', 'lottoView'],
  properties: {
    lottoArea: { type: 'string', enum: ['VN'] },
    launchMode: { type: 'string', enum: ['LOTT'] },
    lottoView: { type: 'string', enum: lottoViews },
    /** The game to open: required for `betting`, preselected in the lobby. */
    gameCode: { ...gameId, description: 'must be a game code such as VN_N or KENO' },
  },
} as const;

/** A lottery game as the lottery menu lists it (spec §3 "Lottery game"). */
const lotteryGameSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'gameId',
    'remark',
    'tag',
    'labelName',
    'isSale',
    'remainTime',
    'lockTime',
    'fewinTime',
    'drawKey',
    'commitment',
    'previousWinningNumber',
    'previousWinningTime',
    'drawDayOfWeek',
    'gameMenuSort',
    'code',
    'defaultPlayType',
    'vendor',
    'gameCode',
    'vassalage',
    'gameType',
    'prizeMode',
  ],
  properties: {
    gameId,
    /** The game's name. */
    remark: { type: 'string', minLength: 1, maxLength: 100 },
    tag: { type: 'string', minLength: 1, maxLength: 40 },
    labelName: { type: 'string', minLength: 1, maxLength: 100 },
    /** 1 while the next draw is on sale. */
    isSale: { type: 'integer', enum: [0, 1] },
    /** Milliseconds until sales of the next draw close (0 when not on sale). */
    remainTime: { type: 'integer', minimum: 0 },
    /** Seconds between the close of sales and the draw. */
    lockTime: { type: 'integer', minimum: 0 },
    /** When the next draw is drawn. */
    fewinTime: instant,
    /** The next draw's public id and the SHA-256 commitment of its seed. */
    drawKey,
    commitment: hex64,
    /** The last drawn result (spec format: groups by `~`, values by `,`), or empty. */
    previousWinningNumber: { type: 'string', maxLength: 400 },
    /** When the last result was drawn, or null. */
    previousWinningTime: { anyOf: [instant, { type: 'null' }] },
    /** Draw days, spec values 1 (Sunday) to 7 (Saturday), comma separated. */
    drawDayOfWeek: { type: 'string', pattern: '^[1-7](,[1-7]){0,6}$' },
    gameMenuSort: { type: 'integer', minimum: 0 },
    code: gameId,
    defaultPlayType: { type: 'string', minLength: 1, maxLength: 40 },
    vendor: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,31}$' },
    gameCode: gameId,
    vassalage: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,31}$' },
    gameType: { type: 'string', enum: ['LOTT', 'ELOTT'] },
    prizeMode: { type: 'string', enum: prizeModes },
  },
} as const;

/** One drawn (or voided) draw. */
const drawSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'drawKey',
    'gameId',
    'drawAt',
    'lockAt',
    'status',
    'commitment',
    'seed',
    'winningNumbers',
    'late',
    'source',
  ],
  properties: {
    drawKey,
    gameId,
    drawAt: instant,
    lockAt: instant,
    status: { type: 'string', enum: drawStates },
    commitment: hex64,
    /** Revealed once drawn (null before). */
    seed: { anyOf: [hex64, { type: 'null' }] },
    winningNumbers: { anyOf: [{ type: 'string', maxLength: 400 }, { type: 'null' }] },
    /** Drawn after the platform missed the draw's time. */
    late: { type: 'boolean' },
    /** `seed`: derived from the seed; `imported`: real-world results the operator loaded. */
    source: { anyOf: [{ type: 'string', enum: ['seed', 'imported'] }, { type: 'null' }] },
  },
} as const;

/** `POST /wps/lottery/slips` (token): buy one slip, the same bets on each draw named. */
export const buySlipRequestSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slipId', 'drawKeys', 'bets'],
  properties: {
    /** The client's id of the slip: a retry with it answers the first purchase. */
    slipId: { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' },
    /** The draws (stations) the bets are on: open draws of games of one vendor. */
    drawKeys: { type: 'array', minItems: 1, maxItems: 10, uniqueItems: true, items: drawKey },
    bets: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['betType', 'numbers', 'stakeMinor'],
        properties: {
          betType: { type: 'string', pattern: '^[a-zA-Z0-9]{1,30}$' },
          numbers: {
            type: 'array',
            minItems: 1,
            maxItems: 100,
            items: { type: 'string', pattern: '^[a-z0-9]{1,6}$' },
          },
          position: { type: 'integer', minimum: 1, maximum: 5 },
          stakeMinor: { type: 'integer', minimum: 1, maximum: 1_000_000_000_000 },
        },
      },
    },
  },
} as const;

/** `GET /wps/lottery/slips` (token): the member's slips, newest first. */
export const slipsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ticketStates },
    page: { type: 'integer', minimum: 1, maximum: 10_000 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100 },
  },
} as const;

const ticketSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'ticketId',
    'drawKey',
    'gameId',
    'betType',
    'numbers',
    'position',
    'stakeMinor',
    'lots',
    'costMinor',
    'status',
    'winningLots',
    'payoutMinor',
    'matched',
  ],
  properties: {
    ticketId: { type: 'integer', minimum: 1 },
    drawKey,
    gameId,
    betType: { type: 'string' },
    numbers: { type: 'array', items: { type: 'string' } },
    position: { anyOf: [{ type: 'integer' }, { type: 'null' }] },
    stakeMinor: minor,
    lots: { type: 'integer', minimum: 1 },
    costMinor: minor,
    status: { type: 'string', enum: ticketStates },
    winningLots: { type: 'integer', minimum: 0 },
    payoutMinor: minor,
    /** The numbers of the bet that won. */
    matched: { type: 'array', items: { type: 'string' } },
  },
} as const;

const slipSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slipId', 'vendor', 'currency', 'costMinor', 'createdAt', 'cancellable', 'tickets'],
  properties: {
    slipId: { type: 'string' },
    vendor: { type: 'string' },
    currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    costMinor: minor,
    createdAt: instant,
    /** True while the brand allows it and no draw of the slip has locked. */
    cancellable: { type: 'boolean' },
    tickets: { type: 'array', items: ticketSchema },
  },
} as const;

/** The answers of the lottery calls. */
export const lotteryResponses = {
  menu: envelope({
    type: 'array',
    items: {
      type: 'object',
      additionalProperties: false,
      required: ['tag', 'labelName', 'gameGroupCode', 'gameMenus'],
      properties: {
        tag: { type: 'string' },
        labelName: { type: 'string' },
        gameGroupCode: { type: 'string' },
        gameMenus: { type: 'array', items: lotteryGameSchema },
      },
    },
  }),
  games: envelope({ type: 'array', items: lotteryGameSchema }),
  /** The storefront path the lottery opens at: `/lottery?gameCode=..&playType=..` or `/lotteryCenter`. */
  launch: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['url'],
    properties: { url: { type: 'string', pattern: '^/[A-Za-z]', maxLength: 200 } },
  }),
  draws: envelope({ type: 'array', items: drawSchema }),
  draw: envelope(drawSchema),
  slip: envelope(slipSchema),
  slips: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['total', 'list'],
    properties: {
      total: { type: 'integer', minimum: 0 },
      list: { type: 'array', items: slipSchema },
    },
  }),
} as const;

/** A lottery game with its next draw. */
export type LotteryGameInfo = FromSchema<typeof lotteryGameSchema>;
/** A draw with its proof. */
export type LotteryDraw = FromSchema<typeof drawSchema>;
/** A slip with its tickets. */
export type LotterySlip = FromSchema<typeof slipSchema>;
/** A ticket. */
export type LotteryTicket = FromSchema<typeof ticketSchema>;
/** A purchase. */
export type BuySlipRequest = FromSchema<typeof buySlipRequestSchema>;

/** The path of one draw: `GET /wps/lottery/draws/:drawKey`. */
export const drawParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['drawKey'],
  properties: { drawKey },
} as const;

/** The path of one slip: `POST /wps/lottery/slips/:slipId/cancel`. */
export const slipParamsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slipId'],
  properties: { slipId: { type: 'string', pattern: '^[A-Za-z0-9-]{8,64}$' } },
} as const;
