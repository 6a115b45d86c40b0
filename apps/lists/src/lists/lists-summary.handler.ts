import { Controller } from '@nestjs/common';

import { HandlesQuery } from '@mail/bus';
import { type ListSummary, type ListsSummaryReply, type ListsSummaryRequest, Queries } from '@mail/contracts';

import { type ListSummaryRow, ListsSummaryQuery } from './lists-summary.query';

const n = (value: string | undefined) => Number(value ?? 0);

function present(row: ListSummaryRow, statistics: boolean): ListSummary {
  const list: ListSummary = { ListID: Number(row.id), Name: row.name, RelOwnerUserID: row.user_id };
  if (!statistics) return list;
  list.SubscriberCount = n(row.total);
  list.Statistics = {
    TotalSubscribers: n(row.total),
    ActiveSubscribers: n(row.subscribed),
    UnsubscribedSubscribers: n(row.unsubscribed),
    OptInPendingSubscribers: n(row.opt_in_pending),
    SoftBouncedSubscribers: n(row.soft_bounced),
    HardBouncedSubscribers: n(row.hard_bounced),
  };
  return list;
}

/** Queries.ListsSummary: accounts' client-scoped reads ask which assigned lists still exist, and their counts. */
@Controller()
export class ListsSummaryHandler {
  constructor(private readonly query: ListsSummaryQuery) {}

  @HandlesQuery(Queries.ListsSummary)
  async handle(request: ListsSummaryRequest): Promise<ListsSummaryReply> {
    const statistics = request.statistics === true;
    const rows = await this.query.read(request.userId, request.listIds, statistics);
    return { lists: rows.map((row) => present(row, statistics)) };
  }
}
