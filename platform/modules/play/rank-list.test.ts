/** The winners' board (rank list) and its masked names. */
import { describe, expect, it } from 'vitest';
import { credit, rollback } from '../ledger/index.ts';
import { call, playMember } from '../../test/play.ts';
import { maskName } from './routes.ts';
import { playRoutesSuite } from './test-support.ts';

const suite = playRoutesSuite();
const { get } = suite;

describe('GET /wps/relay/GCSGAME_getRankList', () => {
  it('masks names', () => {
    expect(maskName('marco123')).toBe('ma***23');
    expect(maskName('abcde')).toBe('ab***de');
    expect(maskName('abcd')).toBe('a***');
    expect(maskName('')).toBe('***');
  });

  it('answers the newest real wins of the brand to anyone', async () => {
    const winner = await playMember(suite.t, { username: 'winner01' });
    const other = await playMember(suite.t, { username: 'bravo001', brandId: 'echo' });
    let n = 0;
    const win = async (memberId: number, amount: number, nodeId: string | null, vendor = 'BGS') => {
      n += 1;
      suite.t.clock.advance(1_000);
      return credit(suite.t.db, suite.t.clock, {
        memberId,
        vendor,
        txId: `board-${n}`,
        amountMinor: BigInt(amount),
        nodeId,
      });
    };
    await win(winner.member.id, 1_500, 'BGS-SLOT');
    await win(winner.member.id, 0, 'BGS-SLOT');
    await win(other.member.id, 9_999, 'BGS-SLOT');
    await win(winner.member.id, 2_000, 'LVX-1', 'LVX');
    await win(winner.member.id, 700, null, 'ALPHA');
    const undone = await win(winner.member.id, 50_000, 'BGS-SLOT');
    await rollback(suite.t.db, suite.t.clock, {
      memberId: winner.member.id,
      vendor: 'BGS',
      txId: 'board-undo',
      refTxId: undone.txId,
    });

    const response = await get('/wps/relay/GCSGAME_getRankList?gameCategory=ALL&limitNum=20');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().value.list;
    expect(list).toEqual([
      {
        customerName: 'wi***01',
        gameName: 'Alpha Slots',
        winAmount: 700,
        currency: 'PHP',
        wonAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
      expect.objectContaining({ gameName: 'Baccarat A', winAmount: 2_000 }),
      expect.objectContaining({ gameName: 'Lucky Sevens', winAmount: 1_500 }),
    ]);
    expect(new Date(list[0].wonAt).getTime()).toBeGreaterThan(new Date(list[1].wonAt).getTime());

    const tagalog = await get('/wps/relay/GCSGAME_getRankList?limitNum=1', { language: 'TY' });
    expect(tagalog.json().value.list).toEqual([
      expect.objectContaining({ gameName: 'Alpha Slots PH' }),
    ]);
    const inhouse = await get('/wps/relay/GCSGAME_getRankList?gameCategory=INHOUSE');
    expect(inhouse.json().value.list.map((e: { winAmount: number }) => e.winAmount)).toEqual([
      1_500,
    ]);
    const echo = await call(suite.t.app, 'echo.test', 'GET', '/wps/relay/GCSGAME_getRankList');
    expect(echo.json().value.list).toEqual([
      expect.objectContaining({ customerName: 'br***01', winAmount: 9_999 }),
    ]);
  });

  it('refuses a limit above 50 and an unknown category', async () => {
    for (const [query, field] of [
      ['limitNum=51', 'limitNum'],
      ['limitNum=0', 'limitNum'],
      ['gameCategory=CARDS', 'gameCategory'],
    ] as const) {
      const response = await get(`/wps/relay/GCSGAME_getRankList?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.fields).toEqual({ [field]: 'invalid' });
    }
  });
});
