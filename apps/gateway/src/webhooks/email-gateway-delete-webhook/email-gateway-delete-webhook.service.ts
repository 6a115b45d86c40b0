import { Injectable } from '@nestjs/common';

import { CommandError, type GatewayDeleteWebhookReply, type GatewayDeleteWebhookRequest } from '@mail/contracts';

import { positiveId } from '../../common/positive-id';
import { WebhookRepository } from '../webhook.repository';

/** EmailGateway.DeleteWebhook: its pending posts are deleted with it. */
@Injectable()
export class EmailGatewayDeleteWebhookService {
  constructor(private readonly webhooks: WebhookRepository) {}

  async delete(userId: number, input: GatewayDeleteWebhookRequest): Promise<GatewayDeleteWebhookReply> {
    if (!(await this.webhooks.deleteOwned(userId, positiveId(input.webhookid)!))) throw new CommandError(2, 'Webhook not found');
    return {};
  }
}
