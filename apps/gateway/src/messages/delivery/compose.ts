import type { DkimKey, MailAddress, MailMessage, RawMailMessage } from '@mail/mail';

import type { MessageRow } from '../message.row';
import type { Address, SendInput } from '../email-gateway-send/send-input';

const mail = (a: Address): MailAddress => ({ name: a.name, address: a.email });

/** The RFC 5322 Message-ID of a gateway message: its MessageID at its domain, so replies and reports name it. */
export const rfcMessageId = (id: string, domain: string): string => `<${id}@${domain}>`;

/** A message from the send API, as the mail port sends it (signed with the domain's key, bounces to its return path). */
export function composeApiMessage(row: MessageRow, input: SendInput, dkim: DkimKey, envelopeFrom: string): MailMessage {
  return {
    from: mail(input.from),
    to: input.to.map(mail),
    cc: input.cc.map(mail),
    bcc: input.bcc.map(mail),
    replyTo: input.replyTo && mail(input.replyTo),
    subject: input.subject,
    text: input.text ?? '',
    html: input.html,
    headers: { ...input.headers, 'X-Gateway-Message-ID': row.id },
    attachments: input.attachments.map((a) => ({ filename: a.filename, content: Buffer.from(a.content, 'base64'), contentType: a.contentType })),
    envelopeFrom,
    messageId: rfcMessageId(row.id, dkim.domainName),
    dkim,
  };
}

/** A message submitted over SMTP: its bytes as submitted, signed, to the envelope recipients of the submission. */
export function composeRelayedMessage(row: MessageRow, dkim: DkimKey, envelopeFrom: string): RawMailMessage {
  return { envelope: { from: envelopeFrom, to: row.recipients }, raw: row.raw!, messageId: rfcMessageId(row.id, dkim.domainName), dkim };
}
