const BARE_LINE_END = /\r(?!\n)|(?<!\r)\n/;
const ANY_LINE_END = /\r\n|\r|\n/g;
const LEADING_DOT = /(^|\r\n)\./g;
const NOT_ASCII = /[^\x00-\x7f]/;

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
  return typeof raw === 'string' ? NOT_ASCII.test(raw) : raw.some((byte) => byte > 0x7f);
}

function stuff(text: string): string {
  const normalised = BARE_LINE_END.test(text) ? text.replace(ANY_LINE_END, '\r\n') : text;
  return normalised.includes('.') ? normalised.replace(LEADING_DOT, '$1..') : normalised;
}

function terminate(text: string): string {
  return text + ending(text);
}

function ending(text: string): string {
  return text.endsWith('\r\n') || text.length === 0 ? '.\r\n' : '\r\n.\r\n';
}
