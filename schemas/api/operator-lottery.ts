/**
 * The lottery's operator calls (`npm run operator -- lottery ...`): a brand's draws, newest
 * first, and the verification of one draw from its revealed seed.
 */
import { envelope } from './envelope.ts';
import { answerValues } from './operator-responses.ts';

const { text, textOrNull, flag, instant } = answerValues;

/** The most draws one listing answers. */
export const drawListMax = 500;

/** `POST /lottery/draws`: which draws to list. */
export const drawListQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand'],
  properties: {
    brand: text,
    game: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,39}$' },
    status: { type: 'string', enum: ['open', 'drawn', 'void'] },
    limit: { type: 'integer', minimum: 1, maximum: drawListMax },
  },
} as const;

/** `POST /lottery/verify`: one draw by its key. */
export const drawVerifyQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'drawKey'],
  properties: { brand: text, drawKey: text },
} as const;

const drawSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'drawKey',
    'gameId',
    'drawAt',
    'status',
    'commitment',
    'winningNumbers',
    'late',
    'tickets',
  ],
  properties: {
    drawKey: text,
    gameId: text,
    drawAt: instant,
    status: text,
    commitment: text,
    winningNumbers: textOrNull,
    late: flag,
    tickets: { type: 'integer', minimum: 0 },
  },
} as const;

/** The answers of the lottery's operator calls. */
export const operatorLotteryResponses = {
  draws: envelope({ type: 'array', items: drawSchema }),
  verify: envelope({
    type: 'object',
    additionalProperties: false,
    required: [
      'drawKey',
      'status',
      'seed',
      'commitment',
      'winningNumbers',
      'expected',
      'commitmentOk',
      'resultOk',
    ],
    properties: {
      drawKey: text,
      status: text,
      seed: textOrNull,
      commitment: text,
      winningNumbers: textOrNull,
      /** What the seed derives. */
      expected: textOrNull,
      commitmentOk: flag,
      /** True when the published numbers are what the seed derives (false for imported results). */
      resultOk: flag,
    },
  }),
} as const;
