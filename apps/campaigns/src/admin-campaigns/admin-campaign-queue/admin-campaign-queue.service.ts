import { Injectable } from '@nestjs/common';

import type { AdminCampaignQueueReply, AdminCampaignQueueRequest } from '@mail/contracts';

import { isDesc, isTrue, iso, paging } from '../admin-campaigns.metrics';
import { AdminCampaignsRepository } from '../admin-campaigns.repository';

/** vendor queue statuses → our recipient states */
const STATES: Record<string, string[]> = {
  pending: ['queued', 'held'],
  queued: ['queued'],
  held: ['held'],
  sending: ['sending'],
  sent: ['sent'],
  delivered: ['sent'],
  failed: ['failed'],
  unknown: ['unknown'],
  cancelled: ['cancelled'],
};

const STATUS_OF: Record<string, string> = {
  queued: 'Pending',
  held: 'Held',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  unknown: 'Unknown',
  cancelled: 'Cancelled',
};

/** admin.campaign.queue: the recipient queue rows of the campaign (all runs); a batch id names a run. */
@Injectable()
export class AdminCampaignQueueService {
  constructor(private readonly repository: AdminCampaignsRepository) {}

  async run(input: AdminCampaignQueueRequest): Promise<AdminCampaignQueueReply> {
    const campaignId = Number(input.campaignid);
    const empty: AdminCampaignQueueReply = { Success: true, ErrorCode: 0, ErrorText: '', QueueItems: [], TotalQueueItems: 0 };
    const status = input.status?.trim().toLowerCase();
    const states = status ? (STATES[status] ?? []) : undefined;
    const batch = input.batchid?.trim();
    const run = batch ? Number(/^(\d+)-(\d+)$/.exec(batch)?.[1] === String(campaignId) ? batch.split('-')[1] : NaN) : undefined;
    // campaign queues hold no test sends; an unknown status or a batch of another campaign matches nothing
    if (isTrue(input.istest) || (states && !states.length) || (run !== undefined && Number.isNaN(run))) return empty;
    const campaign = await this.repository.campaign(campaignId);
    if (!campaign) return empty;
    const { limit, offset } = paging(input.recordsperrequest, input.recordsfrom);
    const { rows, total } = await this.repository.queue(campaignId, {
      states,
      search: input.search?.trim() || undefined,
      run,
      order: String(input.orderfield ?? '').toLowerCase(),
      desc: isDesc(input.ordertype, 'ASC'),
      limit,
      offset,
    });
    return {
      ...empty,
      QueueItems: rows.map((r) => ({
        QueueID: Number(r.id),
        RelListID: Number(r.list_id),
        RelSegmentID: 0,
        RelSubscriberID: Number(r.subscriber_id),
        RelDeliveryServerID: 0,
        RelEmailID: Number(campaign.email_id ?? 0),
        IsTest: false,
        EmailAddress: r.email_address,
        Status: STATUS_OF[r.state] ?? r.state,
        StatusMessage: r.error ?? '',
        QueueBatchID: `${campaignId}-${r.run}`,
        Options: null,
        SenderSettings: null,
        QueuedAt: iso(r.queued_at)!,
        FailedAt: r.state === 'failed' || r.state === 'unknown' ? iso(r.sent_at ?? r.queued_at) : null,
        SentAt: r.state === 'sent' ? iso(r.sent_at) : null,
        CustomFieldSnapshot: Object.keys(r.fields ?? {}).length ? r.fields : null,
      })),
      TotalQueueItems: total,
    };
  }
}
