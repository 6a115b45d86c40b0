import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { type AdminUsersActivityReply, type AdminUsersActivityRequest, Queries } from '@mail/contracts';

import { AdminUsersRepository } from '../admin-users.repository';

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/**
 * admin.users.activity: Active when the user's last activity (login or API use) falls within the period, else Idle;
 * RecentCampaignsSent, RecentJourneyEmailsSent and LastSendingActivityDateTime are asked of campaigns for the page's users.
 */
@Injectable()
export class AdminUsersActivityService {
  constructor(
    private readonly repository: AdminUsersRepository,
    @Inject(BUS) private readonly bus: Bus,
  ) {}

  async run(input: AdminUsersActivityRequest): Promise<AdminUsersActivityReply> {
    const days = blank(input.activityperiod) ? 30 : Number(input.activityperiod);
    const status = (blank(input.activitystatus) ? 'all' : String(input.activitystatus).trim().toLowerCase()) as 'all' | 'active' | 'idle';
    const perRequest = blank(input.recordsperrequest) ? 25 : Number(input.recordsperrequest);
    const { rows, total } = await this.repository.activity({
      days,
      status,
      keyword: input.searchkeyword?.trim() || undefined,
      order: String(input.orderfield ?? '').toLowerCase(),
      desc:
        String(input.ordertype ?? 'DESC')
          .trim()
          .toUpperCase() !== 'ASC',
      limit: perRequest === 0 ? 1000 : perRequest,
      offset: blank(input.recordsfrom) ? 0 : Number(input.recordsfrom),
    });
    const sending = rows.length ? (await this.bus.query(Queries.UsersSendingActivity, { userIds: rows.map((r) => r.id), days }, 15_000)).users : [];
    const byUser = new Map(sending.map((s) => [s.userId, s]));
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      Users: rows.map((r) => ({
        UserID: r.id,
        Username: r.username,
        EmailAddress: r.email_address,
        FirstName: r.first_name,
        LastName: r.last_name,
        CompanyName: r.company_name,
        AccountStatus: r.account_status,
        LastActivityDateTime: r.last_activity_at ? new Date(r.last_activity_at).toISOString().slice(0, 19).replace('T', ' ') : null,
        UserActivityStatus: r.active ? 'Active' : 'Idle',
        RecentCampaignsSent: byUser.get(r.id)?.campaignsSent ?? 0,
        RecentJourneyEmailsSent: byUser.get(r.id)?.journeyEmailsSent ?? 0,
        LastSendingActivityDateTime: byUser.get(r.id)?.lastSentAt?.slice(0, 19).replace('T', ' ') ?? null,
      })),
      TotalUsers: total,
      ActivityPeriod: days,
      ActivityStatus: status === 'all' ? 'All' : status === 'active' ? 'Active' : 'Idle',
    };
  }
}
