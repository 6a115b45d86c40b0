import type { MailMessage } from '../mail-message';
import { dkimSignatureHeader } from './dkim-relaxed';
import { mimeBody, quickHeaders } from './quick-mime';

const PLAIN = /^[A-Za-z0-9.-]+$/;

/**
 * The RFC 5322 bytes of a message of the common shape (text and/or HTML, no attachments, ASCII header values),
 * DKIM-signed with `message.dkim` when it has one, composed without nodemailer: the body once per distinct
 * content (quick-mime.ts), the headers as text, the signature's RSA on libuv's thread pool. Undefined for any
 * other message: compose it with nodemailer (composeRaw, or the mailer's send). Bcc is not written.
 */
export async function composeSigned(message: MailMessage, at = new Date()): Promise<string | undefined> {
  const head = quickHeaders(message, at);
  if (!head) return undefined;
  const dkim = message.dkim;
  if (dkim && (!PLAIN.test(dkim.domainName) || !PLAIN.test(dkim.keySelector))) return undefined;
  const body = mimeBody(message.text, message.html);
  const headers = [...head, ...body.headers];
  const lines = headers.map(([name, value]) => `${name}: ${value}\r\n`).join('');
  const signature = dkim ? `${await dkimSignatureHeader(headers, body.bodyHash, dkim)}\r\n` : '';
  return `${signature}${lines}\r\n${body.body}`;
}
