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
  /** set at delivery from the domain's UnsubscribeLink option (never stored with the message) */
  unsubscribeLink?: boolean;
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

/** the email part given for one address (object or text), empty when none */
function givenEmail(value: unknown): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const o = value as Record<string, unknown>;
    return typeof o.email === 'string' ? o.email.trim() : typeof o.address === 'string' ? o.address.trim() : '';
  }
  return typeof value === 'string' ? value.trim() : '';
}

/** the vendor's codes per address list: an address missing, an address invalid */
export const ADDRESS_CODES = { To: [18, 19], CC: [21, 22], BCC: [24, 25], ReplyTo: [28, 29] } as const;

/** A recipient list: an array (or bracket-form object) of addresses, or one address; the list's codes when one is not. */
function addressesOf(value: unknown, list: keyof typeof ADDRESS_CODES): Address[] {
  if (!isPresent(value)) return [];
  const items = Array.isArray(value) ? value : typeof value === 'object' && value && !('email' in value) ? Object.values(value) : [value];
  const [missing, invalid] = ADDRESS_CODES[list];
  return items.map(
    (item) => addressOf(item) ?? (givenEmail(item) ? fail(invalid, `${list} email address is invalid`) : fail(missing, `${list} email address is missing`)),
  );
}

const flag = (value: unknown): boolean => value === true || (typeof value === 'string' && /^(1|true|yes|on)$/i.test(value.trim()));

function headersOf(value: unknown): Record<string, string> {
  if (!isPresent(value)) return {};
  if (typeof value !== 'object' || Array.isArray(value)) return fail(42, 'Headers must be an object of header names to values');
  // null prototype: a header may be named __proto__ or constructor, and is then just a header
  const headers: Record<string, string> = Object.create(null);
  for (const [name, v] of Object.entries(value as Record<string, unknown>)) {
    if (!HEADER_NAME.test(name) || RESERVED.has(name.toLowerCase())) fail(42, `Header ${name.slice(0, 60)} cannot be set`);
    if (typeof v !== 'string' && typeof v !== 'number') fail(42, `Header ${name} needs a text value`);
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
    if (!filename || !content || !isBase64(content)) fail(41, 'An attachment needs a filename and base64 content');
    const contentType = typeof a.contenttype === 'string' && a.contenttype.trim() ? a.contenttype.trim() : undefined;
    return { filename, content, ...(contentType ? { contentType } : {}) };
  });
}

function sendAtOf(value: unknown): string | undefined {
  if (!isPresent(value)) return undefined;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0 || seconds > 32_503_680_000) return fail(40, 'SendAt must be a unix time');
  return new Date(Math.round(seconds) * 1000).toISOString();
}

/**
 * The request's fields, checked in the vendor's order and codes: 8 Subject or To missing, 3 From missing, 23 From not
 * an address, 18/19 a To address missing/invalid (21/22 CC, 24/25 BCC, 28/29 ReplyTo), 9 ContentType neither html nor
 * plain (or absent with no content), 10 HTMLContent / 11 PlainContent missing for it, 20 over MAX_RECIPIENTS; ours:
 * 40 SendAt, 41 an attachment, 42 Headers (then the sizes, send-bounds.ts: 44).
 */
export function readSendInput(p: GatewayEmailSendRequest, toFromList = false): SendInput {
  if (!isPresent(p.subject) || typeof p.subject !== 'string') fail(8, 'Missing Subject');
  if (!isPresent(p.from) || !givenEmail(p.from)) fail(3, 'From is missing');
  const from = addressOf(p.from) ?? fail(23, 'Invalid from email address format');
  const to = addressesOf(p.to, 'To');
  if (to.length === 0 && !toFromList) fail(8, 'Missing To email address');
  const cc = addressesOf(p.cc, 'CC');
  const bcc = addressesOf(p.bcc, 'BCC');
  const replyTos = addressesOf(p.replyto, 'ReplyTo');
  if (replyTos.length > 1) fail(31, 'At most one ReplyTo address');
  const replyTo = replyTos[0];
  const type = typeof p.contenttype === 'string' ? p.contenttype.trim().toLowerCase() : '';
  const hasHtml = isPresent(p.htmlcontent) && String(p.htmlcontent) !== '';
  const hasText = isPresent(p.plaincontent) && String(p.plaincontent) !== '';
  if (type !== '' && type !== 'html' && type !== 'plain') fail(9, 'ContentType must be html or plain');
  if (type === '' && !hasHtml && !hasText) fail(9, 'Missing ContentType (and no content)');
  if (type === 'html' && !hasHtml) fail(10, 'Missing HTMLContent');
  if (type === 'plain' && !hasText) fail(11, 'Missing PlainContent');
  const html = type !== 'plain' && hasHtml ? String(p.htmlcontent) : undefined;
  const text = hasText ? String(p.plaincontent) : undefined;
  const sendAt = sendAtOf(p.sendat);
  const attachments = attachmentsOf(p.attachments);
  if (to.length + cc.length + bcc.length > MAX_RECIPIENTS) fail(20, `At most ${MAX_RECIPIENTS} recipients in To, CC and BCC together`);
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
