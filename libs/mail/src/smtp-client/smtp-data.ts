import { isAscii } from 'node:buffer';

const ANY_LINE_END = /\r\n|\r|\n/g;
const LEADING_DOT = /(^|\r\n)\./g;

/**
 * A message's content as the DATA command carries it (RFC 5321 §4.5.2): every line end CRLF, a dot at the start
 * of a line doubled, the last line ended, then the lone dot that ends the content. A Buffer is read byte for byte
 * (latin1) so 8-bit content passes unchanged.
 */
export function dataBlock(raw: string | Buffer): string | Buffer {
  if (typeof raw === 'string') return terminate(stuff(raw));
  const text = raw.toString('latin1');
  const stuffed = stuff(text);
  return stuffed === text ? Buffer.concat([raw, Buffer.from(ending(text))]) : Buffer.from(terminate(stuffed), 'latin1');
}

/** whether the content has bytes beyond 7-bit ASCII (then MAIL FROM asks for BODY=8BITMIME where the server offers it) */
export function isEightBit(raw: string | Buffer): boolean {
  return typeof raw === 'string' ? Buffer.byteLength(raw) !== raw.length : !isAscii(raw);
}

// the checks before each replace are indexOf scans, a few times cheaper than the regular expressions (a bulk
// message usually needs neither replace)
function stuff(text: string): string {
  const normalised = hasBareLineEnd(text) ? text.replace(ANY_LINE_END, '\r\n') : text;
  return normalised.startsWith('.') || normalised.includes('\n.') ? normalised.replace(LEADING_DOT, '$1..') : normalised;
}

/** a CR or LF that is not part of a CRLF: some LF without its CR before it, or more CRs than LFs */
function hasBareLineEnd(text: string): boolean {
  let lf = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1), lf++) if (text.charCodeAt(i - 1) !== 13) return true;
  let cr = 0;
  for (let i = text.indexOf('\r'); i >= 0; i = text.indexOf('\r', i + 1)) cr++;
  return cr !== lf;
}

function terminate(text: string): string {
  return text + ending(text);
}

function ending(text: string): string {
  return text.endsWith('\r\n') || text.length === 0 ? '.\r\n' : '\r\n.\r\n';
}
