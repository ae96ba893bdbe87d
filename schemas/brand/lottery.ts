/**
 * The lottery's brand settings (issue 15, docs/lottery.md): what happens to a missed draw,
 * cancellation, when sales close, KENO's daily hours, the payout odds of every bet type, the
 * KENO pay table and the stake and payout limits. Every property has a default, so `{}` is the
 * whole default set. Amounts are integer minor units (10000 is 100.00 PHP).
 */
import type { FromSchema } from 'json-schema-to-ts';

/** The largest stake or payout any lottery setting takes, in minor units (10^12). */
const maxAmountMinor = 1_000_000_000_000;

/**
 * A payout multiplier with at most 2 decimals. AJV needs `multipleOfPrecision` (6 is enough) to
 * accept every 2-decimal value: 1.15 / 0.01 is not an integer in doubles.
 */
/* @__NO_SIDE_EFFECTS__ */
function multiplier<const D extends number>(value: D, description: string) {
  return {
    type: 'number',
    minimum: 0,
    maximum: 1_000_000,
    multipleOf: 0.01,
    default: value,
    description,
  } as const;
}

/** The payout per winning lot of each bet type: the values and market-typical ones. */
const oddsSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description:
    'Payout multiplier per winning lot of each bet type (a win pays stake x multiplier x winning lots, rounded down to a minor unit); at most 2 decimals. KENO number picks pay by "kenoPayTable" instead.',
  properties: {
    deDauDuoi: multiplier(75, 'Head/tail 2D (de dau/duoi): pays 75 per winning lot by default.'),
    xiuChu: multiplier(650, 'Head/tail 3D (xiu chu): pays 650 per winning lot by default.'),
    baoLo2: multiplier(75, "Bao lo 2D (every prize's last 2 digits): 75 by default."),
    baoLo3: multiplier(650, "Bao lo 3D (every prize's last 3 digits): 650 by default."),
    baoLo4: multiplier(5500, "Bao lo 4D (every prize's last 4 digits): 5500 by default."),
    bao7Lo: multiplier(75, 'Bao 7 lo (South and Central, 7 lots): 75 by default.'),
    bao8Lo: multiplier(75, 'Bao 8 lo (North, 8 lots): 75 by default.'),
    nhatTo: multiplier(75, 'Nhat to (North, last 2 digits of G1): 75 by default.'),
    xien2: multiplier(17, 'Xien 2 (North, both chosen 2D numbers appear): 17 by default.'),
    xien3: multiplier(65, 'Xien 3 (North, all three chosen 2D numbers appear): 65 by default.'),
    xien4: multiplier(250, 'Xien 4 (North, all four chosen 2D numbers appear): 250 by default.'),
    da: multiplier(
      750,
      'Da (South and Central, both numbers of the pair appear; a pair costs stake x 18 lots x 2 numbers): 750 by default.',
    ),
    kenoBigSmall: multiplier(
      1.95,
      'KENO big/small on the sum of the 20 numbers (810 loses): 1.95 by default (97.1 % return).',
    ),
    kenoOddEven: multiplier(
      2.35,
      'KENO odd/even on the count of odd numbers (10 of each loses): 2.35 by default (93.6 % return).',
    ),
    fastDigit: multiplier(9.8, 'E-lottery digit at a position: 9.8 by default (98 % return).'),
    fastBigSmall: multiplier(
      1.98,
      'E-lottery big (5-9) or small (0-4) digit at a position: 1.98 by default (99 % return).',
    ),
    fastOddEven: multiplier(
      1.98,
      'E-lottery odd or even digit at a position: 1.98 by default (99 % return).',
    ),
    fastSumBigSmall: multiplier(
      1.98,
      'E-lottery sum of the 5 digits big (23-45) or small (0-22): 1.98 by default (99 % return).',
    ),
    fastSumOddEven: multiplier(
      1.98,
      'E-lottery sum of the 5 digits odd or even: 1.98 by default (99 % return).',
    ),
  },
} as const;

/** One row of the KENO pay table: the multiplier by hits (0..picks). */
/* @__NO_SIDE_EFFECTS__ */
function payRow<const R extends readonly number[]>(row: R, picks: number, returnToPlayer: string) {
  return {
    type: 'array',
    items: { type: 'number', minimum: 0, maximum: 1_000_000, multipleOf: 0.01 },
    minItems: picks + 1,
    maxItems: picks + 1,
    default: row,
    description: `Multipliers of a ${picks}-number pick by hits 0 to ${picks} (${picks + 1} values). Default return to player ${returnToPlayer}.`,
  } as const;
}

/** The KENO pay table; its return to player is computed in docs/lottery.md. */
const kenoPayTableSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description:
    'KENO pay table: for each count of picked numbers ("1" to "10") the multipliers of the stake by the count of hits, indexed 0 to picks.',
  properties: {
    '1': payRow([0, 3.7], 1, '92.50 %'),
    '2': payRow([0, 1, 9], 2, '92.09 %'),
    '3': payRow([0, 0, 2.5, 42], 3, '92.96 %'),
    '4': payRow([0, 0, 1.5, 7, 100], 4, '92.80 %'),
    '5': payRow([0, 0, 0, 3, 25, 580], 5, '92.82 %'),
    '6': payRow([0, 0, 0, 2, 8, 75, 1600], 6, '92.65 %'),
    '7': payRow([0, 0, 0, 1, 5, 25, 200, 5000], 7, '92.03 %'),
    '8': payRow([0, 0, 0, 0, 2, 15, 100, 1000, 20_000], 8, '92.16 %'),
    '9': payRow([0, 0, 0, 0, 1, 6, 48, 300, 4000, 50_000], 9, '92.83 %'),
    '10': payRow([3, 0, 0, 0, 0, 2, 20, 150, 1000, 10_000, 100_000], 10, '91.93 %'),
  },
} as const;

