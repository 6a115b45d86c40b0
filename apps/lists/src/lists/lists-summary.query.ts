import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import { SUBSCRIBER_COUNT_SQL } from './list.row';

export interface ListSummaryRow {
  id: string;
  user_id: number;
  name: string;
  total?: string;
  subscribed?: string;
  unsubscribed?: string;
  opt_in_pending?: string;
  soft_bounced?: string;
  hard_bounced?: string;
}

/** Queries.ListsSummary: the asked lists of the user, with their per-state counters summed on request. */
@Injectable()
export class ListsSummaryQuery {
  constructor(private readonly db: ServiceDb) {}

  read(userId: number, listIds: number[], statistics: boolean): Promise<ListSummaryRow[]> {
    if (!listIds.length) return Promise.resolve([]);
    const counters = statistics
      ? `, ${SUBSCRIBER_COUNT_SQL} AS "total", c."subscribed", c."unsubscribed", c."opt_in_pending", c."soft_bounced", c."hard_bounced"`
      : '';
    const join = statistics
      ? `LEFT JOIN LATERAL (SELECT sum("subscribed") AS "subscribed", sum("unsubscribed") AS "unsubscribed", sum("opt_in_pending") AS "opt_in_pending",
                                   sum("soft_bounced") AS "soft_bounced", sum("hard_bounced") AS "hard_bounced"
                              FROM "lists"."list_counter" WHERE "list_id" = l."id") c ON true`
      : '';
    return this.db.query<ListSummaryRow>(
      `SELECT l."id", l."user_id", l."name"${counters} FROM "lists"."list" l ${join}
        WHERE l."id" = ANY($1::bigint[]) AND l."user_id" = $2 ORDER BY l."id"`,
      [listIds, userId],
    );
  }
}
