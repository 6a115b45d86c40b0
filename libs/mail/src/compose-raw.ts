import MailComposer from 'nodemailer/lib/mail-composer';

import type { MailMessage } from './mail-message';
import { toNodemailer } from './smtp/to-nodemailer';

/** The RFC 5322 bytes of a message (no Bcc header, not DKIM-signed: the transport signs what it sends). */
export function composeRaw(message: MailMessage): Promise<Buffer> {
  return new MailComposer(toNodemailer(message)).compile().build();
}