/** The stake limits of one bet type. */
const stakeLimitSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description:
    'Smallest and largest stake of the bet type, per number (or per combination, pick or side), in minor units.',
  properties: {
    minStakeMinor: {
      type: 'integer',
      minimum: 1,
      maximum: maxAmountMinor,
      default: 1000,
      description: 'Smallest stake in minor units (1000 is 10.00 PHP). Default 1000.',
    },
    maxStakeMinor: {
      type: 'integer',
      minimum: 1,
      maximum: maxAmountMinor,
      default: 10_000_000,
      description:
        'Largest stake in minor units (10000000 is 100,000.00 PHP); at least "minStakeMinor". Default 10000000.',
    },
  },
} as const;

/** Stake limits per bet type and the payout cap. */
const limitsSchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description:
    'Stake limits of each bet type and the most one member can win in one draw, in minor units.',
  properties: {
    deDauDuoi: stakeLimitSchema,
    xiuChu: stakeLimitSchema,
    baoLo2: stakeLimitSchema,
    baoLo3: stakeLimitSchema,
    baoLo4: stakeLimitSchema,
    bao7Lo: stakeLimitSchema,
    bao8Lo: stakeLimitSchema,
    nhatTo: stakeLimitSchema,
    xien2: stakeLimitSchema,
    xien3: stakeLimitSchema,
    xien4: stakeLimitSchema,
    da: stakeLimitSchema,
    kenoPick: stakeLimitSchema,
    kenoBigSmall: stakeLimitSchema,
    kenoOddEven: stakeLimitSchema,
    fastDigit: stakeLimitSchema,
    fastBigSmall: stakeLimitSchema,
    fastOddEven: stakeLimitSchema,
    fastSumBigSmall: stakeLimitSchema,
    fastSumOddEven: stakeLimitSchema,
    maxPayoutPerDrawMinor: {
      type: 'integer',
      minimum: 1,
      maximum: maxAmountMinor,
      default: 10_000_000_000,
      description:
        'The most one member can win in one draw of one game, in minor units (10000000000 is 100,000,000.00 PHP). Default 10000000000.',
    },
  },
} as const;

/** A time of day in Vietnam, HH:MM. */
const timeOfDaySchema = { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' } as const;

/** JSON Schema of the lottery settings of a brand. */
export const lotterySchema = {
  type: 'object',
  additionalProperties: false,
  default: {},
  description:
    'The lottery (Vietnamese lottery, KENO, e-lotteries): missed draws, cancellation, sale lock times, KENO hours, odds, KENO pay table and limits. See docs/lottery.md.',
  properties: {
    missedDraw: {
      type: 'string',
      enum: ['drawLate', 'void'],
      default: 'drawLate',
      description:
        'A draw the platform missed (downtime): "drawLate" draws it when the platform is back and flags it late; "void" voids it and refunds its tickets. Default "drawLate".',
    },
    vnResults: {
      type: 'string',
      enum: ['draw', 'import'],
      default: 'draw',
      description:
        'Where the Vietnamese lottery numbers come from: "draw" derives them from each draw\'s committed seed at its time; "import" (a brand mirroring the state lottery) waits for the real-world results the operator imports (`lottery import`) and settles the draw on them; a draw still without results importWaitHours after its time is voided and its tickets refunded. Default "draw".',
    },
    importWaitHours: {
      type: 'integer',
      minimum: 1,
      maximum: 168,
      default: 24,
      description:
        'With vnResults "import": hours after a Vietnamese draw\'s time to wait for its imported results before voiding it with refunds. Default 24.',
    },
    allowCancel: {
      type: 'boolean',
      default: true,
      description: 'Whether a player may cancel a ticket before its draw locks. Default true.',
    },
    lockSeconds: {
      type: 'object',
      additionalProperties: false,
      default: {},
      description: 'Seconds before each draw when its sales close, per kind of game.',
      properties: {
        vn: {
          type: 'integer',
          minimum: 0,
          maximum: 86_400,
          default: 900,
          description: 'Vietnamese lottery: seconds before the draw. Default 900 (15 minutes).',
        },
        keno: {
          type: 'integer',
          minimum: 0,
          maximum: 3600,
          default: 30,
          description: 'KENO: seconds before the draw. Default 30.',
        },
        fast: {
          type: 'integer',
          minimum: 0,
          maximum: 50,
          default: 10,
          description:
            'E-lotteries (1 and 5 minute draws): seconds before the draw, under a minute. Default 10.',
        },
      },
    },
    keno: {
      type: 'object',
      additionalProperties: false,
      default: {},
      description: 'KENO draw hours, Vietnam time (Asia/Ho_Chi_Minh).',
      properties: {
        intervalMinutes: {
          type: 'integer',
          minimum: 1,
          maximum: 240,
          default: 8,
          description: 'Minutes between two KENO draws. Default 8.',
        },
        firstDraw: {
          ...timeOfDaySchema,
          default: '06:00',
          description: 'Time of the first KENO draw of the day, HH:MM. Default "06:00".',
        },
        lastDraw: {
          ...timeOfDaySchema,
          default: '22:00',
          description:
            'Latest time of a KENO draw, HH:MM: draws run every "intervalMinutes" from "firstDraw" up to and including this time. At least "firstDraw". Default "22:00".',
        },
      },
    },
    odds: oddsSchema,
    kenoPayTable: kenoPayTableSchema,
    limits: limitsSchema,
  },
} as const;

/** The lottery settings of a brand, with their defaults applied. */
export type LotterySettings = FromSchema<typeof lotterySchema>;
