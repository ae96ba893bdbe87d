import { describe, expect, it } from 'vitest';
import { languageCodes } from '../../schemas/common.ts';
import { catalogFor, languageTable, pickLanguage } from './languages.ts';

describe('language table', () => {
  it('covers every platform language code with a BCP 47 tag', () => {
    for (const code of languageCodes) {
      expect(() => new Intl.Locale(languageTable[code].tag)).not.toThrow();
    }
  });

  it('maps TY to Tagalog, not Tahitian', () => {
    expect(languageTable.TY.tag).toBe('tl');
    expect(catalogFor('TY')).toBe('tl');
    expect(languageTable.TY.flag).toBe('ph');
  });

  it('reads Arabic, Persian and Urdu right to left, the rest left to right', () => {
    const rtl = languageCodes.filter((code) => languageTable[code].dir === 'rtl');
    expect(rtl.sort()).toEqual(['AR', 'FA', 'UR']);
  });

  it('has catalogs for English and Tagalog only', () => {
    expect(languageCodes.filter((code) => catalogFor(code))).toEqual(['EN', 'TY']);
  });

  it('keeps a stored language the brand supports and falls back otherwise', () => {
    expect(pickLanguage('TY', ['EN', 'TY'], 'EN')).toBe('TY');
    expect(pickLanguage('VI', ['EN', 'TY'], 'EN')).toBe('EN');
    expect(pickLanguage('bogus', ['EN', 'TY'], 'TY')).toBe('TY');
    expect(pickLanguage(null, ['EN', 'TY'], 'TY')).toBe('TY');
  });
});
