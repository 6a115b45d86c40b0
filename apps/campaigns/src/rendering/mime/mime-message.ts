import { randomBytes } from 'node:crypto';

/** The parts of a message body, already quoted-printable (see quotedPrintablePiece). */
export interface MimeBody {
  text?: string;
  html?: string;
}

/**
 * The body structure of a campaign message: text/plain, text/html, or both as multipart/alternative, each part
 * quoted-printable UTF-8. The boundary is drawn once per compiled campaign: quoted-printable never produces
 * `=_`, so no part can contain it.
 */
export class MimeBodyBuilder {
  private readonly boundary = `=_alt_${randomBytes(12).toString('hex')}`;

  /** the Content-Type header line(s), a blank line, and the body */
  build(body: MimeBody): string {
    const { text, html } = body;
    if (text !== undefined && html !== undefined) {
      const b = this.boundary;
      return (
        `Content-Type: multipart/alternative;\r\n boundary="${b}"\r\n\r\n` +
        `--${b}\r\n${part('text/plain', text)}\r\n--${b}\r\n${part('text/html', html)}\r\n--${b}--\r\n`
      );
    }
    return html !== undefined ? part('text/html', html) : part('text/plain', text ?? '');
  }
}

function part(type: string, encoded: string): string {
  return `Content-Type: ${type}; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n${encoded}\r\n`;
}
