import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** the longest pattern kept (a phone number has at most 15 digits; a little room for `*`s) */
export const MAX_PATTERN_LENGTH = 32;
/** at most this many `*` in one pattern */
export const MAX_PATTERN_STARS = 4;

export type SuppressionNumber =
  { ok: true; isPattern: false; number: string } | { ok: true; isPattern: true; number: string; like: string } | { ok: false; reason: string };

/**
 * A value given to smssuppression.add → the entry's normalised number. Separators (spaces, dashes, dots,
 * brackets) go; a leading `00` is `+`.
 * - With `*` it is a wildcard pattern: `+`, digits and `*` only (a missing `+` is added), at least one digit,
 *   repeated `*` collapsed, at most MAX_PATTERN_LENGTH characters and MAX_PATTERN_STARS stars. `*` stands for
 *   any run of digits (none included); there is no other syntax, so matching is a plain SQL LIKE (`*` → `%`)
 *   over bounded strings: no regular expression, nothing to backtrack catastrophically.
 * - Otherwise an E.164 number: libphonenumber's E.164 when it parses as valid, else the digits when the value is
 *   E.164-shaped (`+`, 8 to 15 digits, no leading 0: the vendor's examples such as +15551234567 are not
 *   assigned numbers), else refused.
 */
export function suppressionNumber(raw: string): SuppressionNumber {
  let text = raw.trim().replace(/[\s().\-\u00a0]/g, '');
  if (text.startsWith('00')) text = `+${text.slice(2)}`;
  if (!text) return { ok: false, reason: 'empty' };
  if (text.includes('*')) {
    if (!text.startsWith('+')) text = `+${text}`;
    text = text.replace(/\*{2,}/g, '*');
    if (!/^\+[0-9*]+$/.test(text)) return { ok: false, reason: 'a pattern has only +, digits and *' };
    if (!/\d/.test(text)) return { ok: false, reason: 'a pattern needs at least one digit' };
    if (text.length > MAX_PATTERN_LENGTH) return { ok: false, reason: `a pattern has at most ${MAX_PATTERN_LENGTH} characters` };
    if ((text.match(/\*/g) ?? []).length > MAX_PATTERN_STARS) return { ok: false, reason: `a pattern has at most ${MAX_PATTERN_STARS} *` };
    return { ok: true, isPattern: true, number: text, like: text.replace(/\*/g, '%') };
  }
  if (!text.startsWith('+')) return { ok: false, reason: 'not an E.164 number (+ and the country code)' };
  const parsed = parsePhoneNumberFromString(text);
  if (parsed?.isValid()) return { ok: true, isPattern: false, number: parsed.number };
  if (/^\+[1-9]\d{7,14}$/.test(text)) return { ok: true, isPattern: false, number: text };
  return { ok: false, reason: 'not an E.164 number' };
}

/** the same wildcard semantics in code (what SQL LIKE does with the pattern): `*` = any run, leftmost match of each middle part, no backtracking */
export function matchesPattern(pattern: string, number: string): boolean {
  const parts = pattern.split('*');
  if (parts.length === 1) return pattern === number;
  const first = parts[0];
  const last = parts[parts.length - 1];
  if (!number.startsWith(first) || number.length < first.length + last.length || !number.endsWith(last)) return false;
  let at = first.length;
  const end = number.length - last.length;
  for (const middle of parts.slice(1, -1)) {
    const found = number.indexOf(middle, at);
    if (found < 0 || found + middle.length > end) return false;
    at = found + middle.length;
  }
  return true;
}
