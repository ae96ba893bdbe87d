/**
 * The built-in slot: three reels, three rows, five paylines (the three rows and both
 * diagonals). Each reel is a strip of 30 stops; a spin picks one stop per reel uniformly with
 * `crypto.randomInt`, and the window shows that stop and the two below it. The total bet is
 * split evenly over the five lines, and a line pays its paytable multiple of the line bet:
 * three of a kind, or cherries from the left (two cherries, or one on the first reel).
 *
 * The return to player is exact and fixed by the strips and the paytable: 2,593 / 2,700 =
 * 96.04%, computed by enumerating every stop combination (slot.test.ts). It does not depend
 * on the bet, since every bet level is a multiple of the number of lines.
 */
import { randomInt } from 'node:crypto';

/** The reel symbols. */
export const slotSymbols = ['CHERRY', 'LEMON', 'ORANGE', 'GRAPE', 'BELL', 'BAR', 'SEVEN'] as const;
/** One reel symbol. */
export type SlotSymbol = (typeof slotSymbols)[number];

/** The reel strips, top to bottom; the window shows three consecutive stops (wrapping). */
// prettier-ignore
export const reelStrips: readonly (readonly SlotSymbol[])[] = [
  [
    'LEMON', 'GRAPE', 'ORANGE', 'CHERRY', 'BELL', 'BAR', 'LEMON', 'GRAPE', 'ORANGE', 'CHERRY',
    'SEVEN', 'BELL', 'LEMON', 'GRAPE', 'BAR', 'ORANGE', 'CHERRY', 'LEMON', 'BELL', 'GRAPE',
    'ORANGE', 'CHERRY', 'LEMON', 'BAR', 'SEVEN', 'BELL', 'GRAPE', 'LEMON', 'ORANGE', 'CHERRY',
  ],
  [
    'LEMON', 'ORANGE', 'GRAPE', 'BELL', 'CHERRY', 'BAR', 'LEMON', 'ORANGE', 'GRAPE', 'BELL',
    'SEVEN', 'LEMON', 'ORANGE', 'CHERRY', 'GRAPE', 'BAR', 'LEMON', 'ORANGE', 'BELL', 'CHERRY',
    'GRAPE', 'LEMON', 'ORANGE', 'BAR', 'BELL', 'GRAPE', 'SEVEN', 'LEMON', 'ORANGE', 'CHERRY',
  ],
  [
    'LEMON', 'ORANGE', 'GRAPE', 'BELL', 'CHERRY', 'LEMON', 'BAR', 'ORANGE', 'GRAPE', 'LEMON',
    'BELL', 'ORANGE', 'CHERRY', 'LEMON', 'GRAPE', 'BAR', 'ORANGE', 'LEMON', 'BELL', 'CHERRY',
    'GRAPE', 'ORANGE', 'LEMON', 'BAR', 'GRAPE', 'BELL', 'LEMON', 'ORANGE', 'CHERRY', 'SEVEN',
  ],
];

/** Rows shown per reel. */
export const slotRows = 3;

/** The paylines: the row (0 top, 2 bottom) each line reads on reels 1, 2 and 3. */
export const paylines: readonly (readonly [number, number, number])[] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

/** Three of a kind, in multiples of the line bet. */
export const threeOfAKind: Readonly<Record<SlotSymbol, number>> = {
  SEVEN: 400,
  BAR: 100,
  BELL: 50,
  GRAPE: 30,
  ORANGE: 20,
  LEMON: 15,
  CHERRY: 10,
};
/** Cherries on reels 1 and 2 (not 3), in multiples of the line bet. */
export const twoCherries = 5;
/** A cherry on reel 1 only, in multiples of the line bet. */
export const oneCherry = 1;

/** The paytable as the page shows it, best first: symbols from the left and their multiple. */
export function paytableEntries(): { symbols: SlotSymbol[]; multiplier: number }[] {
  const triples = (Object.entries(threeOfAKind) as [SlotSymbol, number][])
    .sort((a, b) => b[1] - a[1])
    .map(([symbol, multiplier]) => ({ symbols: [symbol, symbol, symbol], multiplier }));
  return [
    ...triples,
    { symbols: ['CHERRY', 'CHERRY'], multiplier: twoCherries },
    { symbols: ['CHERRY'], multiplier: oneCherry },
  ];
}

