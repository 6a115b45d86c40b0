import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';

import { type BeforeApplicationShutdown, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SMTPServer } from 'smtp-server';

import { env, envInt, logger } from '@mail/config';

import { BounceAddresses, type BounceTarget } from './bounce-address';
import { BounceIntake } from './bounce-intake';

const log = logger('campaigns.bounce-smtp');
const MAX_BYTES = 10 * 1024 * 1024;

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/**
 * The inbound SMTP endpoint for delivery reports: it accepts mail only for genuine VERP addresses
 * (`bounces+<token>@…`, any domain) and hands each message to BounceIntake. Point the bounce domain's MX
 * here (BOUNCE_SMTP_HOST / BOUNCE_SMTP_PORT); a relay in front may add TLS.
 */
@Injectable()
export class BounceSmtpServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private server?: SMTPServer;
  private boundPort?: number;

  constructor(
    private readonly addresses: BounceAddresses,
    private readonly intake: BounceIntake,
  ) {}

  /** the port it listens on (BOUNCE_SMTP_PORT=0 picks a free one) */
  get port(): number | undefined {
    return this.boundPort;
  }

  async onApplicationBootstrap(): Promise<void> {
    const server = new SMTPServer({
      name: 'bounces',
      banner: 'delivery reports only',
      disabledCommands: ['AUTH', 'STARTTLS'],
      size: MAX_BYTES,
      logger: false,
      closeTimeout: 1000,
      onRcptTo: (address, _session, callback) =>
        this.addresses.verify(address.address) ? callback() : callback(smtpError(550, '5.1.1 No such mailbox: only bounce addresses are served here')),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded) return callback(smtpError(552, '5.3.4 Message too large'));
          const targets = session.envelope.rcptTo.map((r) => this.addresses.verify(r.address)).filter((t): t is BounceTarget => !!t);
          this.intake.receive(Buffer.concat(chunks), targets, randomUUID()).then(
            (result) => (result === 'accepted' ? callback(null, 'report received') : callback(smtpError(451, '4.3.0 Try again later'))),
            (error: Error) => {
              log.warn({ err: error }, 'could not record a delivery report');
              callback(smtpError(451, '4.3.0 Try again later'));
            },
          );
        });
      },
    });
    server.on('error', (error) => this.server && log.warn({ err: error }, 'bounce SMTP server error'));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(envInt('BOUNCE_SMTP_PORT'), env('BOUNCE_SMTP_HOST'), () => resolve());
    });
    this.server = server;
    this.boundPort = (server.server.address() as AddressInfo).port;
  }

  async beforeApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
