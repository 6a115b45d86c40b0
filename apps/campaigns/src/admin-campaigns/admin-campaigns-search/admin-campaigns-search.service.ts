import { Injectable } from '@nestjs/common';

import type { AdminCampaignsSearchReply, AdminCampaignsSearchRequest, AdminSearchedCampaign } from '@mail/contracts';

import { CampaignOwners } from '../admin-campaign-owners';
import { batchOf, isDesc, isTrue, iso, paging, velocityOf, VELOCITY_WINDOW_SECONDS } from '../admin-campaigns.metrics';
import { AdminCampaignsRepository } from '../admin-campaigns.repository';

function idsOf(value: unknown): number[] | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const parts = Array.isArray(value) ? value : String(value).split(',');
  return parts.map((p) => Number(String(p).trim())).filter((n) => Number.isInteger(n) && n > 0);
}

/** admin.campaigns.search: every user's campaigns, filtered and paged, with their owner (from accounts) and totals. */
@Injectable()
export class AdminCampaignsSearchService {
  constructor(
    private readonly repository: AdminCampaignsRepository,
    private readonly owners: CampaignOwners,
  ) {}

  async run(input: AdminCampaignsSearchRequest): Promise<AdminCampaignsSearchReply> {
    const { limit, offset } = paging(input.recordsperrequest, input.recordsfrom);
    const { rows, sums } = await this.repository.search({
      status: input.campaignstatus?.trim() || undefined,
      keyword: input.searchkeyword?.trim() || undefined,
      userId: input.filterbyuserid ? Number(input.filterbyuserid) : undefined,
      ids: idsOf(input.campaignids),
      from: input.datefrom ? new Date(input.datefrom) : undefined,
      to: input.dateto ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(input.dateto.trim()) ? `${input.dateto.trim()}T23:59:59.999Z` : input.dateto) : undefined,
      order: String(input.orderfield ?? '').toLowerCase(),
      desc: isDesc(input.ordertype, 'DESC'),
      limit,
      offset,
    });
    const owners = await this.owners.of(rows.map((r) => r.user_id));
    const campaigns: AdminSearchedCampaign[] = [];
    for (const c of rows) {
      const owner = owners.get(c.user_id)!;
      const item: AdminSearchedCampaign = {
        CampaignID: Number(c.id),
        CampaignName: c.name,
        CampaignStatus: c.status,
        RelOwnerUserID: c.user_id,
        UserFirstName: owner.FirstName,
        UserLastName: owner.LastName,
        UserEmailAddress: owner.EmailAddress,
        UserCompany: owner.CompanyName,
        TotalRecipients: c.total_recipients,
        TotalSent: c.total_sent,
        TotalFailed: c.total_failed,
        CreatedOn: iso(c.created_at)!,
      };
      if (isTrue(input.includebatchstats) || isTrue(input.includevelocity)) {
        const runs = await this.repository.runs(Number(c.id));
        if (isTrue(input.includebatchstats)) {
          const stats = { TotalBatches: runs.length, Pending: 0, Working: 0, Completed: 0, Failed: 0, Paused: 0 };
          for (const r of runs) {
            const s = batchOf(Number(c.id), c, r).Status as 'Pending' | 'Working' | 'Completed' | 'Failed' | 'Paused';
            stats[s]++;
          }
          item.BatchStats = stats;
        }
        if (isTrue(input.includevelocity)) {
          const remaining = runs.reduce((n, r) => n + r.queued + r.sending, 0);
          item.Velocity = velocityOf(c, await this.repository.sentSince(Number(c.id), VELOCITY_WINDOW_SECONDS), remaining, runs[0]?.now ?? new Date());
        }
      }
      campaigns.push(item);
    }
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      Campaigns: campaigns,
      TotalCampaigns: sums.matched ?? 0,
      AggregateSums: {
        TotalRecipients: sums.recipients ?? 0,
        TotalSent: sums.sent ?? 0,
        TotalDelivered: Math.max(0, (sums.sent ?? 0) - (sums.hard ?? 0) - (sums.soft ?? 0)),
        TotalFailed: sums.failed ?? 0,
        TotalOpens: sums.opens ?? 0,
        UniqueOpens: sums.unique_opens ?? 0,
        TotalClicks: sums.clicks ?? 0,
        UniqueClicks: sums.unique_clicks ?? 0,
        TotalHardBounces: sums.hard ?? 0,
        TotalSoftBounces: sums.soft ?? 0,
        TotalUnsubscriptions: sums.unsubscriptions ?? 0,
      },
    };
  }
}
