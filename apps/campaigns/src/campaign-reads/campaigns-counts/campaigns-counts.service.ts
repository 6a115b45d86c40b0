import { Injectable } from '@nestjs/common';

import { CAMPAIGN_BUCKETS, CAMPAIGN_COUNT_STATUSES, type CampaignsCountsReply, type CampaignsCountsRequest, isPositiveId, listOf } from '@mail/contracts';

import { CampaignReadsRepository, type StatusCount } from '../campaign-reads.repository';

type Counts = CampaignsCountsReply['Counts'];
type Buckets = CampaignsCountsReply['Buckets'];

/**
 * campaigns.counts: the caller's campaigns per status and per campaign-browser bucket, in one statement. Tags entries
 * that are not ids are ignored (as Campaigns.Delete reads its ids).
 */
@Injectable()
export class CampaignsCountsService {
  constructor(private readonly reads: CampaignReadsRepository) {}

  async run(userId: number, input: CampaignsCountsRequest): Promise<CampaignsCountsReply> {
    const tagIds = listOf(input.tags).filter(isPositiveId).map(Number);
    const rows = await this.reads.statusCounts(userId, { tagIds, from: input.date_from?.trim() || undefined, to: input.date_to?.trim() || undefined });
    return tally(rows);
  }
}

/** our statuses into the vendor's: Scheduled (a Ready campaign with a time) counts as Ready */
export function tally(rows: StatusCount[]): CampaignsCountsReply {
  const counts = Object.fromEntries([...CAMPAIGN_COUNT_STATUSES, 'Total'].map((s) => [s, 0])) as Counts;
  const buckets = Object.fromEntries([...CAMPAIGN_BUCKETS, 'Total'].map((s) => [s, 0])) as Buckets;
  for (const { status, schedule_type: schedule, n } of rows) {
    const ready = status === 'Ready' || status === 'Scheduled';
    counts[ready ? 'Ready' : (status as keyof Counts)] += n;
    counts.Total += n;
    const bucket: keyof Buckets = ready
      ? schedule === 'Immediate'
        ? 'Outbox'
        : schedule === 'Future' || schedule === 'Recursive'
          ? 'Scheduled'
          : 'Draft'
      : status === 'Sending'
        ? 'Outbox'
        : status;
    buckets[bucket] += n;
    buckets.Total += n;
  }
  return { Counts: counts, Buckets: buckets };
}
