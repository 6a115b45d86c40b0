import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';

import { callerUserId } from '../../common/caller';
import { UserWebhookRepository } from '../user-webhook.repository';
import { webhookIdOf } from '../webhook-params';

/** user.webhook.delete: the webhook and its daily statistics, irreversibly. 1 WebhookID missing, 2 not found. */
@Injectable()
export class WebhookDeleteService {
  constructor(private readonly webhooks: UserWebhookRepository) {}

  async run(req: BusRequest): Promise<object> {
    const userId = callerUserId(req);
    if (!(await this.webhooks.delete(userId, webhookIdOf(req, { missing: 1, notFound: 2 })))) throw new CommandError(2, 'Webhook not found');
    return { Success: true };
  }
}
