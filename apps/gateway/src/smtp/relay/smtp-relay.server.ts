import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SMTPServer, type SMTPServerAuthentication, type SMTPServerSession } from 'smtp-server';

import { logger } from '@mail/config';
import { CommandError } from '@mail/contracts';
import { tokenMatches } from '@mail/secrets';

import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { MessageIntake } from '../../messages/email-gateway-send/message-intake';
import { MAX_RECIPIENTS } from '../../messages/email-gateway-send/send-input';
import { type RelayLogin, SmtpCredentialRepository } from '../smtp-credential.repository';
import { addressDomain, subjectOf } from './relay-submission';

const log = logger('gateway.smtp-relay');
const MAX_BYTES = 25 * 1024 * 1024;

const smtpError = (code: number, message: string) => Object.assign(new Error(message), { responseCode: code });

/**
 * The SMTP submission server of EmailGateway.AddSMTP credentials (AUTH PLAIN or LOGIN; STARTTLS when
 * GATEWAY_SMTP_TLS_CERT/KEY are set, and then AUTH only after it). A message from the credential's domain is queued
 * by the same MessageIntake as the send API (limits, usage, queueing) and delivered byte for byte, DKIM-signed.
 */
@Injectable()
export class SmtpRelayServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private server?: SMTPServer;
  private boundPort?: number;

  constructor(
    private readonly credentials: SmtpCredentialRepository,
    private readonly intake: MessageIntake,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** the port it listens on (GATEWAY_SMTP_PORT=0 picks a free one) */
  get port(): number | undefined {
    return this.boundPort;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { tlsCert: cert, tlsKey: key } = this.config.smtp;
    const tls = cert && key ? { cert: readFileSync(cert), key: readFileSync(key) } : undefined;
    const server = new SMTPServer({
      name: this.config.smtp.publicHost,
      banner: 'transactional mail submission',
      authMethods: ['PLAIN', 'LOGIN'],
      authOptional: false,
      // without a certificate there is no STARTTLS to wait for (development, tests, a TLS proxy in front)
      allowInsecureAuth: !tls,
      ...(tls ? tls : { disabledCommands: ['STARTTLS'] }),
      size: MAX_BYTES,
      logger: false,
      closeTimeout: 1000,
      onAuth: (auth, _session, callback) =>
        void this.authenticate(auth).then(
          (login) => callback(null, { user: login }),
          (error: Error) => callback(error),
        ),
      onMailFrom: (address, session, callback) => callback(this.senderProblem(address.address, session)),
      onRcptTo: (_address, session, callback) =>
        callback(session.envelope.rcptTo.length >= MAX_RECIPIENTS ? smtpError(452, `4.5.3 At most ${MAX_RECIPIENTS} recipients per message`) : undefined),
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded) return callback(smtpError(552, '5.3.4 Message too large'));
          this.queue(Buffer.concat(chunks), session).then(
            (id) => callback(null, `queued as ${id}`),
            (error: Error) => callback(error),
          );
        });
      },
    });
    server.on('error', (error) => this.server && log.warn({ err: error }, 'relay SMTP server error'));
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.config.smtp.port, this.config.smtp.host, () => resolve());
    });
    this.server = server;
    this.boundPort = (server.server.address() as AddressInfo).port;
  }

  async beforeApplicationShutdown(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async authenticate(auth: SMTPServerAuthentication): Promise<RelayLogin> {
    const login = auth.username ? await this.credentials.login(auth.username) : undefined;
    if (!login || !auth.password || !tokenMatches(auth.password, login.password_hash)) throw smtpError(535, '5.7.8 Authentication credentials invalid');
    return login;
  }

  private senderProblem(address: string, session: SMTPServerSession): Error | undefined {
    const login = session.user as unknown as RelayLogin;
    if (addressDomain(address) !== login.domain_name) return smtpError(553, `5.7.1 Sender must be an address at ${login.domain_name}`);
    if (login.verification_status !== 'Verified') return smtpError(550, `5.7.1 Sender domain ${login.domain_name} is not verified yet`);
    return undefined;
  }

  private async queue(raw: Buffer, session: SMTPServerSession): Promise<string> {
    const login = session.user as unknown as RelayLogin;
    try {
      return await this.intake.accept({
        userId: login.user_id,
        domainId: login.domain_id,
        source: 'smtp',
        mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        recipients: session.envelope.rcptTo.map((r) => r.address),
        subject: subjectOf(raw),
        raw,
        tags: [],
      });
    } catch (error) {
      if (error instanceof CommandError) throw smtpError(452, `4.7.1 ${error.message}`);
      log.warn({ err: error }, 'could not queue a submitted message');
      throw smtpError(451, '4.3.0 Try again later');
    }
  }
}
