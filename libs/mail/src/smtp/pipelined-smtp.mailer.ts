import MailComposer from 'nodemailer/lib/mail-composer';

import type { DkimKey, MailMessage, RawMailMessage } from '../mail-message';
import type { Mailer } from '../mailer';
import { SmtpClient } from '../smtp-client/smtp-client';
import { dkimSign } from './dkim-sign';
import { describeSmtpUrl, smtpPoolOptions } from './smtp-url';
import { toNodemailer } from './to-nodemailer';

export interface PipelinedSmtpMailerOptions {
  maxConnections?: number;
  dkim?: DkimKey;
}

/**
 * Outbound SMTP over our own pooled client (SmtpClient: PIPELINING, one write per message; docs/decisions.md
 * says why). nodemailer still composes `send`'s messages and signs DKIM. Errors carry nodemailer's codes
 * (responseCode, command, code), so callers classify them the same way whichever client sends.
 */
export class PipelinedSmtpMailer implements Mailer {
  readonly description: string;
  private readonly client: SmtpClient;
  private readonly dkim?: DkimKey;

  constructor(smtpUrl: string, options: PipelinedSmtpMailerOptions = {}) {
    const { url, maxConnections } = smtpPoolOptions(smtpUrl, options.maxConnections);
    this.description = `${describeSmtpUrl(smtpUrl)} (pipelined)`;
    this.client = new SmtpClient({ url, maxConnections });
    this.dkim = options.dkim;
  }

  async send(message: MailMessage): Promise<string> {
    const mime = new MailComposer(toNodemailer(message)).compile();
    const messageId = mime.messageId();
    const raw = await mime.build();
    await this.deliver({ from: message.envelopeFrom ?? message.from.address, to: message.to.address }, raw, message.dkim);
    return messageId;
  }

  async sendRaw(message: RawMailMessage): Promise<string> {
    await this.deliver(message.envelope, message.raw);
    return message.messageId;
  }

  close(): Promise<void> {
    return this.client.close();
  }

  private async deliver(envelope: { from: string; to: string }, raw: string | Buffer, key = this.dkim): Promise<void> {
    await this.client.send(envelope, key ? await dkimSign(raw, key) : raw);
  }
}
