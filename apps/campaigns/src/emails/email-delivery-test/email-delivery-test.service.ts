import { Inject, Injectable, Logger } from '@nestjs/common';

import { CommandError, type EmailDeliveryTestReply } from '@mail/contracts';
import { MAILER, type Mailer } from '@mail/mail';

import { CAMPAIGNS_CONFIG, type CampaignsConfig } from '../../campaigns.config';

/**
 * email.delivery.test: one message through the mailer campaigns send with, from and to the installation's sender
 * address (MAIL_FROM), so an administrator sees the outgoing settings work; a refusal or an unreachable server is 1.
 */
@Injectable()
export class EmailDeliveryTestService {
  private readonly log = new Logger(EmailDeliveryTestService.name);

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(CAMPAIGNS_CONFIG) private readonly config: CampaignsConfig,
  ) {}

  async run(adminId: number, now = new Date()): Promise<EmailDeliveryTestReply> {
    const address = this.config.mailFrom;
    try {
      await this.mailer.send({
        from: { address },
        to: { address },
        subject: 'Email delivery test',
        text: `This message was sent by an administrator's email delivery test (administrator ${adminId}) on ${now.toISOString()}.\nThe outgoing email settings work.\n`,
      });
    } catch (error) {
      this.log.warn(`email delivery test failed: ${(error as Error).message}`);
      throw new CommandError(1, `Email delivery test failed: ${(error as Error).message}`);
    }
    return {};
  }
}
