import { Injectable } from '@nestjs/common';

import { CommandError, type UserWebhookStatsReply, type UserWebhookStatsRequest } from '@mail/contracts';
import { paramInt } from '@mail/values';

import { presentStat } from '../user-webhook.presenter';
import { UserWebhookRepository } from '../user-webhook.repository';
import { webhookIdOf } from '../webhook-params';

const DEFAULT_DAYS = 30;

/** Days as the spec bounds it: 1 to 365, out-of-range values clamped, anything else 30. */
export function clampDays(value: unknown): number {
  return Math.min(365, Math.max(1, paramInt(value, DEFAULT_DAYS)));
}

/** user.webhook.stats: the daily records of the last `Days` days (today included) keyed by date. 1 missing, 2 not found. */
@Injectable()
export class UserWebhookStatsService {
  constructor(private readonly webhooks: UserWebhookRepository) {}

  async run(userId: number, input: UserWebhookStatsRequest): Promise<UserWebhookStatsReply> {
    const id = webhookIdOf(input.webhookid, { missing: 1, notFound: 2 });
    if (!(await this.webhooks.findOwned(userId, id))) throw new CommandError(2, 'Webhook not found');
    const days = clampDays(input.days);
    const stats = await this.webhooks.stats(userId, [id], days);
    return { WebhookID: id, Days: days, Stats: Object.fromEntries(stats.map((s) => [s.period, presentStat(s)])) };
  }
}
