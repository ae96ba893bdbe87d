import { describe, expect, it } from 'vitest';
import { lotteryGame, lotteryGames } from './games.ts';
import { lotterySettingsWithDefaults } from './settings.ts';

const settings = lotterySettingsWithDefaults();

describe('lotteryGames', () => {
  it('lists North, the Central stations, the South stations, KENO and the two e-lotteries, each once', () => {
    const ids = lotteryGames(settings).map((game) => game.gameId);
    expect(ids).toEqual([
      'VN_N',
      'VN_C_HUE',
      'VN_C_PHUYEN',
      'VN_C_DAKLAK',
      'VN_C_QUANGNAM',
      'VN_C_DANANG',
      'VN_C_KHANHHOA',
      'VN_C_BINHDINH',
      'VN_C_QUANGTRI',
      'VN_C_QUANGBINH',
      'VN_C_GIALAI',
      'VN_C_NINHTHUAN',
      'VN_C_QUANGNGAI',
      'VN_C_DAKNONG',
      'VN_C_KONTUM',
      'VN_S_TPHCM',
      'VN_S_DONGTHAP',
      'VN_S_CAMAU',
      'VN_S_BENTRE',
      'VN_S_VUNGTAU',
      'VN_S_BACLIEU',
      'VN_S_DONGNAI',
      'VN_S_CANTHO',
      'VN_S_SOCTRANG',
      'VN_S_TAYNINH',
      'VN_S_ANGIANG',
      'VN_S_BINHTHUAN',
      'VN_S_VINHLONG',
      'VN_S_BINHDUONG',
      'VN_S_TRAVINH',
      'VN_S_LONGAN',
      'VN_S_BINHPHUOC',
      'VN_S_HAUGIANG',
      'VN_S_TIENGIANG',
      'VN_S_KIENGIANG',
      'VN_S_DALAT',
      'KENO',
      'ELOTT_1M',
      'SEA_5M',
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives stations drawing on several days all their days (1 = Sunday, 2..7 = Monday..Saturday)', () => {
    const days = (id: string) => lotteryGame(settings, id)?.drawDays;
    expect(days('VN_S_TPHCM')).toEqual([2, 7]);
    expect(days('VN_C_HUE')).toEqual([1, 2]);
    expect(days('VN_C_DANANG')).toEqual([4, 7]);
    expect(days('VN_C_KHANHHOA')).toEqual([1, 4]);
    expect(days('VN_S_DALAT')).toEqual([1]);
    expect(days('VN_N')).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('describes each kind of game with its vendor, prize mode, tag and interval', () => {
    expect(lotteryGame(settings, 'VN_S_TPHCM')).toEqual({
      gameId: 'VN_S_TPHCM',
      kind: 'vn',
      vendor: 'TCG_LOTTO_VN',
      prizeMode: 'Lott',
      region: 'south',
      name: 'TP.HCM',
      tag: 'vietnam_rb_southern',
      timeZone: 'Asia/Ho_Chi_Minh',
      drawDays: [2, 7],
      intervalMinutes: null,
    });
    expect(lotteryGame(settings, 'VN_N')).toMatchObject({
      name: 'Mien Bac',
      region: 'north',
      tag: 'vietnam_rb_northern',
    });
    expect(lotteryGame(settings, 'VN_C_HUE')).toMatchObject({ tag: 'vietnam_rb_central' });
    expect(lotteryGame(settings, 'KENO')).toMatchObject({
      kind: 'keno',
      vendor: 'GPI',
      prizeMode: 'ZY',
      tag: 'keno',
      region: null,
      intervalMinutes: 8,
    });
    expect(lotteryGame(settings, 'ELOTT_1M')).toMatchObject({
      kind: 'fast',
      vendor: 'ELOTT',
      prizeMode: 'Elott',
      tag: 'elott',
      intervalMinutes: 1,
      name: 'E-Lotto 1 minute',
    });
    expect(lotteryGame(settings, 'SEA_5M')).toMatchObject({
      kind: 'fast',
      vendor: 'TCG_SEA',
      prizeMode: 'SEA',
      tag: 'sea',
      intervalMinutes: 5,
    });
  });

  it("takes KENO's interval from the settings and knows no unknown game", () => {
    const every5 = lotterySettingsWithDefaults({ keno: { intervalMinutes: 5 } });
    expect(lotteryGame(every5, 'KENO')?.intervalMinutes).toBe(5);
    expect(lotteryGame(settings, 'VN_S_NOWHERE')).toBeUndefined();
  });

  it('hands out fresh lists: changing one game leaves the next call alone', () => {
    lotteryGames(settings)[0]!.drawDays.pop();
    expect(lotteryGames(settings)[0]!.drawDays).toHaveLength(7);
  });
});
