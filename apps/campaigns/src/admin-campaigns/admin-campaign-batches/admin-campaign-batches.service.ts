import { Injectable } from '@nestjs/common';

import type { AdminCampaignBatch, AdminCampaignBatchesReply, AdminCampaignBatchesRequest } from '@mail/contracts';

import { batchOf, isDesc, paging } from '../admin-campaigns.metrics';
import { AdminCampaignsRepository } from '../admin-campaigns.repository';

const ORDER: Record<string, (b: AdminCampaignBatch) => number | string> = {
  id: (b) => b.ID,
  createdat: (b) => b.CreatedAt,
  finishedat: (b) => b.FinishedAt ?? '',
  totalrecipients: (b) => b.TotalRecipients,
  sentrecipients: (b) => b.SentRecipients,
};

/** admin.campaign.batches: a batch is one delivery run of the campaign (an unknown campaign has none). */
@Injectable()
export class AdminCampaignBatchesService {
  constructor(private readonly repository: AdminCampaignsRepository) {}

  async run(input: AdminCampaignBatchesRequest): Promise<AdminCampaignBatchesReply> {
    const campaignId = Number(input.campaignid);
    const campaign = await this.repository.campaign(campaignId);
    let batches = campaign ? (await this.repository.runs(campaignId)).map((r) => batchOf(campaignId, campaign, r)) : [];
    const status = input.status?.trim().toLowerCase();
    if (status) batches = batches.filter((b) => b.Status.toLowerCase() === status);
    const key = ORDER[String(input.orderfield ?? '').toLowerCase()] ?? ORDER.id;
    const desc = isDesc(input.ordertype, 'DESC');
    batches.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0) * (desc ? -1 : 1));
    const { limit, offset } = paging(input.recordsperrequest, input.recordsfrom);
    return { Success: true, ErrorCode: 0, ErrorText: '', Batches: batches.slice(offset, offset + limit), TotalBatches: batches.length };
  }
}
