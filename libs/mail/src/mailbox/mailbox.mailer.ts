import { type Transporter, createTransport } from 'nodemailer';

import type { DkimKey, MailMessage, RawMailMessage } from '../mail-message';
import type { Mailer } from '../mailer';
import { rawToNodemailer, toNodemailer } from '../smtp/to-nodemailer';
import type { MailboxStore } from './mailbox.store';

/**
 * No SMTP server at all (a service process run alone without SMTP_URL): the message is built exactly as
 * for SMTP (DKIM included) and written straight into the dev mailbox, where the inbox shows it.
 */
export class MailboxMailer implements Mailer {
  readonly description: string;
  private readonly transport: Transporter;

  constructor(
    private readonly store: MailboxStore,
    dkim?: DkimKey,
  ) {
    this.description = `local dev mailbox in ${store.dir}`;
    this.transport = createTransport({ streamTransport: true, buffer: true, ...(dkim ? { dkim } : {}) });
  }

  async send(message: MailMessage): Promise<string> {
    const info = await this.transport.sendMail(toNodemailer(message));
    await this.store.save(info.message as Buffer, { from: info.envelope.from || '', to: info.envelope.to });
    return info.messageId;
  }

  async sendRaw(message: RawMailMessage): Promise<string> {
    const info = await this.transport.sendMail(rawToNodemailer(message));
    await this.store.save(info.message as Buffer, { from: message.envelope.from, to: ([] as string[]).concat(message.envelope.to) });
    return message.messageId;
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
