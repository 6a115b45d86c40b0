import { Injectable } from '@nestjs/common';

import type { SmsRecipientsBrowseReply, SmsRecipientsBrowseRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';

import { OwnedCampaign } from '../../campaigns/owned-campaign';
import { intCursorOf, invalid, limitOf } from '../../common/params';
import { recipientStatusOf } from '../recipient-status';
import { ReportRepository } from '../report.repository';

/**
 * smscampaign.recipients: by QueueID; once the detail expired, DetailExpired and no recipients. `Status` is one of
 * the spec's recipient statuses; `SendState` (ours) tells how the hand-over to the provider ended: queued, sending,
 * sent, failed, cancelled, or unknown (a claim abandoned while the provider may have had it: never sent again, its
 * Status stays Sending until a receipt says more); null for a message that was never queued (skipped).
 */
@Injectable()
export class SmsCampaignRecipientsService {
  constructor(
    private readonly campaigns: OwnedCampaign,
    private readonly reports: ReportRepository,
  ) {}

  async run(input: SmsRecipientsBrowseRequest, caller: Caller): Promise<SmsRecipientsBrowseReply> {
    const c = await this.campaigns.of(caller, input);
    const status = recipientStatusOf(input.status, 3);
    const limit = limitOf(input.limit, 4);
    const cursor = intCursorOf(input.cursor, 5);
    if (cursor && !(await this.reports.recipientExists(c.id, cursor))) throw invalid(5, 'Cursor must be the previous NextCursor');
    const expired = c.detailExpiredAt !== null;
    const rows = expired ? [] : await this.reports.recipients(c.id, status, cursor, limit);
    const page = rows.slice(0, limit);
    return {
      DetailExpired: expired,
      Status: status ?? null,
      Limit: limit,
      Recipients: page.map((r) => ({
        QueueID: Number(r.id),
        RelSubscriberID: r.subscriberId === null ? null : Number(r.subscriberId),
        RecipientNumber: r.number,
        Status: r.status,
        SendState: r.sendState,
        SentTime: r.sentAt,
        DeliveredTime: r.deliveredAt,
        FirstClickedAt: r.firstClickedAt,
        ClickCount: r.clickCount,
      })),
      NextCursor: rows.length > limit ? Number(page[page.length - 1].id) : null,
    };
  }
}
