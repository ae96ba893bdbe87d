import { describe, expect, it } from 'vitest';
import { lotteryGame, lotterySettingsWithDefaults } from '../../engine/core/lottery/index.ts';
import { bettingGame, bettingGames } from './betting-fixtures.ts';
import {
  firstGame,
  menuPrizeMode,
  playTypeOf,
  requestedGame,
  shortHash,
  stationsOf,
} from './slip-model.ts';

const settings = lotterySettingsWithDefaults();
const game = (id: string) => lotteryGame(settings, id)!;

describe('requestedGame and menuPrizeMode', () => {
  it('reads the game of the code, none without one, undefined when unknown or not VN on a VN page', () => {
    expect(requestedGame(settings, 'all', 'KENO')?.gameId).toBe('KENO');
    expect(requestedGame(settings, 'all', null)).toBeNull();
    expect(requestedGame(settings, 'all', 'VN_S_NOWHERE')).toBeUndefined();
    expect(requestedGame(settings, 'vn', 'KENO')).toBeUndefined();
    expect(requestedGame(settings, 'vn', 'VN_C_HUE')?.region).toBe('central');
  });
  it('reads the menu of the game’s prize mode, the VN lottery without a game', () => {
    expect(menuPrizeMode(game('SEA_5M'))).toBe('SEA');
    expect(menuPrizeMode(game('KENO'))).toBe('ZY');
    expect(menuPrizeMode(null)).toBe('Lott');
  });
});

describe('firstGame and playTypeOf', () => {
  it('opens the menu’s first game, the North when the menu is empty', async () => {
    const menu = await Promise.all([bettingGame('VN_C_GIALAI', 1000)]);
    expect(firstGame(settings, menu).gameId).toBe('VN_C_GIALAI');
    expect(firstGame(settings, []).gameId).toBe('VN_N');
  });
  it('takes the play type when the game offers it, else the menu default, else the first', () => {
    expect(playTypeOf(game('VN_N'), 'xien3', 'baoLo2')).toBe('xien3');
    expect(playTypeOf(game('VN_S_CAMAU'), 'xien3', 'baoLo2')).toBe('baoLo2');
    expect(playTypeOf(game('KENO'), null, 'nonsense')).toBe('kenoPick');
  });
});

describe('stationsOf', () => {
  it('gives a South station the open stations of its region at the same draw time, itself first', async () => {
    const menu = await bettingGames();
    expect(stationsOf(game('VN_S_BINHDUONG'), menu).map((s) => s.gameId)).toEqual([
      'VN_S_BINHDUONG',
      'VN_S_VINHLONG',
      'VN_S_TRAVINH',
    ]);
    expect(stationsOf(game('VN_N'), menu).map((s) => s.gameId)).toEqual(['VN_N']);
  });
  it('leaves out stations not on sale or drawing at another time, and has none when closed', async () => {
    const menu = await Promise.all([
      bettingGame('VN_S_VINHLONG', 60_000),
      bettingGame('VN_S_BINHDUONG', 0),
      bettingGame('VN_S_TRAVINH', 60_000, new Date(Date.UTC(2026, 10, 28, 9, 15))),
    ]);
    expect(stationsOf(game('VN_S_VINHLONG'), menu).map((s) => s.gameId)).toEqual(['VN_S_VINHLONG']);
    expect(stationsOf(game('VN_S_BINHDUONG'), menu)).toEqual([]);
  });
});

describe('shortHash', () => {
  it('keeps the first and last 8 digits of a commitment', () => {
    expect(shortHash('a'.repeat(8) + 'b'.repeat(48) + 'c'.repeat(8))).toBe('aaaaaaaa…cccccccc');
  });
});
