import { createHash } from 'node:crypto';

import { LRUCache } from 'lru-cache';

import { encode as qpEncode, wrap as qpWrap } from 'nodemailer/lib/qp';

import type { MailAddress, MailMessage } from '../mail-message';
import { relaxedBodyHash } from './dkim-relaxed';
import { mailDate } from './mime-headers';

/** a composed body: its MIME header fields, the bytes after the blank line, and their relaxed DKIM hash */
export interface MimeBody {
  headers: [string, string][];
  body: string;
  bodyHash: string;
}

/** printable ASCII and tabs only: a value written as it is, without RFC 2047 encoding */
const PLAIN_HEADER = /^[\t\x20-\x7e]*$/;
/** a display name that needs no quotes (atext and spaces) */
const ATOM_PHRASE = /^[A-Za-z0-9!#$%&'*+\-/=?^_`{|}~ ]+$/;
const ASCII = /^[\x00-\x7f]*$/;
const LONG_LINE = /[^\r\n]{999}/;
/** RFC 5322: a line is at most 998 characters */
const MAX_LINE = 998;

/** a header name as nodemailer writes it (Camel-Case, MIME/DKIM/…-ID upper-cased): the same bytes whichever composes */
const headerName = (key: string): string =>
  key
    .replace(/[\s\x00-\x20\x7f:]/g, '')
    .toLowerCase()
    .replace(/^X-SMTPAPI$|^(MIME|DKIM|ARC|BIMI)\b|^OTP(?=-Token$)|^[a-z]|-(SPF|FBL|ID|MD5)$|-[a-z]/gi, (c) => c.toUpperCase())
    .replace(/^Content-Features$/i, 'Content-features');

/**
 * An address as a header writes it; undefined when it needs encoding (non-ASCII), which the caller leaves to
 * nodemailer.
 */
function addressText(a: MailAddress): string | undefined {
  if (!PLAIN_HEADER.test(a.address) || /[\s<>,;"]/.test(a.address)) return undefined;
  const name = a.name?.trim();
  if (!name) return a.address;
  if (!PLAIN_HEADER.test(name)) return undefined;
  return `${ATOM_PHRASE.test(name) ? name : `"${name.replace(/(["\\])/g, '\\$1')}"`} <${a.address}>`;
}

function addressList(list: MailAddress[]): string | undefined {
  const parts = list.map(addressText);
  return parts.some((p) => p === undefined) ? undefined : parts.join(', ');
}

/** one text part: 7bit when it is ASCII with short enough lines, else quoted-printable (as nodemailer chooses) */
function part(content: string, type: 'plain' | 'html'): { headers: [string, string][]; body: string } {
  const text = content.replace(/\r?\n|\r/g, '\r\n');
  const sevenBit = ASCII.test(text) && !LONG_LINE.test(text) && !/[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/.test(text);
  return {
    headers: [
      ['Content-Type', `text/${type}; charset=utf-8`],
      ['Content-Transfer-Encoding', sevenBit ? '7bit' : 'quoted-printable'],
    ],
    body: sevenBit ? text : qpWrap(qpEncode(text), 76),
  };
}

/** composed bodies kept, bounded by their bytes (key and body), least recently used out */
const bodies = new LRUCache<string, MimeBody>({ max: 500, maxSize: 16 * 1024 * 1024, sizeCalculation: (b, key) => Math.max(1, key.length + b.body.length) });
/** bodies larger than this are composed each time rather than kept */
const CACHED_BODY_CHARS = 64 * 1024;

/**
 * The MIME body of a text and/or HTML message (multipart/alternative when both), composed once per distinct
 * content and kept (small ones only, 16 MB at most): the same content sent to many recipients (separate API calls
 * of a broadcast, a receipt template) is encoded and hashed once. The boundary is derived from the content, so the
 * same content always makes the same bytes (and body hash).
 */
export function mimeBody(text: string, html: string | undefined): MimeBody {
  const cacheKey = `${text.length}:${text}${html === undefined ? '\u0001' : `\u0000${html}`}`;
  const hit = bodies.get(cacheKey);
  if (hit) return hit;
  const composed = compose(text, html);
  if (cacheKey.length <= CACHED_BODY_CHARS) bodies.set(cacheKey, composed);
  return composed;
}

function compose(text: string, html: string | undefined): MimeBody {
  if (html === undefined || text === '') {
    const single = html === undefined ? part(text, 'plain') : part(html, 'html');
    return { headers: single.headers, body: `${single.body}\r\n`, bodyHash: relaxedBodyHash(`${single.body}\r\n`) };
  }
  const boundary = `--_gw-${createHash('sha256').update(text).update('\u0000').update(html).digest('hex').slice(0, 32)}`;
  const parts = [part(text, 'plain'), part(html, 'html')];
  const body = parts.map((p) => `--${boundary}\r\n${p.headers.map(([n, v]) => `${n}: ${v}\r\n`).join('')}\r\n${p.body}\r\n`).join('') + `--${boundary}--\r\n`;
  return { headers: [['Content-Type', `multipart/alternative; boundary="${boundary}"`]], body, bodyHash: relaxedBodyHash(body) };
}

/**
 * The header fields of a message of the common shape (text and/or HTML, no attachments, header values in plain
 * ASCII), in the order nodemailer writes them; undefined when the message is not of that shape (nodemailer
 * composes it). Bcc is never written.
 */
export function quickHeaders(message: MailMessage, at: Date): [string, string][] | undefined {
  if (message.attachments?.length || !message.messageId || !PLAIN_HEADER.test(message.subject)) return undefined;
  const to = Array.isArray(message.to) ? message.to : [message.to];
  const from = addressText(message.from);
  const toText = addressList(to);
  const cc = message.cc?.length ? addressList(message.cc) : '';
  const replyTo = message.replyTo ? addressText(message.replyTo) : '';
  if (from === undefined || toText === undefined || cc === undefined || replyTo === undefined) return undefined;
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!PLAIN_HEADER.test(value)) return undefined;
    const written = headerName(name);
    if (!written) return undefined;
    headers.push([written, value]);
  }
  headers.push(['From', from], ...(replyTo ? [['Reply-To', replyTo] as [string, string]] : []), ['To', toText]);
  if (cc) headers.push(['Cc', cc]);
  headers.push(['Subject', message.subject], ['Message-ID', message.messageId], ['Date', mailDate(at)], ['MIME-Version', '1.0']);
  // written unfolded: a line over RFC 5322's 998 characters, or a name twice (nodemailer merges them), is nodemailer's to compose
  const names = new Set(headers.map(([name]) => name.toLowerCase()));
  if (names.size !== headers.length || headers.some(([name, value]) => name.length + 2 + value.length > MAX_LINE)) return undefined;
  return headers;
}
