import { Injectable } from '@nestjs/common';

import type { AdminEventsSearchReply, AdminEventsSearchRequest } from '@mail/contracts';

import { AdminEventsRepository } from '../admin-events.repository';

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === '';
const id = (v: unknown) => (blank(v) ? undefined : Number(v));

/** admin.events.search: every user's website events (tracking's store), filtered and paged. */
@Injectable()
export class AdminEventsSearchService {
  constructor(private readonly repository: AdminEventsRepository) {}

  async run(input: AdminEventsSearchRequest): Promise<AdminEventsSearchReply> {
    const n = Number(input.recordsperrequest);
    const o = Number(input.recordsfrom);
    const dateTo = input.dateto?.trim();
    const { rows, total } = await this.repository.search({
      userId: id(input.filterbyuserid),
      listId: id(input.filterbylistid),
      subscriberId: id(input.filterbysubscriberid),
      event: input.eventtype?.trim() && input.eventtype.trim().toLowerCase() !== 'all' ? input.eventtype.trim() : undefined,
      keyword: input.searchkeyword?.trim() || undefined,
      from: blank(input.datefrom) ? undefined : new Date(input.datefrom!),
      to: dateTo ? new Date(/^\d{4}-\d{2}-\d{2}$/.test(dateTo) ? `${dateTo}T23:59:59.999Z` : dateTo) : undefined,
      uuid: input.websiteeventuuid?.trim() || undefined,
      order: String(input.orderfield ?? '').toLowerCase(),
      desc:
        String(input.ordertype ?? 'DESC')
          .trim()
          .toUpperCase() !== 'ASC',
      // the vendor's default is every record (0): at most 10,000 here
      limit: Number.isInteger(n) && n > 0 ? Math.min(n, 10_000) : 10_000,
      offset: Number.isInteger(o) && o > 0 ? o : 0,
    });
    const withProperties = !['false', '0', 'no', 'off'].includes(
      String(input.includeproperties ?? 'true')
        .trim()
        .toLowerCase(),
    );
    return {
      Success: true,
      ErrorCode: 0,
      ErrorText: '',
      Events: rows.map((r) => ({
        EventID: r.event_id,
        Event: r.event,
        UserID: r.user_id,
        ListID: Number(r.list_id),
        SubscriberID: Number(r.subscriber_id ?? 0),
        WebsiteEventUUID: r.tracker_uuid,
        CreatedAt: new Date(r.occurred_at).toISOString().slice(0, 19).replace('T', ' '),
        ...(withProperties ? { Properties: r.properties ?? {} } : {}),
      })),
      TotalEvents: total,
    };
  }
}
