import { describe, expect, it } from 'vitest';
import {
  betLevels,
  evaluate,
  exactRtp,
  linePays,
  lineWin,
  paylines,
  paytableEntries,
  reelStrips,
  slotSymbols,
  spin,
} from './slot.ts';

describe('the built-in slot', () => {
  it('returns exactly 2,593 / 2,700 (96.04%) of the stakes over every stop combination', () => {
    const { paid, staked } = exactRtp();
    expect(staked).toBe(27_000n * BigInt(paylines.length));
    // paid / staked reduced: 129,650 / 135,000 = 2,593 / 2,700.
    expect(paid * 2_700n).toBe(staked * 2_593n);
    const rtp = Number(paid) / Number(staked);
    expect(rtp).toBeGreaterThan(0.9);
    expect(rtp).toBeLessThan(0.97);
  });

  it('has three 30-stop reels of known symbols', () => {
    expect(reelStrips).toHaveLength(3);
    for (const strip of reelStrips) {
      expect(strip).toHaveLength(30);
      for (const symbol of strip) expect(slotSymbols).toContain(symbol);
    }
  });

  it('pays three of a kind, then cherries from the left', () => {
    expect(linePays(['SEVEN', 'SEVEN', 'SEVEN'])).toBe(400);
    expect(linePays(['CHERRY', 'CHERRY', 'CHERRY'])).toBe(10);
    expect(linePays(['CHERRY', 'CHERRY', 'BELL'])).toBe(5);
    expect(linePays(['CHERRY', 'BELL', 'CHERRY'])).toBe(1);
    expect(linePays(['BELL', 'CHERRY', 'CHERRY'])).toBe(0);
    expect(linePays(['BAR', 'BAR', 'SEVEN'])).toBe(0);
    expect(lineWin(['CHERRY', 'CHERRY', 'BELL'])).toEqual({ multiplier: 5, count: 2 });
    // A cherry top left pays on the top row and on the falling diagonal.
    expect(evaluate([3, 4, 0], 5).wins).toEqual([
      { line: 1, symbols: ['CHERRY', 'CHERRY'], multiplier: 5, winMinor: 5 },
      { line: 3, symbols: ['CHERRY'], multiplier: 1, winMinor: 1 },
    ]);
    expect(paytableEntries()[0]).toEqual({ symbols: ['SEVEN', 'SEVEN', 'SEVEN'], multiplier: 400 });
  });

  it('reads each line through the window and pays it per line bet', () => {
    // Reel 1 stop 10 shows SEVEN, BELL, LEMON; reel 2 stop 10 SEVEN, LEMON, ORANGE;
    // reel 3 stop 29 SEVEN, LEMON (wrapping), ORANGE.
    const outcome = evaluate([10, 10, 29], 500);
    expect(outcome.reels).toEqual([
      ['SEVEN', 'BELL', 'LEMON'],
      ['SEVEN', 'LEMON', 'ORANGE'],
      ['SEVEN', 'LEMON', 'ORANGE'],
    ]);
    expect(outcome.wins).toEqual([
      { line: 1, symbols: ['SEVEN', 'SEVEN', 'SEVEN'], multiplier: 400, winMinor: 40_000 },
    ]);
    expect(outcome.winMinor).toBe(40_000);
    expect(() => evaluate([0, 0, 0], 7)).toThrow(/multiple of 5/);
  });

  it('offers bet levels in whole line bets, from the game minimum', () => {
    expect(betLevels(100)).toEqual([100, 200, 500, 1_000, 2_000, 5_000, 10_000]);
    expect(betLevels(0)[0]).toBe(100);
    expect(betLevels(333)[0]).toBe(335);
    for (const level of betLevels(333)) expect(level % paylines.length).toBe(0);
  });

  it('spins random stops within the strips', () => {
    for (let i = 0; i < 200; i += 1) {
      const outcome = spin(100);
      outcome.stops.forEach((stop, reel) => {
        expect(stop).toBeGreaterThanOrEqual(0);
        expect(stop).toBeLessThan(reelStrips[reel]!.length);
      });
      expect(outcome.winMinor).toBe(evaluate(outcome.stops, 100).winMinor);
    }
  });
});
