import { describe, expect, it } from 'vitest';
import type { FeatureNode, FieldRule } from '../../schemas/brand.ts';
import {
  checkField,
  checkNewPassword,
  patternIds,
  patternTests,
  registrationForm,
  registrationModes,
  sendsSmsCodes,
} from './registration.ts';

/** Every pattern id with values it must accept and values it must refuse. */
const cases: Record<number, { ok: string[]; bad: string[] }> = {
  0: { ok: ['anything at all', '中文 ok', '!@#'], bad: [] },
  1: { ok: ['player1', 'Abc123', 'x'], bad: ['1player', 'play er', 'pläyer', '_abc'] },
  2: { ok: ['中文123', '你好', '2024'], bad: ['abc', '中文 123', '中文!'] },
  3: {
    ok: ['juan@example.com', 'a.b+c@mail.co.ph'],
    bad: ['juan@', '@example.com', 'juan@example', 'ju an@example.com'],
  },
  4: { ok: ['abc123', 'ABC', '42'], bad: ['abc-123', 'abc 123', 'ñandu'] },
  5: { ok: ['abc123', '1a'], bad: ['abcdef', '123456', 'abc-123'] },
  6: { ok: ['0917', '1234567890'], bad: ['12a', '12 34', '-1'] },
  7: { ok: ['Abc123', 'ABC'], bad: ['abc123', 'Abc-123'] },
  8: { ok: ['Juan Dela Cruz', 'Ana'], bad: ['Juan2', 'José', '   '] },
  9: { ok: ['no-spaces!', 'abc'], bad: ['has space', 'tab\there'] },
  10: { ok: ['你好，世界。', '中文'], bad: ['abc', '你好 世界'] },
  11: {
    ok: ['2000-02-29', '1999-12-31'],
    bad: ['1999-02-29', '1999-13-01', '31-12-1999', '1999-1-1'],
  },
  12: { ok: ['12-31-1999', '02-29-2000'], bad: ['1999-12-31', '02-29-1999', '13-01-2000'] },
  13: { ok: ['한국어', '김민수'], bad: ['한국어 이름', 'Kim', '中文'] },
  14: { ok: ['สวัสดี'], bad: ['สวัสดี ครับ', 'hello'] },
  15: { ok: ['สวัสดี Somchai', 'Hello'], bad: ['Hello1', '中文', '  '] },
  16: { ok: ['JUAN DELA CRUZ', 'A'], bad: ['Juan', 'JUAN1', '   '] },
  17: { ok: ['Abc123!@#', 'p@ss'], bad: ['with space', 'ñ'] },
  18: {
    ok: ['Abcdef1!', 'Zz9$'],
    bad: ['abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdef12', 'Abc def1!'],
  },
  19: {
    ok: ['Juan Dela Cruz', 'José Rizal', "O'Brien", '陈小明'],
    bad: ['Juan2', ' Juan', '-Ana'],
  },
  20: { ok: ['Juan2', 'Nguyễn', '陈小明88'], bad: ['Juan Dela', 'ab-c'] },
};

const rule = (patternId: number, minLength = 1, maxLength = 50): FieldRule => ({
  enabled: true,
  required: true,
  patternId,
  minLength,
  maxLength,
});

describe('pattern ids 0-20', () => {
  it('covers every id from 0 to 20', () => {
    expect(Object.keys(patternTests).map(Number)).toEqual(Array.from({ length: 21 }, (_, i) => i));
    expect(Object.values(patternIds)).toEqual(Array.from({ length: 21 }, (_, i) => i));
  });

  it.each(Object.entries(cases))(
    'pattern %s accepts its values and refuses the others',
    (id, { ok, bad }) => {
      for (const value of ok)
        expect(checkField(value, rule(Number(id))), `${id} ${value}`).toBeNull();
      for (const value of bad)
        expect(checkField(value, rule(Number(id)))?.code, `${id} ${value}`).toBe('pattern');
    },
  );
});

describe('checkField', () => {
  it('asks for a required value and lets an optional one be empty', () => {
    expect(checkField('', rule(0))).toEqual({ code: 'required' });
    expect(checkField('', { ...rule(0), required: false })).toBeNull();
    expect(checkField('', { ...rule(0), required: false }, true)).toEqual({ code: 'required' });
  });

  it('checks the length in characters before the pattern, with the bounds', () => {
    expect(checkField('abc12', rule(1, 6, 16))).toEqual({
      code: 'length',
      patternId: 1,
      min: 6,
      max: 16,
    });
    expect(checkField('a'.repeat(17), rule(1, 6, 16))?.code).toBe('length');
    expect(checkField('陈小明', rule(19, 3, 3))).toBeNull();
  });

  it('accepts any text with acceptedPattern *, and applies a custom pattern to the whole value', () => {
    expect(checkField('any thing!', { ...rule(1), acceptedPattern: '*' })).toBeNull();
    expect(checkField('PH-123', { ...rule(0), acceptedPattern: 'PH-\\d{3}' })).toBeNull();
    expect(checkField('xPH-123', { ...rule(0), acceptedPattern: 'PH-\\d{3}' })?.code).toBe(
      'pattern',
    );
  });
});

