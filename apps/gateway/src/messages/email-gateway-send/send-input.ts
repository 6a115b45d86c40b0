import { CommandError, type GatewayEmailSendRequest, isPresent } from '@mail/contracts';
import { isBase64 } from '@mail/values';

export interface Address {
  name?: string;
  email: string;
}

export interface SendAttachment {
  filename: string;
  /** base64 */
  content: string;
  contentType?: string;
}

/** A validated send request, as it is queued (JSON in message.content). */
export interface SendInput {
  from: Address;
  to: Address[];
  cc: Address[];
  bcc: Address[];
  replyTo?: Address;
  subject: string;
  html?: string;
  text?: string;
  headers: Record<string, string>;
  tags: string[];
  attachments: SendAttachment[];
  sendAt?: string;
  trackLinks: boolean;
  trackOpens: boolean;
}

export const MAX_RECIPIENTS = 50;
const EMAIL = /^[^\s@<>(),;:"\\[\]]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i;
/** the longest address a path can carry (RFC 5321) */
const MAX_EMAIL = 254;
const isEmail = (email: string): boolean => email.length <= MAX_EMAIL && EMAIL.test(email);
const NAMED = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/;
const HEADER_NAME = /^[!-9;-~]+$/;
/** headers the gateway writes itself (or that would break DKIM or the envelope) */
const RESERVED = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'reply-to',
  'message-id',
  'date',
  'dkim-signature',
  'return-path',
  'content-type',
  'mime-version',
  'content-transfer-encoding',
]);

const fail = (code: number, message: string): never => {
  throw new CommandError(code, message);
};

/** One address: `{ name, email }`, `"Name <a@b>"` or `a@b`; undefined when it is none. */
export function addressOf(value: unknown): Address | undefined {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    const email = typeof o.email === 'string' ? o.email.trim() : typeof o.address === 'string' ? o.address.trim() : '';
    if (!isEmail(email)) return undefined;
    return typeof o.name === 'string' && o.name.trim() ? { name: o.name.trim(), email } : { email };
  }
  if (typeof value !== 'string') return undefined;
  const named = NAMED.exec(value);
  const email = (named ? named[2] : value).trim();
  if (!isEmail(email)) return undefined;
  return named?.[1].trim() ? { name: named[1].trim(), email } : { email };
}

/** A recipient list: an array (or bracket-form object) of addresses, or one address; 4 when one is not. */
function addressesOf(value: unknown): Address[] {
  if (!isPresent(value)) return [];
  const items = Array.isArray(value) ? value : typeof value === 'object' && value && !('email' in value) ? Object.values(value) : [value];
  return items.map((item) => addressOf(item) ?? fail(4, 'Invalid recipient email address'));
}

const flag = (value: unknown): boolean => value === true || (typeof value === 'string' && /^(1|true|yes|on)$/i.test(value.trim()));

function headersOf(value: unknown): Record<string, string> {
  if (!isPresent(value)) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return fail(14, 'Headers must be an object of header names to values');
  // null prototype: a header may be named __proto__ or constructor, and is then just a header
  const headers: Record<string, string> = Object.create(null);
  for (const [name, v] of Object.entries(value as Record<string, unknown>)) {
    if (!HEADER_NAME.test(name) || RESERVED.has(name.toLowerCase())) fail(14, `Header ${name.slice(0, 60)} cannot be set`);
    if (typeof v !== 'string' && typeof v !== 'number') fail(14, `Header ${name} needs a text value`);
    headers[name] = String(v).replace(/[\r\n]+/g, ' ');
  }
  return headers;
}

function attachmentsOf(value: unknown): SendAttachment[] {
  if (!isPresent(value)) return [];
  const items = Array.isArray(value) ? value : typeof value === 'object' ? Object.values(value as object) : [value];
  return items.map((item) => {
    const a = (item ?? {}) as Record<string, unknown>;
    const filename = typeof a.filename === 'string' ? a.filename.trim() : '';
    const content = typeof a.content === 'string' ? a.content.replace(/\s+/g, '') : '';
    if (!filename || !content || !isBase64(content)) fail(7, 'An attachment needs a filename and base64 content');
    const contentType = typeof a.contenttype === 'string' && a.contenttype.trim() ? a.contenttype.trim() : undefined;
    return { filename, content, ...(contentType ? { contentType } : {}) };
  });
}

function sendAtOf(value: unknown): string | undefined {
  if (!isPresent(value)) return undefined;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 32_503_680_000) return fail(6, 'SendAt must be a unix time');
  return new Date(Math.round(seconds) * 1000).toISOString();
}

/** The request's fields, checked in code order (1 Subject ... 14 Headers; then their sizes, send-bounds.ts). */
export function readSendInput(p: GatewayEmailSendRequest): SendInput {
  if (!isPresent(p.subject) || typeof p.subject !== 'string') fail(1, 'Missing Subject');
  const from = addressOf(p.from) ?? fail(2, 'Missing or invalid From');
  const to = addressesOf(p.to);
  if (to.length === 0) fail(3, 'Missing To');
  const cc = addressesOf(p.cc);
  const bcc = addressesOf(p.bcc);
  const replyTo = isPresent(p.replyto) ? (addressOf(p.replyto) ?? fail(4, 'Invalid ReplyTo')) : undefined;
  const type = typeof p.contenttype === 'string' ? p.contenttype.trim().toLowerCase() : '';
  const html = type !== 'plain' && isPresent(p.htmlcontent) ? String(p.htmlcontent) : undefined;
  const text = isPresent(p.plaincontent) ? String(p.plaincontent) : undefined;
  if (!html && !text) fail(5, 'Missing content: HTMLContent or PlainContent');
  const sendAt = sendAtOf(p.sendat);
  const attachments = attachmentsOf(p.attachments);
  if (to.length + cc.length + bcc.length > MAX_RECIPIENTS) fail(12, `At most ${MAX_RECIPIENTS} recipients`);
  const headers = headersOf(p.headers);
  const tags = (Array.isArray(p.tags) ? p.tags : isPresent(p.tags) ? [p.tags] : []).map(String).slice(0, 20);
  return {
    from,
    to,
    cc,
    bcc,
    ...(replyTo ? { replyTo } : {}),
    subject: String(p.subject).replace(/[\r\n]+/g, ' '),
    ...(html ? { html } : {}),
    ...(text ? { text } : {}),
    headers,
    tags,
    attachments,
    ...(sendAt ? { sendAt } : {}),
    trackLinks: flag(p.tracklinks),
    trackOpens: flag(p.trackopens),
  };
}
