/** Damerau-Levenshtein (optimal string alignment) distance, case-insensitive. */
export function editDistance(a: string, b: string): number {
  const s = a.toLowerCase();
  const t = b.toLowerCase();
  const d: number[][] = Array.from({ length: s.length + 1 }, (_, i) =>
    Array.from({ length: t.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= s.length; i += 1) {
    for (let j = 1; j <= t.length; j += 1) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      const row = d[i]!;
      const prev = d[i - 1]!;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        row[j] = Math.min(row[j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[s.length]![t.length]!;
}

/**
 * The closest candidate to `input`, if it is close enough to be a plausible typo (at most a
 * third of the longer word, never more than 3 edits), or a candidate that contains it
 * (`banner` -> `banner-carousel`).
 */
export function didYouMean(input: string, candidates: Iterable<string>): string | undefined {
  const list = [...candidates];
  const lower = input.toLowerCase();
  if (lower.length >= 3) {
    const containing = list
      .filter((c) => c.toLowerCase().includes(lower))
      .sort((a, b) => a.length - b.length);
    if (containing[0] !== undefined) return containing[0];
  }
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of list) {
    const distance = editDistance(input, candidate);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  if (best === undefined) return undefined;
  const limit = Math.min(3, Math.max(1, Math.floor(Math.max(input.length, best.length) / 3)));
  return bestDistance <= limit ? best : undefined;
}
