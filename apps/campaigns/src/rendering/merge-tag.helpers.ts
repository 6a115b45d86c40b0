import { ownValue } from '@mail/values';

import { formatPhpDate, parseFieldDate } from './php-date';

/** The vendor's text helpers (`{{ uppercase Subscriber:City }}`); an unknown helper leaves the value unchanged. */
type Helper = (value: string) => string;

const words = (value: string, each: (word: string) => string) => value.replace(/\S+/g, each);
const capitalize: Helper = (v) => v.charAt(0).toUpperCase() + v.slice(1);

const HELPERS: Record<string, Helper> = {
  uppercase: (v) => v.toUpperCase(),
  lowercase: (v) => v.toLowerCase(),
  capitalize,
  capitalizeall: (v) => words(v, capitalize),
  titleize: (v) => words(v, capitalize),
  trim: (v) => v.trim(),
  trimleft: (v) => v.trimStart(),
  trimright: (v) => v.trimEnd(),
  urlencode: (v) => encodeURIComponent(v).replace(/%20/g, '+'),
  encodeuri: (v) => encodeURIComponent(v),
  decodeuri: (v) => {
    try {
      return decodeURIComponent(v);
    } catch {
      return v;
    }
  },
};

/** `ellipsis-N`, `truncate-N` and `truncateWords-N` take their length from the name */
function sized(name: string): Helper | undefined {
  const m = /^(ellipsis|truncate|truncatewords)(?:-(\d{1,4}))?$/.exec(name);
  if (!m) return undefined;
  if (m[1] === 'truncatewords') {
    const n = Number(m[2] ?? 5);
    return (v) => {
      const all = v.trim().split(/\s+/);
      return all.length > n ? `${all.slice(0, n).join(' ')}...` : v;
    };
  }
  const n = Number(m[2] ?? 20);
  return m[1] === 'ellipsis' ? (v) => (v.length > n ? `${v.slice(0, n)}...` : v) : (v) => v.slice(0, n);
}

/** `dateFormat-F_j,_Y`: a date field in a PHP date format (`_` for spaces; case matters); not a date: unchanged */
function dateFormat(name: string): Helper | undefined {
  const m = /^dateFormat-(.+)$/i.exec(name);
  if (!m) return undefined;
  const format = m[1].replace(/_/g, ' ');
  return (v) => {
    const date = parseFieldDate(v);
    return date ? formatPhpDate(date, format) : v;
  };
}

export function mergeTagHelper(name: string | undefined): Helper | undefined {
  if (!name) return undefined;
  const date = dateFormat(name);
  if (date) return date;
  const key = name.toLowerCase();
  return ownValue(HELPERS, key) ?? sized(key);
}
