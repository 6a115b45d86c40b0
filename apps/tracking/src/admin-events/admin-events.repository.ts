import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface EventFilter {
  userId?: number;
  listId?: number;
  subscriberId?: number;
  event?: string;
  keyword?: string;
  from?: Date;
  to?: Date;
  uuid?: string;
  order: string;
  desc: boolean;
  limit: number;
  offset: number;
}

export interface EventRow {
  event_id: string;
  event: string;
  user_id: number;
  list_id: string;
  subscriber_id: string | null;
  tracker_uuid: string;
  occurred_at: Date;
  properties: Record<string, unknown>;
}

const ORDER: Record<string, string> = { createdat: '"occurred_at"', event: '"event"', userid: '"user_id"', listid: '"list_id"' };

/** Admin search over every user's website events. */
@Injectable()
export class AdminEventsRepository {
  constructor(private readonly db: ServiceDb) {}

  async search(f: EventFilter): Promise<{ rows: EventRow[]; total: number }> {
    const params: unknown[] = [];
    const where: string[] = ['TRUE'];
    const add = (sql: string, v: unknown) => {
      params.push(v);
      where.push(sql.replaceAll('?', `$${params.length}`));
    };
    if (f.userId) add(`"user_id" = ?`, f.userId);
    if (f.listId) add(`"list_id" = ?`, f.listId);
    if (f.subscriberId) add(`"subscriber_id" = ?`, f.subscriberId);
    if (f.event) add(`lower("event") = lower(?)`, f.event);
    if (f.keyword) add(`("event" ILIKE ? OR "email" ILIKE ?)`, `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    if (f.from) add(`"occurred_at" >= ?::timestamptz at time zone 'utc'`, f.from.toISOString());
    if (f.to) add(`"occurred_at" <= ?::timestamptz at time zone 'utc'`, f.to.toISOString());
    if (f.uuid) add(`"tracker_uuid" = ?`, f.uuid);
    const filter = where.join(' AND ');
    const counted = await this.db.one<{ n: number }>(`SELECT count(*)::int AS "n" FROM "tracking"."website_event" WHERE ${filter}`, params);
    const rows = await this.db.query<EventRow>(
      `SELECT "event_id", "event", "user_id", "list_id", "subscriber_id", "tracker_uuid", "occurred_at" AT TIME ZONE 'utc' AS "occurred_at", "properties"
       FROM "tracking"."website_event" WHERE ${filter}
       ORDER BY ${ORDER[f.order] ?? ORDER.createdat} ${f.desc ? 'DESC' : 'ASC'}, "event_id" LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, f.limit, f.offset],
    );
    return { rows, total: counted?.n ?? 0 };
  }
}
