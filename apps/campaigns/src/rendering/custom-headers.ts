/** Headers the message itself defines: a user's CustomEmailHeaders never replace them. */
const RESERVED = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'reply-to',
  'sender',
  'subject',
  'date',
  'message-id',
  'mime-version',
  'return-path',
  'received',
  'dkim-signature',
  'list-unsubscribe',
  'list-unsubscribe-post',
  'precedence',
  'feedback-id',
]);
const NAME = /^[!-9;-~]+$/;

/** The user's CustomEmailHeaders (`Name: value` per line) that may go on a message; malformed and reserved lines are left out. */
export function parseCustomHeaders(text: string): [string, string][] {
  const headers: [string, string][] = [];
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    if (!NAME.test(name) || RESERVED.has(name.toLowerCase()) || name.toLowerCase().startsWith('content-') || !value) continue;
    headers.push([name, value]);
  }
  return headers;
}
