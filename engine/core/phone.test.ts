import { describe, expect, it } from 'vitest';
import {
  countryDialingCodes,
  e164,
  isValidMobile,
  mobileInCountries,
  normaliseMobile,
} from './phone.ts';

describe('phone numbers', () => {
  it('accepts a Philippine mobile number however it is typed', () => {
    expect(isValidMobile('63', '9171234567')).toBe(true);
    expect(isValidMobile('+63', '0917 123 4567')).toBe(true);
    expect(isValidMobile('63', '917-123-4567', 'PH')).toBe(true);
  });

  it('refuses landlines, wrong lengths and the wrong country', () => {
    expect(isValidMobile('63', '21234567')).toBe(false);
    expect(isValidMobile('63', '91712345')).toBe(false);
    expect(isValidMobile('63', '9171234567', 'SG')).toBe(false);
    expect(isValidMobile('63', '')).toBe(false);
  });

  it('normalises to E.164', () => {
    expect(normaliseMobile('0917-123 4567')).toBe('9171234567');
    expect(e164('+63', '0917 123 4567')).toBe('+639171234567');
  });

  it('lists countries with their codes, or only the allowed ones', () => {
    expect(countryDialingCodes(['PH', 'SG'])).toEqual([
      { countryCode: 'PH', countryDialingCode: '63' },
      { countryCode: 'SG', countryDialingCode: '65' },
    ]);
    expect(countryDialingCodes().length).toBeGreaterThan(200);
  });
});

describe('mobileInCountries', () => {
  it('reads a national or international mobile number of an allowed country as E.164', () => {
    expect(mobileInCountries('0917 123 4567', ['PH'])).toBe('+639171234567');
    expect(mobileInCountries('+63 917-123-4567', ['VN', 'PH'])).toBe('+639171234567');
  });

  it('refuses a landline, another country’s number and text', () => {
    expect(mobileInCountries('02 8123 4567', ['PH'])).toBeNull();
    expect(mobileInCountries('+84 91 234 56 78', ['PH'])).toBeNull();
    expect(mobileInCountries('gcash', ['PH'])).toBeNull();
  });
});
