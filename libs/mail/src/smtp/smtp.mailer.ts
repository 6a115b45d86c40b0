import { type Transporter, createTransport } from 'nodemailer';

import { envInt } from '@mail/config';

import type { DkimKey, MailMessage, RawMailMessage } from '../mail-message';
import type { Mailer } from '../mailer';
import { describeSmtpUrl, smtpPoolOptions } from './smtp-url';
import { rawToNodemailer, toNodemailer } from './to-nodemailer';

/**
 * Outbound SMTP over a nodemailer connection pool (connections are reused across messages). Timeouts are
 * short on purpose: an unreachable server should fail the send quickly so the caller's retry takes over.
 */
export class SmtpMailer implements Mailer {
  readonly description: string;
  private readonly transport: Transporter;

  constructor(smtpUrl: string, dkim?: DkimKey) {
    this.description = describeSmtpUrl(smtpUrl);
    this.transport = createTransport({
      ...smtpPoolOptions(smtpUrl, envInt('SMTP_MAX_CONNECTIONS')),
      // a pooled connection carries messages until the server closes it (nodemailer's default is 100)
      maxMessages: Infinity,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 60_000,
      ...(dkim ? { dkim } : {}),
    });
  }

  async send(message: MailMessage): Promise<string> {
    const info = await this.transport.sendMail(toNodemailer(message));
    return info.messageId;
  }

  async sendRaw(message: RawMailMessage): Promise<string> {
    await this.transport.sendMail(rawToNodemailer(message));
    return message.messageId;
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