/** Bet levels as multiples of the game's base bet. */
const betSteps = [1, 2, 5, 10, 20, 50, 100] as const;

/**
 * The bet levels of a game in minor units: steps of its minimum bet, raised to a multiple of
 * the line count (so every line bet is whole) and to at least 1.00 of the currency.
 */
export function betLevels(minBetMinor: number): number[] {
  const lines = paylines.length;
  const floor = Math.max(minBetMinor, 100);
  const base = Math.ceil(floor / lines) * lines;
  return betSteps.map((step) => base * step);
}

/**
 * What one line pays for the symbols it reads: the multiple of the line bet and how many
 * symbols from the left make the win (0 and 0 for none).
 */
export function lineWin(symbols: readonly SlotSymbol[]): { multiplier: number; count: number } {
  const [a, b, c] = symbols;
  if (a === b && b === c && a !== undefined) return { multiplier: threeOfAKind[a], count: 3 };
  if (a === 'CHERRY' && b === 'CHERRY') return { multiplier: twoCherries, count: 2 };
  if (a === 'CHERRY') return { multiplier: oneCherry, count: 1 };
  return { multiplier: 0, count: 0 };
}

/** The multiple of the line bet one line pays for the symbols it reads. */
export function linePays(symbols: readonly SlotSymbol[]): number {
  return lineWin(symbols).multiplier;
}

/** A winning line. */
export interface LineWin {
  /** Index into `paylines`. */
  line: number;
  /** The symbols that make the win, from reel 1 (three, or the cherries that pay). */
  symbols: SlotSymbol[];
  /** The multiple of the line bet it pays. */
  multiplier: number;
  winMinor: number;
}

/** The result of one spin. */
export interface SpinOutcome {
  /** The stop index per reel. */
  stops: number[];
  /** The window, reel by reel, top to bottom: `reels[reel][row]`. */
  reels: SlotSymbol[][];
  wins: LineWin[];
  winMinor: number;
}

/** The window and wins for given stops and a total bet (a multiple of the line count). */
export function evaluate(stops: readonly number[], betMinor: number): SpinOutcome {
  if (!Number.isSafeInteger(betMinor) || betMinor <= 0 || betMinor % paylines.length !== 0)
    throw new Error(`A bet must be a positive multiple of ${paylines.length}`);
  const reels = reelStrips.map((strip, i) => {
    const stop = stops[i] ?? 0;
    return Array.from(
      { length: slotRows },
      (_, row) => strip[(stop + row) % strip.length] as SlotSymbol,
    );
  });
  const lineBet = betMinor / paylines.length;
  const wins: LineWin[] = [];
  paylines.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => reels[reel]![row]!);
    const { multiplier, count } = lineWin(symbols);
    if (multiplier > 0)
      wins.push({
        line,
        symbols: symbols.slice(0, count),
        multiplier,
        winMinor: multiplier * lineBet,
      });
  });
  return {
    stops: [...stops],
    reels,
    wins,
    winMinor: wins.reduce((sum, win) => sum + win.winMinor, 0),
  };
}

/** One spin with fresh random stops. */
export function spin(betMinor: number): SpinOutcome {
  return evaluate(
    reelStrips.map((strip) => randomInt(strip.length)),
    betMinor,
  );
}

/**
 * The exact return to player as a fraction: the total paid over every stop combination,
 * divided by the total staked on them.
 */
export function exactRtp(): { paid: bigint; staked: bigint } {
  const bet = paylines.length;
  let paid = 0n;
  let combinations = 0n;
  const [first, second, third] = reelStrips;
  if (!first || !second || !third) throw new Error('The slot needs three reels');
  for (let a = 0; a < first.length; a += 1)
    for (let b = 0; b < second.length; b += 1)
      for (let c = 0; c < third.length; c += 1) {
        paid += BigInt(evaluate([a, b, c], bet).winMinor);
        combinations += 1n;
      }
  return { paid, staked: combinations * BigInt(bet) };
}
