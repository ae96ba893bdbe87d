/**
 * Checking a results file of `lottery import` before anything is stored (import.ts stores a
 * clean one). The file arrives as its text so that every problem is reported where it sits:
 * the line and column jsonc-parser gives for its JSON pointer, as `brand:check` locates its
 * problems (`results.json:4:7 /results/1/winningNumbers`). The checks against the brand's draws
 * (which draw, its state, its numbers) run on every readable entry even when other parts of the
 * file are wrong, so the operator fixes the whole file in one go.
 */
import type { ErrorObject } from 'ajv';
import {
  lineColumn,
  locatePointer,
  parseSource,
  toPointer,
  type ParsedSource,
} from '../../../engine/core/brand/source.ts';
import {
  LotteryInputError,
  formatWinningNumbers,
  lotteryGame,
  parseWinningNumbers,
  type LotteryGame,
} from '../../../engine/core/lottery/index.ts';
import {
  drawKeyPattern,
  lotteryImportFileSchema,
  type LotteryImportFile,
} from '../../../schemas/api/operator-lottery.ts';
import type { LotterySettings } from '../../../schemas/brand/lottery.ts';
import { RefusedFileError } from '../../kernel/errors.ts';
import { documentValidator } from '../../kernel/validation.ts';
import type { DrawRow } from './tables.ts';

/** One problem of a results file: where (line and column, JSON pointer) and what. */
export interface ImportProblem {
  line: number;
  column: number;
  pointer: string;
  message: string;
}

/** Orders problems by their place in the file. */
export function byPlace(a: ImportProblem, b: ImportProblem): number {
  return a.line - b.line || a.column - b.column;
}

/** The file was not imported; `problems` lists everything wrong with it. */
export class ResultsFileError extends RefusedFileError<ImportProblem> {
  constructor(problems: readonly ImportProblem[]) {
    super('results', problems);
  }
}

/** A readable entry of the file: its index and, when they are text, its draw key and numbers. */
export interface ImportEntry {
  index: number;
  drawKey?: string;
  winningNumbers?: string;
}

/** The file as read: its parsed source (for places), its readable entries, and its problems. */
export interface ReadResults {
  source: ParsedSource;
  entries: ImportEntry[];
  /** Problems of syntax and shape, already placed. */
  problems: ImportProblem[];
}

const validateFile = documentValidator<LotteryImportFile>(lotteryImportFileSchema);
const drawKeyFormat = new RegExp(drawKeyPattern);

/** A problem at `pointer` of the file, placed at the value the pointer reaches. */
export function problemAt(source: ParsedSource, pointer: string, message: string): ImportProblem {
  return { ...lineColumn(source.text, locatePointer(source, pointer).offset), pointer, message };
}

function describe(error: ErrorObject): { pointer: string; message: string } {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return {
        pointer: error.instancePath,
        message: `missing "${String(params.missingProperty)}"`,
      };
    case 'additionalProperties':
      return {
        pointer: `${error.instancePath}${toPointer([String(params.additionalProperty)])}`,
        message: 'unknown property',
      };
    case 'pattern':
      return {
        pointer: error.instancePath,
        message:
          'must be a draw key: the game and its draw time in Vietnam time, such as VN_S_TPHCM-202611281615',
      };
    default:
      return { pointer: error.instancePath, message: error.message ?? error.keyword };
  }
}

/**
 * Reads a results file's text: its syntax (strict JSON, no duplicate keys), then its shape
 * (lotteryImportFileSchema); answers the readable entries with the problems found so far.
 */
export function readResultsFile(fileName: string, text: string): ReadResults {
  const source = parseSource({ path: fileName, text });
  const problems: ImportProblem[] = source.syntaxErrors.map(({ offset, message }) => ({
    ...lineColumn(text, offset),
    pointer: '',
    message,
  }));
  for (const duplicate of source.duplicateKeys)
    problems.push({
      ...lineColumn(text, duplicate.offset),
      pointer: duplicate.pointer,
      message: `"${duplicate.key}" is given twice`,
    });
  if (source.value === undefined) return { source, entries: [], problems };
  if (!validateFile(source.value))
    for (const error of validateFile.errors ?? []) {
      const { pointer, message } = describe(error);
      problems.push(problemAt(source, pointer, message));
    }
  const file = source.value as { results?: unknown };
  const entries = (Array.isArray(file.results) ? (file.results as unknown[]) : []).map(
    (entry, index): ImportEntry => {
      const fields: Partial<Record<string, unknown>> =
        typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
      return {
        index,
        // A malformed key is reported by the schema; it names no draw to check further.
        ...(typeof fields.drawKey === 'string' && drawKeyFormat.test(fields.drawKey)
          ? { drawKey: fields.drawKey }
          : {}),
        ...(typeof fields.winningNumbers === 'string'
          ? { winningNumbers: fields.winningNumbers }
          : {}),
      };
    },
  );
  return { source, entries, problems };
}

