const LINE = 76;
const HEX = '0123456789ABCDEF';
// bytes written literally (RFC 2045 6.7): printable ASCII except '=', plus space and tab (encoded at a line end)
const LITERAL = new Uint8Array(256);
for (let b = 33; b <= 126; b++) LITERAL[b] = b === 61 ? 0 : 1;

/**
 * Quoted-printable (RFC 2045) of UTF-8 text with CRLF hard line breaks and soft breaks at 76 columns. Written
 * byte by byte into one buffer (nodemailer's regex-based encoder costs several times more).
 */
export function quotedPrintable(text: string): string {
  return encode(text, false);
}

/**
 * A piece of a quoted-printable body that other pieces may follow: it ends with a soft line break, so pieces
 * encoded apart (the literal parts of a template once, the recipient's values per message) concatenate into a
 * valid body whose lines stay within 76 columns. Empty text gives an empty piece.
 */
export function quotedPrintablePiece(text: string): string {
  if (text === '') return '';
  // most values (addresses, tracking URLs) need no escaping: only the soft breaks
  if (VERBATIM.test(text)) {
    let out = '';
    for (let at = 0; at < text.length; at += LINE - 1) out += `${text.slice(at, at + LINE - 1)}=\r\n`;
    return out;
  }
  return `${encode(text, true)}=\r\n`;
}

const VERBATIM = /^[\x21-\x3c\x3e-\x7e]+$/;

function encode(text: string, piece: boolean): string {
  const input = Buffer.from(text, 'utf8');
  const out = Buffer.allocUnsafe(input.length * 3 + Math.ceil(input.length / 24) * 3 + 3);
  let o = 0;
  let col = 0;
  const softBreak = () => {
    out[o++] = 61; // '='
    out[o++] = 13;
    out[o++] = 10;
    col = 0;
  };
  const encoded = (b: number) => {
    if (col + 3 > LINE - 1) softBreak();
    out[o++] = 61;
    out[o++] = HEX.charCodeAt(b >> 4);
    out[o++] = HEX.charCodeAt(b & 15);
    col += 3;
  };
  for (let i = 0; i < input.length; i++) {
    const b = input[i];
    if (b === 10 || (b === 13 && input[i + 1] === 10)) {
      if (b === 13) i++;
      out[o++] = 13;
      out[o++] = 10;
      col = 0;
      continue;
    }
    // the last byte of a piece is followed by the piece's own soft break, not by a line end
    const atLineEnd = i + 1 >= input.length ? !piece : input[i + 1] === 10 || input[i + 1] === 13;
    if (LITERAL[b] || ((b === 32 || b === 9) && !atLineEnd)) {
      // a literal may take the last column only when it ends the line (no '=' soft break needed after it)
      if (col + 1 > LINE - 1 && !atLineEnd) softBreak();
      out[o++] = b;
      col++;
      continue;
    }
    // keep a multi-byte UTF-8 sequence on one line, so a reader decoding line by line sees whole characters
    if (b >= 0xc0) {
      const size = b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2;
      if (col + size * 3 > LINE - 1) softBreak();
    }
    encoded(b);
  }
  return out.toString('latin1', 0, o);
}
