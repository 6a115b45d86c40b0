import { Injectable } from '@nestjs/common';

import { logger } from '@mail/config';
import { CommandError, type UserWebhookCreateReply, type UserWebhookCreateRequest } from '@mail/contracts';

import { ListAccess } from '../../lists-access/list-access';
import { ListNames } from '../list-names';
import { presentWebhook } from '../user-webhook.presenter';
import { UserWebhookRepository } from '../user-webhook.repository';
import { checkList, readWebhookFields } from '../webhook-params';

/** user.webhook.create: 1 Name, 2 RelListID, 3 Event missing, 4 invalid Event, 5 list, 6 insert failed, 7 not readable after. */
@Injectable()
export class UserWebhookCreateService {
  constructor(
    private readonly webhooks: UserWebhookRepository,
    private readonly lists: ListAccess,
    private readonly names: ListNames,
  ) {}

  async run(userId: number, input: UserWebhookCreateRequest): Promise<UserWebhookCreateReply> {
    const fields = readWebhookFields(input, { first: 1, tooLong: 8 });
    await checkList(this.lists, userId, fields, 5);
    const id = await this.webhooks.insert(userId, fields).catch((error: unknown) => {
      logger('tracking.webhooks').error({ err: error, userId }, 'user webhook insert failed');
      throw new CommandError(6, 'Failed to create webhook');
    });
    const row = await this.webhooks.findOwned(userId, id);
    if (!row) throw new CommandError(7, 'Webhook created but could not be retrieved');
    const names = await this.names.of(userId, [row.list_id]);
    return { WebhookID: id, Webhook: presentWebhook(row, names.get(row.list_id) ?? '') };
  }
}
