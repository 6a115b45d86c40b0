import type { AddressObject } from 'mailparser';

import type { MailEnvelope, StoredMail } from './stored-mail';

/** Parses a raw message into what the mailbox stores (headers flattened to text, addresses to strings). */
export async function parseMail(id: string, raw: Buffer, envelope: MailEnvelope, receivedAt: Date): Promise<StoredMail> {
  // loaded on first use: services that only send mail never pay for the parser at boot
  const { simpleParser } = await import('mailparser');
  const parsed = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  const addresses = (value: AddressObject | AddressObject[] | undefined) =>
    (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address ?? '')).filter(Boolean);
  // own properties whatever the sender named them (assigning `__proto__` would drop the header)
  const headers: Record<string, string> = Object.fromEntries(parsed.headerLines.map((line) => [line.key, line.line.slice(line.line.indexOf(':') + 1).trim()]));
  return {
    id,
    receivedAt: receivedAt.toISOString(),
    // as received: a VERP return path's token is case-sensitive, and a bounce must be sent back to it exactly
    envelopeFrom: envelope.from,
    envelopeTo: envelope.to.map((a) => a.toLowerCase()),
    from: parsed.from?.text ?? '',
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    messageId: parsed.messageId,
    size: raw.length,
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : null,
    headers,
  };
}
