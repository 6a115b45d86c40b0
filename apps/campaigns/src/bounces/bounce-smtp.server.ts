import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { ReportSmtpServer } from '@mail/mail';

import { CAMPAIGNS_CONFIG, type CampaignsConfig } from '../campaigns.config';
import { BounceAddresses, type BounceTarget } from './bounce-address';
import { BounceIntake } from './bounce-intake';

/**
 * The inbound SMTP endpoint for delivery reports: it accepts mail only for genuine VERP addresses
 * (`bounces+<token>@…`, any domain) and hands each message to BounceIntake. Point the bounce domain's MX
 * here (BOUNCE_SMTP_HOST / BOUNCE_SMTP_PORT).
 */
@Injectable()
export class BounceSmtpServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly server: ReportSmtpServer;

  constructor(addresses: BounceAddresses, intake: BounceIntake, @Inject(CAMPAIGNS_CONFIG) config: CampaignsConfig) {
    this.server = new ReportSmtpServer({
      name: 'bounces',
      host: config.bounceSmtp.host,
      port: config.bounceSmtp.port,
      accepts: (address) => addresses.verify(address) !== undefined,
      receive: (raw, recipients, requestId) =>
        intake.receive(
          raw,
          recipients.map((r) => addresses.verify(r)).filter((t): t is BounceTarget => !!t),
          requestId,
        ),
    });
  }

  /** the port it listens on (BOUNCE_SMTP_PORT=0 picks a free one) */
  get port(): number | undefined {
    return this.server.port;
  }

  onApplicationBootstrap(): Promise<void> {
    return this.server.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.server.stop();
  }
}
