import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { SMTPServer } from 'smtp-server';

import { logger } from '@mail/config';

const log = logger('mail.report-smtp');
const MAX_BYTES = 10 * 1024 * 1024;

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/** 'retry': something the receiver depends on failed; the sending MTA should deliver the report again later */
export type ReportIntakeResult = 'accepted' | 'retry';

export interface ReportSmtpOptions {
  /** the name in the greeting and in log lines */
  name: string;
  host: string;
  /** 0 picks a free port */
  port: number;
  /** whether mail for this RCPT TO is taken (a VERP address of the service's own); refused with 550 otherwise */
  accepts: (address: string) => boolean | Promise<boolean>;
  /** one message and the accepted recipients of its envelope */
  receive: (raw: Buffer, recipients: string[], requestId: string) => Promise<ReportIntakeResult>;
}

/**
 * An inbound SMTP endpoint for delivery reports (DSNs, abuse reports) sent to VERP return paths: no AUTH, no
 * STARTTLS (a relay in front may add TLS), 10 MB at most. Unknown recipients are refused at RCPT; a receiver
 * that cannot record a report now answers 451, so the reporting MTA tries again.
 */
export class ReportSmtpServer {
  private server?: SMTPServer;
  private boundPort?: number;

  constructor(private readonly options: ReportSmtpOptions) {}

  /** the port it listens on, once started */
  get port(): number | undefined {
    return this.boundPort;
  }

  async start(): Promise<void> {
    const { name, accepts, receive } = this.options;
    const server = new SMTPServer({
      name,
      banner: 'delivery reports only',
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: MAX_BYTES,
      logger: false,
      closeTimeout: 1000,
      onRcptTo: (address, _session, callback) => {
        Promise.resolve(accepts(address.address)).then(
          (ok) => (ok ? callback() : callback(smtpError(550, '5.1.1 No such mailbox: only bounce addresses are served here'))),
          () => callback(smtpError(451, '4.3.0 Try again later')),
        );
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded) return callback(smtpError(552, '5.3.4 Message too large'));
          const recipients = session.envelope.rcptTo.map((r) => r.address);
          receive(Buffer.concat(chunks), recipients, randomUUID()).then(
            (result) => (result === 'accepted' ? callback(null, 'report received') : callback(smtpError(451, '4.3.0 Try again later'))),
            (error: Error) => {
              log.warn({ err: error, server: name }, 'could not record a delivery report');
              callback(smtpError(451, '4.3.0 Try again later'));
            },
          );
        });
      },
    });
    server.on('error', (error) => this.server && log.warn({ err: error, server: name }, 'report SMTP server error'));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.options.port, this.options.host, () => resolve());
    });
    this.server = server;
    this.boundPort = (server.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
