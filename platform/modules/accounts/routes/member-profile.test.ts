/**
 * The names on the profile page: `POST /wps/member/info/nickname` changes the nickname, and
 * `POST /wps/member/info/realName` sets the real name once.
 */
import { describe, expect, it } from 'vitest';
import { errorOf, profileCaller } from './profile-test-support.ts';
import { accountsSuite } from './test-support.ts';

const s = accountsSuite();

describe('the nickname', () => {
  it('is changed, tidied, and shows in the member info and the overview', async () => {
    const p = await profileCaller(s);
    const answer = await p.post('/wps/member/info/nickname', { nickname: '  Lucky   Ana_2 ' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().value).toEqual({ nickname: 'Lucky Ana_2' });
    expect((await p.overview()).nickname).toBe('Lucky Ana_2');
    expect((await p.get('/wps/member/info')).json().value.nickname).toBe('Lucky Ana_2');
    expect((await p.stored()).nickname).toBe('Lucky Ana_2');
    // Letters of any script count as letters; twenty of them fit.
    const tagalog = await p.post('/wps/member/info/nickname', {
      nickname: 'Niño ñ'.padEnd(20, 'a'),
    });
    expect(tagalog.statusCode, tagalog.body).toBe(200);
  });

  it('refuses an empty one, one too long and one with symbols, on its field', async () => {
    const p = await profileCaller(s);
    const cases: [string, string][] = [
      ['', 'required'],
      ['    ', 'required'],
      ['a'.repeat(21), 'length'],
      ['x'.repeat(101), 'tooLong'],
      ['<script>', 'pattern'],
      ['-dash first', 'pattern'],
      ['Ana 🎰', 'pattern'],
    ];
    for (const [nickname, code] of cases) {
      const answer = await p.post('/wps/member/info/nickname', { nickname });
      expect(answer.statusCode, nickname).toBe(400);
      expect(errorOf(answer)).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { nickname: code },
      });
    }
    expect((await p.stored()).nickname).toBe(p.member.nickname);
  });

  it('refuses trial accounts', async () => {
    const trial = await profileCaller(s, 'casino', { isAgent: 4 });
    const answer = await trial.post('/wps/member/info/nickname', { nickname: 'Guest' });
    expect(errorOf(answer).code).toBe('TRIAL_ACCOUNT');
    expect((await trial.stored()).nickname).toBe(trial.member.nickname);
  });
});

describe('the real name from the profile', () => {
  it('is set once, tidied, shows in the overview, and is refused the second time', async () => {
    const p = await profileCaller(s, 'echo');
    expect((await p.overview()).realName).toBeNull();
    const set = await p.post('/wps/member/info/realName', { payeeName: ' Ana   Reyes ' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await p.overview()).realName).toBe('Ana Reyes');
    const again = await p.post('/wps/member/info/realName', { payeeName: 'Ana Santos' });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).code).toBe('REAL_NAME_SET');
    expect((await p.stored()).payeeName).toBe('Ana Reyes');
  });

  it('refuses to replace a real name given at registration', async () => {
    const p = await profileCaller(s, 'casino', { payeeName: 'Juan Dela Cruz' });
    const answer = await p.post('/wps/member/info/realName', { payeeName: 'Juan Cruz' });
    expect(errorOf(answer).code).toBe('REAL_NAME_SET');
  });

  it("refuses a name against the brand's rule, and trial accounts", async () => {
    const p = await profileCaller(s, 'echo');
    const bad = await p.post('/wps/member/info/realName', { payeeName: 'Ana 123' });
    expect(errorOf(bad).fields).toEqual({ payeeName: 'pattern' });
    const trial = await profileCaller(s, 'echo', { isAgent: 4 });
    const refused = await trial.post('/wps/member/info/realName', { payeeName: 'Ana Reyes' });
    expect(errorOf(refused).code).toBe('TRIAL_ACCOUNT');
    expect((await trial.stored()).payeeName).toBeNull();
  });
});
