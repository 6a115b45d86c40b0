import { Injectable } from '@nestjs/common';

import type { BusRequest } from '@mail/contracts';
import { paramBool } from '@mail/values';

import { callerUserId } from '../../common/caller';
import { ListNames } from '../list-names';
import { presentWebhook } from '../user-webhook.presenter';
import { UserWebhookRepository } from '../user-webhook.repository';

const STATS_DAYS = 30;

/** user.webhook.list: every webhook of the caller (an empty array when none), with the last 30 days' counts on IncludeStats. */
@Injectable()
export class WebhookListService {
  constructor(
    private readonly webhooks: UserWebhookRepository,
    private readonly names: ListNames,
  ) {}

  async run(req: BusRequest): Promise<object> {
    const userId = callerUserId(req);
    const rows = await this.webhooks.list(userId);
    const names = await this.names.of(
      userId,
      rows.map((r) => r.list_id),
    );
    const withStats = paramBool(req.params.includestats, false);
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