const node = (modId: string, enabled = true): FeatureNode => ({
  modId,
  enabled,
  childrenNodes: [],
});
const field = (enabled: boolean, required: boolean): FieldRule => ({
  enabled,
  required,
  patternId: 0,
  minLength: 0,
  maxLength: 50,
});
const fields = {
  username: field(true, true),
  password: field(true, true),
  confirmPassword: field(true, true),
  payeeName: field(true, true),
  email: field(true, false),
  qqNum: field(false, false),
  mobileNum: field(true, false),
  recommenderId: field(false, false),
  captcha: field(true, true),
  verificationCode: field(true, true),
  affiliateCode: field(true, false),
  paymentPassword: field(false, true),
  line: field(false, false),
  whatsapp: field(false, false),
  zalo: field(false, false),
  facebook: field(false, false),
  wechat: field(false, false),
  idNumber: field(false, false),
};

function brand(flags: Record<string, boolean>) {
  return {
    features: Object.entries(flags).map(([modId, enabled]) => node(modId, enabled)),
    registration: { fields, countries: [] },
  };
}

describe('registration modes and forms', () => {
  it('offers the username tab with usernameEnabled and the mobile tab with mobileReg and MOBILENUMREG3', () => {
    expect(
      registrationModes(brand({ usernameEnabled: true, mobileReg: true, MOBILENUMREG3: true })),
    ).toEqual(['register', 'registerMobile']);
    expect(
      registrationModes(brand({ usernameEnabled: true, mobileReg: true, MOBILENUMREG3: false })),
    ).toEqual(['register']);
    expect(
      registrationModes(brand({ usernameEnabled: false, mobileReg: true, MOBILENUMREG3: true })),
    ).toEqual(['registerMobile']);
  });

  it('asks username, password and confirmation by username, and other enabled fields as set', () => {
    const form = registrationForm(brand({ smsEnabled: false }), 'register');
    expect(form.map((f) => `${f.name}${f.required ? '*' : ''}`)).toEqual([
      'username*',
      'mobileNum',
      'password*',
      'confirmPassword*',
      'payeeName*',
      'email',
      'affiliateCode',
      'captcha*',
    ]);
  });

  it('requires the mobile number and its SMS code by username when SMS verification is on', () => {
    const form = registrationForm(brand({ smsEnabled: true }), 'register');
    expect(
      form
        .filter((f) => f.name === 'mobileNum' || f.name === 'verificationCode')
        .map((f) => f.required),
    ).toEqual([true, true]);
  });

  it('asks the number and code by mobile, and the password only with mobileRegPass', () => {
    const without = registrationForm(brand({ mobileRegPass: false }), 'registerMobile').map(
      (f) => f.name,
    );
    expect(without).toContain('mobileNum');
    expect(without).toContain('verificationCode');
    expect(without).not.toContain('username');
    expect(without).not.toContain('password');
    const withPassword = registrationForm(brand({ mobileRegPass: true }), 'registerMobile');
    expect(
      withPassword
        .filter((f) => f.name === 'password' || f.name === 'confirmPassword')
        .every((f) => f.required),
    ).toBe(true);
  });
});

describe('sendsSmsCodes', () => {
  it('is true when mobile registration or the username form sends a code to a number', () => {
    const mobileOnly = { usernameEnabled: false, mobileReg: true, MOBILENUMREG3: true };
    expect(sendsSmsCodes(brand({ ...mobileOnly, smsEnabled: false }))).toBe(true);
    expect(sendsSmsCodes(brand({ usernameEnabled: true, smsEnabled: true }))).toBe(true);
    expect(sendsSmsCodes(brand({ usernameEnabled: true, smsEnabled: false }))).toBe(false);
    // SMS verification on, but no registration asks for a number.
    expect(sendsSmsCodes(brand({ usernameEnabled: false, smsEnabled: true }))).toBe(false);
    const noMobileField = {
      ...brand({ usernameEnabled: true, smsEnabled: true }),
      registration: {
        countries: [],
        fields: { ...fields, mobileNum: { ...fields.mobileNum, enabled: false } },
      },
    };
    expect(sendsSmsCodes(noMobileField)).toBe(false);
  });
});

describe('checkNewPassword', () => {
  const rule: FieldRule = {
    enabled: true,
    required: true,
    patternId: 5,
    minLength: 6,
    maxLength: 20,
  };

  it('checks the rule and the confirmation separately', () => {
    expect(checkNewPassword(rule, 'abc123', 'abc123')).toEqual({
      password: null,
      confirmation: null,
    });
    expect(checkNewPassword(rule, 'abc123', 'abc124')).toEqual({
      password: null,
      confirmation: { code: 'mismatch' },
    });
    expect(checkNewPassword(rule, 'abc', 'abd')).toEqual({
      password: { code: 'length', patternId: 5, min: 6, max: 20 },
      confirmation: { code: 'mismatch' },
    });
  });

  it('skips the confirmation when none is given', () => {
    expect(checkNewPassword(rule, 'abc123', undefined).confirmation).toBeNull();
  });
});
