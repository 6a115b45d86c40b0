import type { SendMailOptions } from 'nodemailer';

import type { MailMessage, RawMailMessage } from '../mail-message';

/** Our message as nodemailer's, signing with the message's own DKIM key when it has one. */
export function toNodemailer(message: MailMessage): SendMailOptions {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    messageId: message.messageId,
    ...(message.envelopeFrom ? { envelope: { from: message.envelopeFrom, to: [message.to.address] } } : {}),
    ...(message.dkim ? { dkim: message.dkim } : {}),
  };
}

export function rawToNodemailer(message: RawMailMessage): SendMailOptions {
  return { envelope: { from: message.envelope.from, to: [message.envelope.to] }, raw: message.raw, messageId: message.messageId };
}
