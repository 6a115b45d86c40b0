import { Injectable } from '@nestjs/common';

import { CommandError, type UserWebhookGetReply, type UserWebhookGetRequest } from '@mail/contracts';

import { ListNames } from '../list-names';
import { presentWebhook } from '../user-webhook.presenter';
import { UserWebhookRepository } from '../user-webhook.repository';
import { webhookIdOf } from '../webhook-params';

/** user.webhook.get: 1 WebhookID missing, 2 not found (also another user's). */
@Injectable()
export class UserWebhookGetService {
  constructor(
    private readonly webhooks: UserWebhookRepository,
    private readonly names: ListNames,
  ) {}

  async run(userId: number, input: UserWebhookGetRequest): Promise<UserWebhookGetReply> {
    const row = await this.webhooks.findOwned(userId, webhookIdOf(input.webhookid, { missing: 1, notFound: 2 }));
    if (!row) throw new CommandError(2, 'Webhook not found');
    const names = await this.names.of(userId, [row.list_id]);
    return { Webhook: presentWebhook(row, names.get(row.list_id) ?? '') };
  }
}
