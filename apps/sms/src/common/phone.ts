import { type CountryCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';

export type PhoneCheck = { ok: true; e164: string; country: string } | { ok: false; reason: 'missing_number' | 'invalid_number' };

export function isCountry(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && isSupportedCountry(code);
}

/** A phone number as written in a custom field → E.164 (numbers without a country code take `defaultCountry`). */
export function normalisePhone(raw: string, defaultCountry: string): PhoneCheck {
  const text = raw.trim();
  if (!text) return { ok: false, reason: 'missing_number' };
  const parsed = parsePhoneNumberFromString(text, isCountry(defaultCountry) ? (defaultCountry as CountryCode) : undefined);
  if (!parsed || !parsed.isValid()) return { ok: false, reason: 'invalid_number' };
  return { ok: true, e164: parsed.number, country: parsed.country ?? '' };
}

/** A sender's number (a reply's From) in E.164 when it parses, else as given. */
export function e164OrAsGiven(raw: string): string {
  const parsed = parsePhoneNumberFromString(raw.trim());
  return parsed?.isValid() ? parsed.number : raw.trim();
}
