import type { NewMessage } from './message.row';

/** NUL (text and jsonb refuse it) or half a UTF-16 surrogate pair (jsonb refuses the escape JSON.stringify writes for it) */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string, or a key or string anywhere in `value` (a message's own JSON: no cycles), holds text PostgreSQL refuses. */
function isUnstorable(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some(isUnstorable);
  return Object.entries(value).some(([key, item]) => UNSTORABLE.test(key) || isUnstorable(item));
}

/** the request's name of each stored field */
const FIELD_NAMES: Record<string, string> = {
  subject: 'Subject',
  mailFrom: 'From',
  recipients: 'To, CC or BCC',
  tags: 'Tags',
  from: 'From',
  to: 'To',
  cc: 'CC',
  bcc: 'BCC',
  replyTo: 'ReplyTo',
  html: 'HTMLContent',
  text: 'PlainContent',
  headers: 'Headers',
  attachments: 'Attachments',
};

/**
 * The first field of a message holding text PostgreSQL cannot store (a NUL, half a surrogate pair), by its request
 * name; undefined when every field can be. Checked before the message joins the shared batched insert, where it
 * would fail the batch (written again row by row, but still a 5xx for this caller instead of a parameter error).
 */
export function unstorableField(message: Omit<NewMessage, 'id'>): string | undefined {
  const { subject, mailFrom, recipients, tags, content } = message;
  const fields = [...Object.entries({ subject, mailFrom, recipients, tags }), ...Object.entries(content ?? {})];
  const bad = fields.find(([key, value]) => UNSTORABLE.test(key) || isUnstorable(value));
  return bad && (FIELD_NAMES[bad[0]] ?? bad[0]);
}
