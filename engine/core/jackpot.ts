/** Jackpot constants of spec §9, as carried by a resolved brand. */
export interface JackpotConstants {
  min: number;
  max: number;
  stepMin: number;
  stepMax: number;
  intervalsSeconds: readonly number[];
}

/** A source of numbers in [0, 1), injectable for tests. */
export type Random = () => number;

/**
 * A repeatable source of numbers in [0, 1) for a 32-bit seed (mulberry32): the server and the
 * hydrating browser draw the same "random" starting values from the seed the page carries.
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A random integer in [low, high]. */
function between(low: number, high: number, random: Random): number {
  return low + Math.floor(random() * (high - low + 1));
}

/**
 * The counter's starting value in hundredths (2 decimals kept exact as integers): a whole
 * amount in [min, max] plus random cents.
 */
export function jackpotStart(c: JackpotConstants, random: Random = Math.random): number {
  return between(c.min, c.max, random) * 100 + between(0, 99, random);
}

/** The next increase in hundredths: a whole step in [stepMin, stepMax] plus random cents. */
export function jackpotStep(c: JackpotConstants, random: Random = Math.random): number {
  return between(c.stepMin, c.stepMax, random) * 100 + between(0, 99, random);
}

/** Milliseconds until the next increase: one of the configured intervals, at random. */
export function jackpotDelayMs(c: JackpotConstants, random: Random = Math.random): number {
  const seconds = c.intervalsSeconds[Math.floor(random() * c.intervalsSeconds.length)] ?? 3;
  return seconds * 1000;
}
