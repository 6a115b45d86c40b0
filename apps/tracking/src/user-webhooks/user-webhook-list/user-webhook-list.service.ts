import { Injectable } from '@nestjs/common';

import type { UserWebhookListReply, UserWebhookListRequest } from '@mail/contracts';
import { paramBool } from '@mail/values';

import { ListNames } from '../list-names';
import { presentWebhook } from '../user-webhook.presenter';
import { UserWebhookRepository } from '../user-webhook.repository';

const STATS_DAYS = 30;

/** user.webhook.list: every webhook of the caller (an empty array when none), with the last 30 days' counts on IncludeStats. */
@Injectable()
export class UserWebhookListService {
  constructor(
    private readonly webhooks: UserWebhookRepository,
    private readonly names: ListNames,
  ) {}

  async run(userId: number, input: UserWebhookListRequest): Promise<UserWebhookListReply> {
    const rows = await this.webhooks.list(userId);
    const names = await this.names.of(
      userId,
      rows.map((r) => r.list_id),
    );
    const withStats = paramBool(input.includestats, false);
    const stats =
      withStats && rows.length
        ? await this.webhooks.stats(
            userId,
            rows.map((r) => r.id),
            STATS_DAYS,
          )
        : [];
    return {
      Webhooks: rows.map((r) => presentWebhook(r, names.get(r.list_id) ?? '', withStats ? stats.filter((s) => s.webhook_id === r.id) : undefined)),
    };
  }
}
