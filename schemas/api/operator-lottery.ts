/**
 * The lottery's operator calls (`npm run operator -- lottery ...`): a brand's draws, newest
 * first, the verification of one draw from its revealed seed, and the import of real-world
 * Vietnamese lottery results (the file's schema is `lotteryImportFileSchema`).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { envelope } from './envelope.ts';
import { drawStates } from './lottery.ts';
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
    status: { type: 'string', enum: drawStates },
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

/** The most results one import file holds. */
export const importResultsMax = 1000;

/** A draw key: the game and its draw time in Vietnam time, `VN_S_TPHCM-202611281615`. */
export const drawKeyPattern = '^[A-Z][A-Z0-9_]{0,39}-[0-9]{12}$';

/**
 * A results file of `lottery import` (docs/lottery.md "Imported results"): the real-world
 * results of the brand's Vietnamese lottery draws, one entry per draw.
 */
export const lotteryImportFileSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['results'],
  description: 'Real-world Vietnamese lottery results to import for a brand that mirrors them.',
  properties: {
    $schema: { type: 'string', description: 'The JSON Schema of this file, for editors.' },
    results: {
      type: 'array',
      minItems: 1,
      maxItems: importResultsMax,
      description: 'One entry per draw; each draw at most once.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['drawKey', 'winningNumbers'],
        properties: {
          drawKey: {
            type: 'string',
            pattern: drawKeyPattern,
            description:
              'The draw: its game and draw time in Vietnam time (YYYYMMDDHHmm), as `lottery draws` lists it, such as VN_S_TPHCM-202611281615.',
          },
          winningNumbers: {
            type: 'string',
            minLength: 1,
            maxLength: 400,
            description:
              'The prizes DB, G1, .. G8 (North DB .. G7) separated by "~", the numbers of a prize by ",", such as 739659~33245~31249~54776,38013~...~228~61.',
          },
        },
      },
    },
  },
} as const;
/** A results file of `lottery import`. */
export type LotteryImportFile = FromSchema<typeof lotteryImportFileSchema>;

/**
 * `POST /lottery/import`: the results file as the operator wrote it (its text, so every problem
 * is reported at its line and column), for the brand; `replace` lets different numbers replace
 * those imported before for a draw that is still open.
 */
export const lotteryImportBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['brand', 'fileName', 'text'],
  properties: {
    brand: text,
    /** How problems name the file (`results.json:4:7 /results/1/winningNumbers`). */
    fileName: { type: 'string', minLength: 1, maxLength: 1000 },
    text: { type: 'string', maxLength: 1_000_000 },
    replace: flag,
  },
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
      'source',
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
      /** `seed` or `imported` once drawn, null before. */
      source: textOrNull,
      /** What the seed derives. */
      expected: textOrNull,
      commitmentOk: flag,
      /** True when the published numbers are what the seed derives (false for imported results). */
      resultOk: flag,
    },
  }),
  import: envelope({
    type: 'object',
    additionalProperties: false,
    required: ['imported', 'replaced', 'unchanged', 'results'],
    properties: {
      /** Draws that got numbers (new, or replacing earlier ones). */
      imported: { type: 'integer', minimum: 0 },
      /** Of `imported`, the draws whose earlier imported numbers were replaced. */
      replaced: { type: 'integer', minimum: 0 },
      /** Draws that already held exactly these numbers. */
      unchanged: { type: 'integer', minimum: 0 },
      results: {
        type: 'array',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['drawKey', 'drawAt', 'winningNumbers', 'outcome'],
          properties: {
            drawKey: text,
            drawAt: instant,
            /** The numbers as stored (canonical: no spaces). */
            winningNumbers: text,
            outcome: { type: 'string', enum: ['imported', 'replaced', 'unchanged'] },
          },
        },
      },
    },
  }),
} as const;
