import { describe, expect, it } from 'vitest';
import type { LotteryGameInfo } from '../../schemas/api/lottery.ts';
import {
  chooseInLobby,
  gamesByWeekday,
  initialLobbyView,
  lobbyTabs,
  visibleGames,
} from './lobby-model.ts';

const game = (gameId: string, tag: string, drawDayOfWeek: string) =>
  ({ gameId, tag, drawDayOfWeek }) as LotteryGameInfo;
const north = game('VN_N', 'vietnam_rb_northern', '1,2,3,4,5,6,7');
const hcm = game('VN_S_TPHCM', 'vietnam_rb_southern', '2,7');
const canTho = game('VN_S_CANTHO', 'vietnam_rb_southern', '4');
const hue = game('VN_C_HUE', 'vietnam_rb_central', '1,2');
const keno = game('KENO', 'keno', '1,2,3,4,5,6,7');
const elott = game('ELOTT_1M', 'elott', '1,2,3,4,5,6,7');
const games = [north, hue, hcm, canTho, keno, elott];

describe('chooseInLobby', () => {
  it('resets the mode on a tab and clears the weekday on a region tab only', () => {
    const view = { tab: 'south' as const, mode: 'hot' as const, weekday: 4 };
    expect(chooseInLobby(view, { type: 'tab', tab: 'central' })).toEqual({
      tab: 'central',
      mode: 'normal',
      weekday: -1,
    });
    expect(chooseInLobby(view, { type: 'tab', tab: 'keno' })).toEqual({
      tab: 'keno',
      mode: 'normal',
      weekday: 4,
    });
  });

  it('toggles a mode and keeps the tab', () => {
    const hot = chooseInLobby(initialLobbyView, { type: 'mode', mode: 'hot' });
    expect(hot).toEqual({ tab: 'all', mode: 'hot', weekday: -1 });
    expect(chooseInLobby(hot, { type: 'mode', mode: 'hot' }).mode).toBe('normal');
    expect(chooseInLobby(hot, { type: 'mode', mode: 'fav' }).mode).toBe('fav');
    expect(chooseInLobby(hot, { type: 'weekday', weekday: 3 }).weekday).toBe(3);
  });
});

describe('visibleGames', () => {
  it('keeps the tab’s games once; all is VN and KENO without the e-lotteries', () => {
    expect(visibleGames([...games, north], { tab: 'all', weekday: -1 })).toEqual([
      north,
      hue,
      hcm,
      canTho,
      keno,
    ]);
    expect(visibleGames(games, { tab: 'keno', weekday: -1 })).toEqual([keno]);
  });

  it('adds the e-lotteries to All and to their own tab when the lobby offers them', () => {
    const sea = game('SEA_5M', 'sea', '1,2,3,4,5,6,7');
    const offered = lobbyTabs({ keno: true, eLottery: true });
    expect(offered).toEqual(['all', 'north', 'central', 'south', 'keno', 'elott']);
    expect(visibleGames([...games, sea], { tab: 'all', weekday: -1 }, offered)).toEqual([
      north,
      hue,
      hcm,
      canTho,
      keno,
      elott,
      sea,
    ]);
    expect(visibleGames([...games, sea], { tab: 'elott', weekday: -1 }, offered)).toEqual([
      elott,
      sea,
    ]);
    const withoutKeno = lobbyTabs({ keno: false, eLottery: false });
    expect(visibleGames(games, { tab: 'all', weekday: -1 }, withoutKeno)).not.toContain(keno);
  });

  it('filters by weekday on the central and southern tabs only', () => {
    expect(visibleGames(games, { tab: 'south', weekday: 4 })).toEqual([canTho]);
    expect(visibleGames(games, { tab: 'south', weekday: -1 })).toEqual([hcm, canTho]);
    expect(visibleGames(games, { tab: 'north', weekday: 4 })).toEqual([north]);
  });
});

describe('gamesByWeekday', () => {
  it('groups every game first, then Monday (2) to Sunday (1)', () => {
    const groups = gamesByWeekday([north, hcm, hue]);
    expect(groups.map((g) => g.weekday)).toEqual([-1, 2, 3, 4, 5, 6, 7, 1]);
    expect(groups[0]!.games).toEqual([north, hcm, hue]);
    expect(groups[1]!.games).toEqual([north, hcm, hue]);
    expect(groups[2]!.games).toEqual([north]);
    expect(groups[7]!.games).toEqual([north, hue]);
  });
});
