import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/mobile';

/** A country of the dialing-code picker (spec §3 "Country code entry"). */
export interface CountryDialingCode {
  countryCode: string;
  countryDialingCode: string;
}

/** Every country with its dialing code, or only `allowed` (ISO codes) when given. */
export function countryDialingCodes(allowed: readonly string[] = []): CountryDialingCode[] {
  const countries =
    allowed.length > 0 ? getCountries().filter((c) => allowed.includes(c)) : getCountries();
  return countries.map((countryCode) => ({
    countryCode,
    countryDialingCode: getCountryCallingCode(countryCode),
  }));
}

/** The dialing code without `+` or spaces. */
export function normaliseDialingCode(code: string): string {
  return code.replace(/[^0-9]/g, '');
}

/** The national number's digits, without spaces, dashes or a leading trunk `0`. */
export function normaliseMobile(mobile: string): string {
  return mobile.replace(/[^0-9]/g, '').replace(/^0+/, '');
}

/**
 * True when `mobile` is a valid mobile number for the dialing code (and for `country`, when
 * given), according to libphonenumber's mobile metadata.
 */
export function isValidMobile(dialingCode: string, mobile: string, country?: string): boolean {
  const digits = normaliseMobile(mobile);
  if (digits.length < 4 || digits.length > 15) return false;
  const parsed = parsePhoneNumberFromString(`+${normaliseDialingCode(dialingCode)}${digits}`);
  if (!parsed?.isValid()) return false;
  return country === undefined || parsed.country === (country as CountryCode);
}

/** The number in E.164 form, as the platform stores and the SMS outbox addresses it. */
export function e164(dialingCode: string, mobile: string): string {
  return `+${normaliseDialingCode(dialingCode)}${normaliseMobile(mobile)}`;
}

/**
 * A mobile number as people write it at home ("0917 123 4567") or with its country code
 * ("+63 917 123 4567"), in E.164 when it is a valid mobile number of one of `countries` (ISO
 * codes); null otherwise.
 */
export function mobileInCountries(text: string, countries: readonly string[]): string | null {
  for (const country of countries) {
    const parsed = parsePhoneNumberFromString(text, country as CountryCode);
    if (parsed?.isValid() && parsed.country === country) return parsed.number;
  }
  return null;
}
