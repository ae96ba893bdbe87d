import { describe, expect, it } from 'vitest';
import {
  leadingNumbers,
  lotteryBetLink,
  lotteryRowGames,
  lotteryRowLimit,
  type LotteryRowGame,
} from './lottery-list.ts';

describe('leadingNumbers', () => {
  it('splits by ~ and , and keeps the first six', () => {
    expect(leadingNumbers('739659~33245~31249~54776,38013~08470,17257,95007')).toEqual([
      '739659',
      '33245',
      '31249',
      '54776',
      '38013',
      '08470',
    ]);
    expect(leadingNumbers('5,5,7,2,7')).toEqual(['5', '5', '7', '2', '7']);
    expect(leadingNumbers('')).toEqual([]);
    expect(leadingNumbers('1, 2 ,,3', 2)).toEqual(['1', '2']);
  });
});

describe('lotteryBetLink', () => {
  it('leads to the bet slip on the game code and its default play type', () => {
    expect(lotteryBetLink({ gameCode: 'VN_S_TPHCM', defaultPlayType: 'baoLo2' })).toEqual({
      to: '/lottery',
      search: { gameCode: 'VN_S_TPHCM', playType: 'baoLo2' },
    });
    expect(lotteryBetLink({ gameCode: 'KENO', defaultPlayType: 'kenoPick' }).search).toEqual({
      gameCode: 'KENO',
      playType: 'kenoPick',
    });
  });
});

const minute = 60_000;
/** A game of `prizeMode` drawn at `fewinTime`, `remainMinutes` before its lock (0: closed). */
const game = (
  gameId: string,
  prizeMode: LotteryRowGame['prizeMode'],
  fewinTime: string,
  remainMinutes: number,
): LotteryRowGame => ({
  gameId,
  prizeMode,
  fewinTime,
  isSale: remainMinutes > 0 ? 1 : 0,
  remainTime: remainMinutes * minute,
});
const ids = (games: readonly LotteryRowGame[]) => games.map((g) => g.gameId);

describe('lotteryRowGames', () => {
  // 2025-01-06 is a Monday; 09:15 UTC is 16:15 in Vietnam.
  const north = game('VN_N', 'Lott', '2025-01-06T11:15:00Z', 120);
  const hue = game('VN_C_HUE', 'Lott', '2025-01-06T10:15:00Z', 60);
  const hcm = game('VN_S_TPHCM', 'Lott', '2025-01-06T09:15:00Z', 0);
  const canTho = game('VN_S_CANTHO', 'Lott', '2025-01-08T09:15:00Z', 3000);
  const keno = game('KENO', 'ZY', '2025-01-06T02:08:00Z', 4);
  const elott = game('ELOTT_1M', 'Elott', '2025-01-06T02:01:00Z', 1);
  const sea = game('SEA_5M', 'SEA', '2025-01-06T02:05:00Z', 3);

  it("keeps today's VN stations and every other game, by soonest lock, closed last", () => {
    expect(ids(lotteryRowGames([north, hue, hcm, canTho, keno, elott, sea]))).toEqual([
      'ELOTT_1M',
      'SEA_5M',
      'KENO',
      'VN_C_HUE',
      'VN_N',
      'VN_S_TPHCM',
    ]);
  });

  it('counts the draw day in Vietnam time, not UTC', () => {
    // 18:00 UTC on the 5th is 01:00 on the 6th in Vietnam: the same day as the North.
    const night = game('VN_S_NIGHT', 'Lott', '2025-01-05T18:00:00Z', 30);
    const before = game('VN_S_BEFORE', 'Lott', '2025-01-05T16:00:00Z', 90);
    expect(ids(lotteryRowGames([north, night]))).toEqual(['VN_S_NIGHT', 'VN_N']);
    expect(ids(lotteryRowGames([north, before]))).toEqual(['VN_S_BEFORE']);
  });

  it('shows each game once and at most twelve', () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      game(`E${i}`, 'Elott', '2025-01-06T02:01:00Z', 20 - i),
    );
    const row = lotteryRowGames([...many, many[19]!]);
    expect(row).toHaveLength(lotteryRowLimit);
    expect(ids(row)[0]).toBe('E19');
    expect(new Set(ids(row)).size).toBe(lotteryRowLimit);
  });

  it('is empty for no games', () => {
    expect(lotteryRowGames([])).toEqual([]);
  });
});
