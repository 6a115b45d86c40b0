import { Injectable } from '@nestjs/common';

import { CommandError, type UserWebhookUpdateReply, type UserWebhookUpdateRequest } from '@mail/contracts';

import { ListAccess } from '../../lists-access/list-access';
import { ListNames } from '../list-names';
import { presentWebhook } from '../user-webhook.presenter';
import { UserWebhookRepository } from '../user-webhook.repository';
import { checkList, readWebhookFields, webhookIdOf } from '../webhook-params';

/**
 * user.webhook.update: 1 WebhookID, 2 Name, 3 RelListID, 4 Event missing, 5 invalid Event, 6 not found, 7 list,
 * 8 not readable after the update (HTTP 500). UnsubscribeAll omitted keeps the stored value; HashedID never changes.
 */
@Injectable()
export class UserWebhookUpdateService {
  constructor(
    private readonly webhooks: UserWebhookRepository,
    private readonly lists: ListAccess,
    private readonly names: ListNames,
  ) {}

  async run(userId: number, input: UserWebhookUpdateRequest): Promise<UserWebhookUpdateReply> {
    const id = webhookIdOf(input.webhookid, { missing: 1, notFound: 6 });
    const existing = await this.webhooks.findOwned(userId, id);
    const fields = readWebhookFields(input, { first: 2, tooLong: 9 }, existing?.unsubscribe_all);
    if (!existing) throw new CommandError(6, 'Webhook not found');
    await checkList(this.lists, userId, fields, 7);
    if (!(await this.webhooks.update(userId, id, fields))) throw new CommandError(6, 'Webhook not found');
    const row = await this.webhooks.findOwned(userId, id);
    if (!row) throw new CommandError(8, 'Webhook updated but could not be retrieved');
    const names = await this.names.of(userId, [row.list_id]);
    return { Webhook: presentWebhook(row, names.get(row.list_id) ?? '') };
  }
}
