import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n.ts';
import { fieldProblemText, lengthRange, patternMessages } from './fields.ts';

describe('field messages', () => {
  afterEach(() => activateLanguage('EN'));

  it('writes the bounds as "(min) - (max)", or one number when equal', () => {
    expect(lengthRange(6, 16)).toBe('6 - 16');
    expect(lengthRange(4, 4)).toBe('4');
  });

  it('has a message for every pattern id 0-20, with the bounds filled in', async () => {
    await activateLanguage('EN');
    expect(Object.keys(patternMessages).map(Number)).toEqual(
      Array.from({ length: 21 }, (_, i) => i),
    );
    for (let id = 0; id <= 20; id += 1) {
      const text = fieldProblemText('username', {
        code: 'pattern',
        patternId: id,
        min: 6,
        max: 16,
      });
      expect(text).not.toMatch(/[{}]|\(min\)|\(max\)/);
      if (![3, 11, 12].includes(id)) expect(text, String(id)).toContain('6 - 16');
    }
    expect(fieldProblemText('captcha', { code: 'length', patternId: 6, min: 4, max: 4 })).toBe(
      'Please enter 4 digits',
    );
  });

  it('uses the spec wording for passwords, real names, phones, confirmation and empty input', async () => {
    await activateLanguage('EN');
    expect(fieldProblemText('password', { code: 'length', patternId: 5, min: 6, max: 20 })).toBe(
      'Please fill in your password with 6 - 20 characters',
    );
    expect(fieldProblemText('payeeName', { code: 'pattern', patternId: 19, min: 2, max: 50 })).toBe(
      'Real name format is incorrect',
    );
    expect(fieldProblemText('payeeName', { code: 'length', patternId: 19, min: 2, max: 50 })).toBe(
      'Real name format is incorrect',
    );
    expect(fieldProblemText('mobileNum', { code: 'pattern', patternId: 6, min: 7, max: 15 })).toBe(
      'Phone number format is incorrect',
    );
    expect(fieldProblemText('confirmPassword', { code: 'mismatch' })).toBe(
      'Incorrect confirmation input',
    );
    expect(fieldProblemText('email', { code: 'required' })).toBe('Input cannot be empty');
    expect(fieldProblemText('mobileNum', { code: 'invalidPhone' })).toBe(
      'Please enter a valid mobile number',
    );
    expect(fieldProblemText('verificationCode', { code: 'invalidCode' })).toBe(
      'Please enter a valid verification code',
    );
  });

  it('speaks Tagalog, with the same bounds', async () => {
    await activateLanguage('TY');
    const text = fieldProblemText('username', { code: 'length', patternId: 1, min: 6, max: 16 });
    expect(text).toContain('6 - 16');
    expect(text).not.toBe('Start with a letter, then letters or digits, 6 - 16 characters');
  });
});
