import { type BeforeApplicationShutdown, Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';

import { ReportSmtpServer } from '@mail/mail';

import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway.config';
import { GatewayMessageRepository } from '../messages/gateway-message.repository';
import { ReportIntake } from './report-intake';
import { messageIdOfReturnPath } from './return-path';

/**
 * Where delivery reports for gateway messages arrive (GATEWAY_BOUNCE_SMTP_HOST / _PORT): the MX of
 * GATEWAY_RETURN_PATH_HOST, which every sender domain's `bounces.<domain>` CNAME points at. Mail is taken only
 * for the return path of a message that exists.
 */
@Injectable()
export class ReportSmtpEndpoint implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly server: ReportSmtpServer;

  constructor(messages: GatewayMessageRepository, intake: ReportIntake, @Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const messageIds = (addresses: string[]) => addresses.map(messageIdOfReturnPath).filter((id): id is string => !!id);
    this.server = new ReportSmtpServer({
      name: 'gateway-bounces',
      host: config.bounceSmtp.host,
      port: config.bounceSmtp.port,
      accepts: async (address) => {
        const id = messageIdOfReturnPath(address);
        return id !== undefined && (await messages.find(id)) !== undefined;
      },
      receive: (raw, recipients) => intake.receive(raw, messageIds(recipients)),
    });
  }

  /** the port it listens on (GATEWAY_BOUNCE_SMTP_PORT=0 picks a free one) */
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
