import { tooManyFields } from './request-rejected';

/** Splits a raw query string or urlencoded body into decoded pairs (`+` is a space); more than `maxPairs` pairs is refused. */
export function parseUrlEncoded(input: string, maxPairs = Infinity): [string, string][] {
  const pairs: [string, string][] = [];
  let start = 0;
  while (start < input.length) {
    let end = input.indexOf('&', start);
    if (end === -1) end = input.length;
    if (end > start) {
      if (pairs.length >= maxPairs) throw tooManyFields(maxPairs);
      const part = input.slice(start, end);
      const eq = part.indexOf('=');
      pairs.push(eq === -1 ? [decode(part), ''] : [decode(part.slice(0, eq)), decode(part.slice(eq + 1))]);
    }
    start = end + 1;
  }
  return pairs;
}

function decode(text: string): string {
  if (!text.includes('%') && !text.includes('+')) return text;
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
