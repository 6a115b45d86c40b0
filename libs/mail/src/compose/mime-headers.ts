import { encodeWords, foldLines, quoteString } from 'nodemailer/lib/mime-funcs';

import type { MailAddress } from '../mail-message';

const PLAIN = /^[\x20-\x7e]*$/;
const ATOM_PHRASE = /^[\w !#$%&'*+\-/=?^`{|}~]*$/;

/** A header line (CRLF-terminated): non-ASCII as RFC 2047 encoded words, folded at 76 columns, no CR/LF from the value. */
export function headerLine(name: string, value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  const encoded = PLAIN.test(clean) ? clean : encodeWords(clean, 'Q', 52);
  return `${foldLines(`${name}: ${encoded}`, 76).trimEnd()}\r\n`;
}

/** `"Name" <address>` with the display name quoted or encoded as needed (the address itself is ASCII or IDN as given). */
export function addressValue(address: MailAddress): string {
  const name = (address.name ?? '').replace(/[\r\n]+/g, ' ').trim();
  if (!name) return `<${address.address}>`;
  if (!PLAIN.test(name)) return `${encodeWords(name, 'Q', 52, true)} <${address.address}>`;
  return `${ATOM_PHRASE.test(name) ? name : quoteString(name)} <${address.address}>`;
}

/** RFC 5322 date, e.g. `Sun, 22 Nov 2026 22:31:41 +0000` */
export function mailDate(at: Date): string {
  return at.toUTCString().replace(/GMT$/, '+0000');
}
