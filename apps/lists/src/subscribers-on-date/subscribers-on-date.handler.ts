import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { Queries, type SubscribersOnDateReply, type SubscribersOnDateRequest } from '@mail/contracts';

import { type DateMatch, SubscribersOnDateRepository } from './subscribers-on-date.repository';

const DEFAULT_PAGE = 1_000;

/** campaigns' OnSubscriberDate autoresponders ask which members' date falls on a day (Queries.SubscribersOnDate). */
@Controller()
export class SubscribersOnDateHandler {
  constructor(private readonly repository: SubscribersOnDateRepository) {}

  @HandlesQuery(Queries.SubscribersOnDate)
  async onDate(request: SubscribersOnDateRequest): Promise<SubscribersOnDateReply> {
    const [year, month, day] = request.date.split('-').map(Number);
    const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const match: DateMatch = {
      field: request.field === 'SubscriptionDate' ? { kind: 'subscription' } : { kind: 'custom', fieldId: Number(request.field.slice('CustomField'.length)) },
      day,
      month: request.monthly ? null : month,
      lastDayOfMonth: day === lastDay,
    };
    const limit = request.limit ?? DEFAULT_PAGE;
    const rows = await this.repository.page(request.userId, request.listId, match, request.afterSubscriberId ?? 0, limit);
    const members = rows.map((r) => ({ subscriberId: Number(r.id), emailAddress: r.email }));
    return rows.length === limit ? { members, nextAfterSubscriberId: members[members.length - 1].subscriberId } : { members };
  }
}
