import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError } from '@mail/contracts';

import { callerUserId } from '../../common/caller';
import { ListNames } from '../list-names';
import { presentWebhook } from '../user-webhook.presenter';
import { UserWebhookRepository } from '../user-webhook.repository';
import { webhookIdOf } from '../webhook-params';

/** user.webhook.get: 1 WebhookID missing, 2 not found (also another user's). */
@Injectable()
export class WebhookGetService {
  constructor(
    private readonly webhooks: UserWebhookRepository,
    private readonly names: ListNames,
  ) {}

  async run(req: BusRequest): Promise<object> {
    const userId = callerUserId(req);
    const row = await this.webhooks.findOwned(userId, webhookIdOf(req, { missing: 1, notFound: 2 }));
    if (!row) throw new CommandError(2, 'Webhook not found');
    const names = await this.names.of(userId, [row.list_id]);
    return { Webhook: presentWebhook(row, names.get(row.list_id) ?? '') };
  }
}
