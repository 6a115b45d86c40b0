import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SMTPServer, type SMTPServerAuthentication, type SMTPServerSession } from 'smtp-server';

import { logger } from '@mail/config';
import { CommandError } from '@mail/contracts';
import { tokenMatches } from '@mail/secrets';

import { isAtSenderDomain } from '../../common/sender-domain';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway.config';
import { MessageIntake } from '../../messages/email-gateway-send/message-intake';
import { MAX_RECIPIENTS } from '../../messages/email-gateway-send/send-input';
import { type RelayLogin, SmtpCredentialRepository } from '../smtp-credential.repository';
import { RelayAuthThrottle } from './relay-auth-throttle';
import { shownAuthors, subjectOf } from './relay-submission';
import { smtpError } from './smtp-reply';

const log = logger('gateway.smtp-relay');
const MAX_BYTES = 25 * 1024 * 1024;

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
    private readonly throttle: RelayAuthThrottle,
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
      onAuth: (auth, session, callback) =>
        void this.authenticate(auth, session).then(
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
          const raw = Buffer.concat(chunks);
          const problem = this.authorProblem(raw, session);
          if (problem) return callback(problem);
          this.queue(raw, session).then(
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

  /** Throttled as logins are (RelayAuthThrottle): a refused attempt never reaches the password check. */
  private async authenticate(auth: SMTPServerAuthentication, session: SMTPServerSession): Promise<RelayLogin> {
    try {
      const attempt = await this.throttle.begin(auth.username ?? '', session.remoteAddress);
      const login = auth.username ? await this.credentials.login(auth.username) : undefined;
      if (!login || !auth.password || !tokenMatches(auth.password, login.password_hash)) throw smtpError(535, '5.7.8 Authentication credentials invalid');
      await this.throttle.succeeded(attempt);
      return login;
    } catch (error) {
      if ('responseCode' in (error as object)) throw error;
      log.warn({ err: error }, 'could not check a relay login');
      throw smtpError(454, '4.7.0 Try again later');
    }
  }

  private senderProblem(address: string, session: SMTPServerSession): Error | undefined {
    const login = session.user as unknown as RelayLogin;
    if (!isAtSenderDomain(address, login.domain_name)) return smtpError(553, `5.7.1 Sender must be an address at ${login.domain_name}`);
    if (login.verification_status !== 'Verified') return smtpError(550, `5.7.1 Sender domain ${login.domain_name} is not verified yet`);
    return undefined;
  }

  /** The header From and Sender are held to the send API's From rule (code 8): a tenant shows only its own domain. */
  private authorProblem(raw: Buffer, session: SMTPServerSession): Error | undefined {
    const domain = (session.user as unknown as RelayLogin).domain_name;
    const { from, sender } = shownAuthors(raw);
    if (!from.length || !from.every((address) => isAtSenderDomain(address, domain)))
      return smtpError(550, `5.7.1 The From header must show addresses at ${domain} only (at least one)`);
    if (!sender.every((address) => isAtSenderDomain(address, domain))) return smtpError(550, `5.7.1 The Sender header must be an address at ${domain}`);
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
      if (error instanceof CommandError) throw refusalOf(error);
      log.warn({ err: error }, 'could not queue a submitted message');
      throw smtpError(451, '4.3.0 Try again later');
    }
  }
}

/** limits reached (17, 429) pass with time: 452, retry later; text that cannot be stored (43) or is too big (44) never will */
function refusalOf(error: CommandError): Error {
  const code = error.failure.errors[0]?.code;
  if (code === 43) return smtpError(554, `5.6.0 ${error.message}`);
  if (code === 44) return smtpError(552, `5.3.4 ${error.message}`);
  return smtpError(452, `4.7.1 ${error.message}`);
}
