import { Injectable } from '@nestjs/common';

import type { SmsRepliesBrowseReply, SmsRepliesBrowseRequest } from '@mail/contracts';
import type { Caller } from '@mail/kit';
import { paramBool } from '@mail/values';

import { OwnedCampaign } from '../../campaigns/owned-campaign';
import { intCursorOf, invalid, limitOf } from '../../common/params';
import { ReportRepository } from '../report.repository';

/** smscampaign.replies: inbound replies by InboundID; NextCursor null at the end. */
@Injectable()
export class SmsCampaignRepliesService {
  constructor(
    private readonly campaigns: OwnedCampaign,
    private readonly reports: ReportRepository,
  ) {}

  async run(input: SmsRepliesBrowseRequest, caller: Caller): Promise<SmsRepliesBrowseReply> {
    const c = await this.campaigns.of(caller, input);
    const optOutsOnly = paramBool(input.optoutsonly, false);
    const limit = limitOf(input.limit, 3);
    const cursor = intCursorOf(input.cursor, 4);
    if (cursor && !(await this.reports.replyExists(c.id, cursor))) throw invalid(4, 'Cursor must be the previous NextCursor');
    const rows = await this.reports.replies(c.id, optOutsOnly, cursor, limit);
    const page = rows.slice(0, limit);
    return {
      OptOutsOnly: optOutsOnly,
      Limit: limit,
      Replies: page.map((r) => ({
        InboundID: Number(r.id),
        FromNumber: r.fromNumber,
        MessageText: r.text,
        ReceivedAt: r.receivedAt,
        IsOptOut: r.isOptOut ? 1 : 0,
        OptOutScope: r.optOutScope,
        UnsubscribeStatus: r.unsubscribeStatus,
      })),
      NextCursor: rows.length > limit ? Number(page[page.length - 1].id) : null,
    };
  }
}
