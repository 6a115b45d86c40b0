import { Injectable } from '@nestjs/common';

import { CommandError, type UserWebhookDeleteReply, type UserWebhookDeleteRequest } from '@mail/contracts';

import { UserWebhookRepository } from '../user-webhook.repository';
import { webhookIdOf } from '../webhook-params';

/** user.webhook.delete: the webhook and its daily statistics, irreversibly. 1 WebhookID missing, 2 not found. */
@Injectable()
export class UserWebhookDeleteService {
  constructor(private readonly webhooks: UserWebhookRepository) {}

  async run(userId: number, input: UserWebhookDeleteRequest): Promise<UserWebhookDeleteReply> {
    if (!(await this.webhooks.delete(userId, webhookIdOf(input.webhookid, { missing: 1, notFound: 2 })))) throw new CommandError(2, 'Webhook not found');
    return { Success: true };
  }
}
