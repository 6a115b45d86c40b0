import MailComposer from 'nodemailer/lib/mail-composer';

import type { DkimKey, MailMessage, RawMailMessage } from '../mail-message';
import type { Mailer } from '../mailer';
import { SmtpClient } from '../smtp-client/smtp-client';
import { type DkimSigner, inlineDkimSigner } from './dkim-signer';
import { SmtpMailer } from './smtp.mailer';
import { describeSmtpUrl, smtpPoolOptions } from './smtp-url';
import { toNodemailer } from './to-nodemailer';

export interface PipelinedSmtpMailerOptions {
  maxConnections?: number;
  dkim?: DkimKey;
  /** where messages are signed (DkimSignPool: worker threads); closed with the mailer. Default: the sending thread */
  signer?: DkimSigner;
}

/**
 * Outbound SMTP over our own pooled client (SmtpClient: PIPELINING, one write per message; docs/decisions.md
 * says why). nodemailer still composes `send`'s messages and signs DKIM (by `signer`: on worker threads in services), and sends a message to several envelope
 * recipients (its pool, made on first use). Errors carry nodemailer's codes
 * (responseCode, command, code), so callers classify them the same way whichever client sends.
 */
export class PipelinedSmtpMailer implements Mailer {
  readonly description: string;
  private readonly client: SmtpClient;
  private readonly dkim?: DkimKey;
  private readonly signer: DkimSigner;
  /** messages to several envelope recipients (the gateway's To/CC/BCC): our client sends one RCPT TO per message */
  private severalRecipients?: SmtpMailer;

  constructor(
    private readonly smtpUrl: string,
    options: PipelinedSmtpMailerOptions = {},
  ) {
    const { url, maxConnections } = smtpPoolOptions(smtpUrl, options.maxConnections);
    this.description = `${describeSmtpUrl(smtpUrl)} (pipelined)`;
    this.client = new SmtpClient({ url, maxConnections });
    this.dkim = options.dkim;
    this.signer = options.signer ?? inlineDkimSigner;
  }

  async send(message: MailMessage): Promise<string> {
    const recipients = (Array.isArray(message.to) ? message.to.length : 1) + (message.cc?.length ?? 0) + (message.bcc?.length ?? 0);
    if (recipients > 1) return this.nodemailer().send(message);
    const to = Array.isArray(message.to) ? message.to[0] : message.to;
    const mime = new MailComposer(toNodemailer(message)).compile();
    const messageId = mime.messageId();
    const raw = await mime.build();
    await this.deliver({ from: message.envelopeFrom ?? message.from.address, to: to.address }, raw, message.dkim);
    return messageId;
  }

  async sendRaw(message: RawMailMessage): Promise<string> {
    const { from, to } = message.envelope;
    if (Array.isArray(to) && to.length !== 1) return this.nodemailer().sendRaw(message);
    await this.deliver({ from, to: Array.isArray(to) ? to[0] : to }, message.raw, message.dkim, message.sendBy);
    return message.messageId;
  }

  async close(): Promise<void> {
    await Promise.all([this.client.close(), this.severalRecipients?.close(), this.signer.close()]);
  }

  private nodemailer(): SmtpMailer {
    this.severalRecipients ??= new SmtpMailer(this.smtpUrl, this.dkim);
    return this.severalRecipients;
  }

  private async deliver(envelope: { from: string; to: string }, raw: string | Buffer, own?: DkimKey, sendBy?: number): Promise<void> {
    const key = own ?? this.dkim;
    await this.client.send(envelope, key ? await this.signer.sign(raw, key) : raw, sendBy);
  }
}
