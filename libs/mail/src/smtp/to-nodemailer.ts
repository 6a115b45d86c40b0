import type { SendMailOptions } from 'nodemailer';

import type { MailMessage } from '../mail-message';

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
    ...(message.dkim ? { dkim: message.dkim } : {}),
  };
}