/** What one entry asks, once checked: the draw and its numbers in canonical form. */
export interface CheckedEntry {
  draw: DrawRow;
  winningNumbers: string;
  outcome: 'imported' | 'replaced' | 'unchanged';
}

/** What the checks of the entries against the brand's draws need. */
export interface EntryContext {
  brandId: string;
  settings: LotterySettings;
  /** The brand's draws the file names, by draw key. */
  draws: ReadonlyMap<string, DrawRow>;
  now: Date;
  replace: boolean;
}

const kindNames = { keno: 'a KENO draw', fast: 'an e-lottery draw' } as const;

/** The game of a draw key (its part before the draw time), for checking numbers of a missing draw. */
function gameOfKey(settings: LotterySettings, drawKey: string): LotteryGame | undefined {
  return lotteryGame(settings, drawKey.replace(/-[0-9]{12}$/, ''));
}

/** Why `draw` may not take imported numbers now, if it may not. */
function drawRefusal(draw: DrawRow, game: LotteryGame | undefined, now: Date): string | undefined {
  if (!game) return `${draw.drawKey} is a draw of ${draw.gameId}, which the brand no longer runs`;
  if (game.kind !== 'vn')
    return `${draw.drawKey} is ${kindNames[game.kind]}: only Vietnamese lottery draws (VN_N, VN_C_*, VN_S_*) take imported results`;
  if (draw.status === 'drawn')
    return `${draw.drawKey} was drawn at ${draw.drawnAt?.toISOString() ?? draw.drawAt.toISOString()} (${draw.source === 'imported' ? 'on imported results' : 'from its seed'}): its results can no longer change`;
  if (draw.status === 'void')
    return `${draw.drawKey} was voided (its tickets were refunded): it takes no results`;
  if (draw.lockAt.getTime() > now.getTime())
    return `${draw.drawKey} is on sale until ${draw.lockAt.toISOString()}: import its results once its sales have closed, so no ticket is bought knowing them`;
  return undefined;
}

/**
 * Checks every readable entry against the brand's draws: each names a scheduled VN draw of the
 * brand at most once in the file, still open and no longer on sale, with numbers that parse for
 * its region (parseWinningNumbers); different numbers than those imported before need
 * `replace`. Pushes each problem onto `problems`; answers the entries that passed.
 */
export function checkEntries(
  read: ReadResults,
  context: EntryContext,
  problems: ImportProblem[],
): CheckedEntry[] {
  const { source, entries } = read;
  const seen = new Map<string, number>();
  const checked: CheckedEntry[] = [];
  for (const { index, drawKey, winningNumbers } of entries) {
    const at = (field: string, message: string) =>
      problems.push(problemAt(source, toPointer(['results', index, field]), message));
    if (drawKey === undefined) continue;
    const before = seen.get(drawKey);
    if (before !== undefined) {
      at('drawKey', `${drawKey} is already listed at /results/${before}`);
      continue;
    }
    seen.set(drawKey, index);
    const draw = context.draws.get(drawKey);
    const game = draw
      ? lotteryGame(context.settings, draw.gameId)
      : gameOfKey(context.settings, drawKey);
    let refused = false;
    if (!draw) {
      refused = true;
      at(
        'drawKey',
        `brand ${context.brandId} has no draw ${drawKey} (see "lottery draws": a draw exists once it is scheduled)`,
      );
    } else {
      const refusal = drawRefusal(draw, game, context.now);
      if (refusal !== undefined) {
        refused = true;
        at('drawKey', refusal);
      }
    }
    if (winningNumbers === undefined || game?.kind !== 'vn') continue;
    let canonical: string;
    try {
      canonical = formatWinningNumbers(parseWinningNumbers(game, winningNumbers));
    } catch (error) {
      if (!(error instanceof LotteryInputError)) throw error;
      at('winningNumbers', error.message);
      continue;
    }
    if (refused || !draw) continue;
    const held = draw.winningNumbers;
    if (held !== null && held !== canonical && !context.replace) {
      at(
        'winningNumbers',
        `${drawKey} already holds the imported numbers ${held}: import with --replace to replace them`,
      );
      continue;
    }
    checked.push({
      draw,
      winningNumbers: canonical,
      outcome: held === null ? 'imported' : held === canonical ? 'unchanged' : 'replaced',
    });
  }
  return checked;
}
