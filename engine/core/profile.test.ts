import { describe, expect, it } from 'vitest';
import type { FieldRule } from '../../schemas/brand.ts';
import { emailProblem, nicknameProblem, tidyName } from './profile.ts';

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

describe('emailProblem', () => {
  const rule = (acceptedPattern?: string): FieldRule => ({
    enabled: false,
    required: false,
    patternId: 3,
    minLength: 6,
    maxLength: 64,
    ...(acceptedPattern ? { acceptedPattern } : {}),
  });

  it("keeps the brand's rule, required even when registration does not show the field", () => {
    expect(emailProblem(rule(), ' ana@example.com ')).toBeNull();
    expect(emailProblem(rule(), '  ')?.code).toBe('required');
    expect(emailProblem(rule(), 'a@b.c')?.code).toBe('length');
    expect(emailProblem(rule(), 'ana@localhost')?.code).toBe('pattern');
  });

  it('asks for an address a message can go to under a rule that accepts anything', () => {
    expect(emailProblem(rule('*'), 'not an address')).toMatchObject({
      code: 'pattern',
      patternId: 3,
    });
    expect(emailProblem(rule('*'), 'ana@example.com')).toBeNull();
  });
});
