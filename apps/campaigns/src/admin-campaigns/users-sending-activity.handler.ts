import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type UsersSendingActivityReply, type UsersSendingActivityRequest } from '@mail/contracts';

import { AdminCampaignsRepository } from './admin-campaigns.repository';

/** `campaigns.q.users.sending-activity`: accounts' admin.users.activity asks what a page of users sent recently. */
@Controller()
export class UsersSendingActivityHandler {
  constructor(private readonly repository: AdminCampaignsRepository) {}

  @HandlesQuery(Queries.UsersSendingActivity)
  async handle(request: UsersSendingActivityRequest): Promise<UsersSendingActivityReply> {
    const userIds = (request.userIds ?? []).map(Number);
    const rows = await this.repository.sendingActivity(userIds, Number(request.days));
    const byUser = new Map(rows.map((r) => [r.user_id, r]));
    return {
      users: userIds.map((userId) => {
        const r = byUser.get(userId);
        return {
          userId,
          campaignsSent: r?.campaigns ?? 0,
          journeyEmailsSent: r?.journey_emails ?? 0,
          lastSentAt: r?.last_sent ? new Date(r.last_sent).toISOString() : null,
        };
      }),
    };
  }
}
