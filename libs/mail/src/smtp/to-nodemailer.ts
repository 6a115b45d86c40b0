import type { SendMailOptions } from 'nodemailer';

import type { MailAddress, MailMessage, RawMailMessage } from '../mail-message';

const list = (a: MailAddress | MailAddress[] | undefined): MailAddress[] => (a === undefined ? [] : Array.isArray(a) ? a : [a]);

/** Our message as nodemailer's, signing with the message's own DKIM key when it has one. */
export function toNodemailer(message: MailMessage): SendMailOptions {
  const recipients = [...list(message.to), ...list(message.cc), ...list(message.bcc)].map((a) => a.address);
  return {
    from: message.from,
    to: message.to,
    cc: message.cc,
    bcc: message.bcc,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    messageId: message.messageId,
    attachments: message.attachments,
    ...(message.envelopeFrom ? { envelope: { from: message.envelopeFrom, to: recipients } } : {}),
    ...(message.dkim ? { dkim: message.dkim } : {}),
  };
}

export function rawToNodemailer(message: RawMailMessage): SendMailOptions {
  const to = Array.isArray(message.envelope.to) ? message.envelope.to : [message.envelope.to];
  return { envelope: { from: message.envelope.from, to }, raw: message.raw, messageId: message.messageId, ...(message.dkim ? { dkim: message.dkim } : {}) };
}
