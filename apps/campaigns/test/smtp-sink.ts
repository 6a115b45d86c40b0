import type { AddressInfo } from 'node:net';

import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SunkMessage {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it is sent (optionally slow to answer, to send "mid-way", or refusing recipients). */
export class SmtpSink {
  readonly messages: SunkMessage[] = [];
  delayMs = 0;
  /** a recipient this returns a reply for is refused at RCPT TO with it, e.g. `550 5.1.1 no such user` */
  refuse: (address: string) => string | undefined = () => undefined;
  private server?: SMTPServer;
  url = '';

  async start(): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 200,
      onRcptTo: (address, _session, callback) => {
        const reply = this.refuse(address.address.toLowerCase());
        if (!reply) return callback();
        callback(Object.assign(new Error(reply.slice(4)), { responseCode: Number(reply.slice(0, 3)) }));
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const keep = () => {
            this.messages.push({
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback(null, 'kept');
          };
          if (this.delayMs) setTimeout(keep, this.delayMs);
          else keep();
        });
      },
    });
    // a sender killed mid-message resets its connection: that is the sender's fault, not the sink's
    this.server.on('error', () => undefined);
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', () => resolve()));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
    return this;
  }

  to(address: string): SunkMessage[] {
    return this.messages.filter((m) => m.envelopeTo.includes(address.toLowerCase()));
  }

  parse(message: SunkMessage): Promise<ParsedMail> {
    return simpleParser(message.raw);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
