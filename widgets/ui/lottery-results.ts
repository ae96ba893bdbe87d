/**
 * The spec's winning-number text as the lottery widgets show it (§2: groups by '~', values by
 * ','), pure: the rows of a drawn result.
 */
import { winningValues } from '../../engine/core/lottery-list.ts';

/** One row of a drawn result: a VN prize (DB, G1..G8) or, for KENO and e-lotteries, unnamed. */
export interface ResultRow {
  prize: string | null;
  values: string[];
}

const vnPrizeNames = ['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'];

/** Whether a tag is a Vietnamese region's. */
export function isVnTag(tag: string): boolean {
  return tag.startsWith('vietnam_rb_');
}

/**
 * The rows of a drawn result: for VN one row per prize group in order DB, G1..G8 (North ends
 * at G7); otherwise one row of every value.
 */
export function resultRows(tag: string, text: string): ResultRow[] {
  if (!isVnTag(tag)) return [{ prize: null, values: winningValues(text) }];
  return text
    .split('~')
    .slice(0, vnPrizeNames.length)
    .map((group, index) => ({ prize: vnPrizeNames[index]!, values: winningValues(group) }));
}
