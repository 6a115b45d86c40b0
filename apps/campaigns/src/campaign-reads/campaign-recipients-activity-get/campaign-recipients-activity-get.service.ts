import { Injectable } from '@nestjs/common';

import {
  canonicalOf,
  RECIPIENT_ACTIVITIES,
  type CampaignRecipientsActivityGetReply,
  type CampaignRecipientsActivityGetRequest,
  type RecipientActivity,
  type RecipientActivityRow,
} from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { CampaignReadsRepository, type ActivityRow } from '../campaign-reads.repository';
import { ListNamesClient } from '../list-names.client';
import { pageOf } from '../read-failure';
import { ReadableCampaign } from '../readable-campaign';

/** the tracking_event kinds behind each activity (forwards are not recorded: forward answers no rows) */
const KINDS: Record<RecipientActivity, string[]> = {
  open: ['open'],
  click: ['click'],
  bounce: ['bounce_hard', 'bounce_soft'],
  unsubscription: ['unsubscribe'],
  forward: [],
  conversion: ['conversion'],
};

/**
 * campaign.recipients.activity.get: one row per subscriber and list with human events of the activity (bots left
 * out), most recent first, filtered by address before paging. The address is the one the campaign was sent to; the
 * list's name is asked of lists.
 */
@Injectable()
export class CampaignRecipientsActivityGetService {
  constructor(
    private readonly campaigns: ReadableCampaign,
    private readonly reads: CampaignReadsRepository,
    private readonly listNames: ListNamesClient,
  ) {}

  async run(caller: Caller, input: CampaignRecipientsActivityGetRequest): Promise<CampaignRecipientsActivityGetReply> {
    const campaign = await this.campaigns.of(caller, input.campaignid);
    const activity = canonicalOf(RECIPIENT_ACTIVITIES, input.activity)!;
    const { offset, limit } = pageOf(input.recordsfrom, input.recordsperrequest);
    const keyword = String(input.searchkeyword ?? input.emailaddress ?? '').trim();
    const kinds = KINDS[activity];
    const rows = kinds.length ? await this.reads.activity(campaign.id, kinds, keyword, limit, offset) : [];
    const total = rows[0]?.total ?? (kinds.length && offset > 0 ? await this.reads.activityTotal(campaign.id, kinds, keyword) : 0);
    const names = rows.length ? await this.listNames.of(campaign.user_id, caller.request.id) : new Map<number, string>();
    return { CampaignID: campaign.id, Activity: activity, TotalRecords: total, Recipients: rows.map((r) => row(r, activity, names)) };
  }
}

function row(r: ActivityRow, activity: RecipientActivity, names: Map<number, string>): RecipientActivityRow {
  return {
    SubscriberID: r.subscriber_id,
    ListID: r.list_id,
    ListName: names.get(r.list_id) ?? '',
    EmailAddress: r.email_address,
    ActivityCount: r.n,
    LastActivityDate: r.last,
    ...(activity === 'bounce' ? { BounceType: r.hard ? ('Hard' as const) : ('Soft' as const) } : {}),
    ...(activity === 'conversion' ? { TotalRevenue: r.revenue } : {}),
  };
}
