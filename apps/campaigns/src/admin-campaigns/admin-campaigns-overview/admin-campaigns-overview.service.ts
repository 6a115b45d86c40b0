import { Injectable } from '@nestjs/common';

import type { AdminCampaignsOverviewReply } from '@mail/contracts';

import { AdminCampaignsRepository } from '../admin-campaigns.repository';

/** admin.campaigns.overview: every user's campaigns counted by status, finished sends and due schedules (UTC days). */
@Injectable()
export class AdminCampaignsOverviewService {
  constructor(private readonly repository: AdminCampaignsRepository) {}

  async run(): Promise<AdminCampaignsOverviewReply> {
    const [s, t] = await Promise.all([this.repository.statusCounts(), this.repository.timeline()]);
    const n = (status: string) => s[status] ?? 0;
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      StatusTotals: {
        Draft: n('Draft'),
        Ready: n('Ready'),
        Sending: n('Sending'),
        Paused: n('Paused'),
        PendingApproval: n('Pending Approval'),
        Sent: n('Sent'),
        Failed: n('Failed'),
        Scheduled: n('Scheduled'),
      },
      CurrentlySending: { Count: n('Sending'), ReadyCount: n('Ready') },
      Sent: { Today: t.sent_today, Past7Days: t.sent_7, Past30Days: t.sent_30 },
      Scheduled: { Today: t.due_today, Next7Days: t.due_7, Next30Days: t.due_30 },
    };
  }
}
