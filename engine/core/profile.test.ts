import { describe, expect, it } from 'vitest';
import { nicknameProblem, tidyName } from './profile.ts';

describe('tidyName', () => {
  it('trims a name and makes runs of spaces one', () => {
    expect(tidyName('  Ana \t  Reyes  ')).toBe('Ana Reyes');
  });
});

describe('nicknameProblem', () => {
  it('accepts 1 to 20 letters of any script, digits, spaces, dots, dashes and underscores', () => {
    for (const nickname of [
      'A',
      'Juan 23',
      'ana_reyes.ph',
      'Niño',
      '陈小明',
      ' x-y ',
      'a'.repeat(20),
    ])
      expect(nicknameProblem(nickname), nickname).toBeNull();
  });

  it('refuses an empty one, a longer one, symbols and a leading mark', () => {
    expect(nicknameProblem('   ')?.code).toBe('required');
    expect(nicknameProblem('a'.repeat(21))).toMatchObject({ code: 'length', min: 1, max: 20 });
    for (const nickname of ['<b>', 'Ana!', '_ana', '.ana', 'Ana 🎰'])
      expect(nicknameProblem(nickname)?.code, nickname).toBe('pattern');
  });
});
