/** Splits a raw query string or urlencoded body into decoded pairs (`+` is a space). */
export function parseUrlEncoded(input: string): [string, string][] {
  const pairs: [string, string][] = [];
  if (!input) return pairs;
  for (const part of input.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const rawKey = eq === -1 ? part : part.slice(0, eq);
    const rawValue = eq === -1 ? '' : part.slice(eq + 1);
    pairs.push([decode(rawKey), decode(rawValue)]);
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
