/**
 * The lottery launch call (spec §7 "lottery launch (lottoArea VN, launchMode LOTT, lottoView
 * betting or lobby)"): the storefront path where the lottery opens, and each bad input refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '../../test/harness.ts';
import { call } from '../../test/play.ts';
import { createLotteryPlatform } from './lottery-test-support.ts';

let t: TestPlatform;
beforeAll(async () => {
  t = await createLotteryPlatform();
});
afterAll(async () => {
  await t?.close();
});

const launch = (query: string) =>
  call(t.app, 'casino.test', 'GET', `/lgw/lottery/launch?lottoArea=VN&launchMode=LOTT&${query}`);

/** The `defaultPlayType` the lottery menu gives `gameId`. */
async function menuPlayType(prizeMode: string, gameId: string): Promise<string> {
  const answer = await call(
    t.app,
    'casino.test',
    'GET',
    `/lgw/vn/games/game_menu?prizeMode=${prizeMode}`,
  );
  const games = (
    answer.json().value as { gameMenus: { gameId: string; defaultPlayType: string }[] }[]
  ).flatMap((group) => group.gameMenus);
  return games.find((game) => game.gameId === gameId)!.defaultPlayType;
}

describe('GET /lgw/lottery/launch', () => {
  it.each([
    ['Lott', 'VN_S_TPHCM'],
    ['ZY', 'KENO'],
    ['Elott', 'ELOTT_1M'],
  ])(
    "opens the betting page of a %s game %s on the menu's default play type",
    async (prizeMode, gameId) => {
      const answer = await launch(`lottoView=betting&gameCode=${gameId}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const playType = await menuPlayType(prizeMode, gameId);
      expect(answer.json()).toEqual({
        value: { url: `/lottery?gameCode=${gameId}&playType=${playType}` },
      });
    },
  );

  it('opens the lobby, with the game preselected when one is named', async () => {
    expect((await launch('lottoView=lobby')).json()).toEqual({ value: { url: '/lotteryCenter' } });
    expect((await launch('lottoView=lobby&gameCode=VN_N')).json()).toEqual({
      value: { url: '/lotteryCenter?gameCode=VN_N' },
    });
  });

  it('needs the game for the betting page', async () => {
    const answer = await launch('lottoView=betting');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Invalid query: gameCode is required for lottoView betting',
      fields: { gameCode: 'required' },
    });
  });

  it('refuses a game the brand does not have, in either view', async () => {
    for (const view of ['betting', 'lobby']) {
      const answer = await launch(`lottoView=${view}&gameCode=VN_X`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toMatchObject({
        code: 'GAME_NOT_FOUND',
        message: 'This brand has no lottery game VN_X',
      });
    }
  });

  it.each([
    ['another lottery area', 'lottoArea=TH&launchMode=LOTT&lottoView=lobby', 'lottoArea'],
    ['another launch mode', 'lottoArea=VN&launchMode=GLS&lottoView=lobby', 'launchMode'],
    ['another view', 'lottoArea=VN&launchMode=LOTT&lottoView=results', 'lottoView'],
    ['no view', 'lottoArea=VN&launchMode=LOTT', 'lottoView'],
    ['no area', 'launchMode=LOTT&lottoView=lobby', 'lottoArea'],
    [
      'a malformed game code',
      'lottoArea=VN&launchMode=LOTT&lottoView=betting&gameCode=vn-n',
      'gameCode',
    ],
    ['an unknown parameter', 'lottoArea=VN&launchMode=LOTT&lottoView=lobby&nodeId=1', 'nodeId'],
  ])('refuses %s with VALIDATION_FAILED', async (_what, query, field) => {
    const answer = await call(t.app, 'casino.test', 'GET', `/lgw/lottery/launch?${query}`);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(answer.json().error.fields)).toContain(field);
  });
});
