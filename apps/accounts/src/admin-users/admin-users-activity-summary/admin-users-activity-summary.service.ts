import { Injectable } from '@nestjs/common';

import type { AdminUsersActivitySummaryReply, AdminUsersActivitySummaryRequest } from '@mail/contracts';

import { AdminUsersRepository } from '../admin-users.repository';

/** admin.users.activity.summary: Active and Idle users over the period (default 30 days), with their share in percent. */
@Injectable()
export class AdminUsersActivitySummaryService {
  constructor(private readonly repository: AdminUsersRepository) {}

  async run(input: AdminUsersActivitySummaryRequest): Promise<AdminUsersActivitySummaryReply> {
    const days = input.activityperiod === undefined || String(input.activityperiod).trim() === '' ? 30 : Number(input.activityperiod);
    const { active, idle } = await this.repository.activitySummary(days);
    const total = active + idle;
    const share = (n: number) => (total ? Math.round((n / total) * 10000) / 100 : 0);
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      Summary: [
        { UserActivityStatus: 'Active', UserCount: active, Percentage: share(active) },
        { UserActivityStatus: 'Idle', UserCount: idle, Percentage: share(idle) },
      ],
      TotalUsers: total,
      ActivityPeriod: days,
    };
  }
}
