/**
 * Club ranks (member info `clubLabel`, spec §3): the rank number an operator gives a member
 * and how its label looks. Ranks above 4 get the VIP customer service (spec §6).
 */

/** A club rank's label. */
export interface ClubRank {
  rankLevel: number;
  labelName: string;
  /** Text colour. */
  color: string;
  /** Badge colour. */
  color2: string;
}

/** Every rank, by level. */
export const clubRanks: readonly ClubRank[] = [
  { rankLevel: 0, labelName: 'Member', color: '#f8fafc', color2: '#64748b' },
  { rankLevel: 1, labelName: 'Bronze', color: '#fff7ed', color2: '#b45309' },
  { rankLevel: 2, labelName: 'Silver', color: '#0f172a', color2: '#cbd5e1' },
  { rankLevel: 3, labelName: 'Gold', color: '#422006', color2: '#facc15' },
  { rankLevel: 4, labelName: 'Platinum', color: '#0f172a', color2: '#e2e8f0' },
  { rankLevel: 5, labelName: 'Diamond', color: '#f0f9ff', color2: '#0284c7' },
  { rankLevel: 6, labelName: 'Royal', color: '#faf5ff', color2: '#7c3aed' },
];

/** The highest rank level. */
export const topRank = clubRanks.length - 1;

/** The label of `rank` (a rank above the table shows as the top rank). */
export function clubRank(rank: number): ClubRank {
  return clubRanks[Math.min(Math.max(0, rank), topRank)]!;
}
