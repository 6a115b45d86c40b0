import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface SeriesRow {
  bucket: string;
  event: string;
  events: number;
  messages: number;
}

/**
 * The breakdown dimensions and the column (or expression) each groups the events by. A Map: the dimension is the
 * client's text, and an object would also answer `constructor` (a function's source in the SQL).
 */
export const DIMENSIONS = new Map<string, string>([
  ['hour', `to_char("event_time", 'HH24')`],
  ['day', `to_char("event_time", 'YYYY-MM-DD')`],
  ['gateway_status', `"gateway_status"`],
  ['error_code', `"error_code"`],
  ['carrier', `"carrier"`],
  ['country', `"country"`],
  ['link', `COALESCE("url", '')`],
  ['sender_id', `"sender_id"`],
]);

export interface EventRow {
  /** YYYY-MM-DD HH:MM:SS.mmm */
  eventTime: string;
  eventId: string;
  event: string;
  source: string;
  subscriberId: string | null;
  url: string | null;
  isBot: boolean;
  messageId: string | null;
  deviceType: string;
  browser: string;
  os: string;
}

export interface EventFilter {
  campaignId: number;
  events?: string[];
  from?: Date;
  to?: Date;
  subscriberId?: number;
  includeBots: boolean;
  after?: { time: string; id: string };
  limit: number;
}

/** The reports' SQL over the event store, the recipients, the replies and the daily pre-aggregate. */
@Injectable()
export class ReportRepository {
  constructor(private readonly db: ServiceDb) {}

  /**
   * The series items' JSON text (`{"Bucket":…,"Event":…,"Events":…,"Messages":…}` joined by commas, in bucket and
   * event order), built by PostgreSQL from the hourly pre-aggregate (the roll-up's): one text value instead of a row
   * and an object per bucket. An hour with only bot events is left out without IncludeBots.
   */
  async hourlySeriesJson(campaignId: number, events: string[], includeBots: boolean): Promise<string> {
    const [eventsColumn, messagesColumn] = includeBots ? ['"events"', '"messages"'] : ['"human_events"', '"human_messages"'];
    return this.seriesJson(
      `to_char("hour", 'YYYY-MM-DD HH24:00:00')`,
      `"sms"."hourly_stat" WHERE "campaign_id" = $1 AND "event" = ANY($2::text[]) AND ${eventsColumn} > 0`,
      eventsColumn,
      messagesColumn,
      [campaignId, events],
    );
  }

  /** as hourlySeriesJson, from the daily pre-aggregate (no bot flag) */
  async dailySeriesJson(campaignId: number, events: string[]): Promise<string> {
    return this.seriesJson(
      `to_char("day", 'YYYY-MM-DD')`,
      `"sms"."daily_stat" WHERE "campaign_id" = $1 AND "event" = ANY($2::text[])`,
      '"events"',
      '"messages"',
      [campaignId, events],
    );
  }

  /** bucket and event are to_char text and an event type name: nothing in them needs JSON escaping */
  private async seriesJson(bucket: string, from: string, events: string, messages: string, params: unknown[]): Promise<string> {
    const [row] = await this.db.prepared<{ json: string | null }>(
      `SELECT string_agg(format('{"Bucket":"%s","Event":"%s","Events":%s,"Messages":%s}', "bucket", "event", "events", "messages"), ',' ORDER BY "bucket", "event") AS "json"
       FROM (SELECT ${bucket} AS "bucket", "event", ${events} AS "events", ${messages} AS "messages" FROM ${from}) x`,
      params,
    );
    return row?.json ?? '';
  }

  async breakdown(campaignId: number, dimension: string, events: string[], includeBots: boolean, limit: number): Promise<SeriesRow[]> {
    const bucket = DIMENSIONS.get(dimension);
    if (!bucket) throw new Error(`unknown breakdown dimension ${JSON.stringify(dimension)}`);
    return this.series(
      `SELECT ${bucket} AS "bucket", '' AS "event", count(*) AS "events", count(DISTINCT "provider_message_id") AS "messages"
       FROM "sms"."sms_event" WHERE "campaign_id" = $1 AND "event" = ANY($2::text[]) AND ($3 OR NOT "is_bot")
       GROUP BY 1 ORDER BY 3 DESC, 1 LIMIT $4`,
      [campaignId, events, includeBots, limit],
    );
  }

  /** ordered by (event_time, event_id), the unique pair the cursor names */
  events(f: EventFilter): Promise<EventRow[]> {
    const { where, params } = eventWhere(f);
    params.push(f.limit + 1);
    return this.db.query<EventRow>(
      `SELECT to_char("event_time", 'YYYY-MM-DD HH24:MI:SS.MS') AS "eventTime", "event_id" AS "eventId", "event", "source", "subscriber_id" AS "subscriberId", "url", "is_bot" AS "isBot",
         "message_id" AS "messageId", "device_type" AS "deviceType", "browser", "os"
       FROM "sms"."sms_event" WHERE ${where} ORDER BY "event_time", "event_id" LIMIT $${params.length}`,
      params,
    );
  }

  async countEvents(f: Omit<EventFilter, 'after' | 'limit'>): Promise<number> {
    const { where, params } = eventWhere(f);
    const [row] = await this.db.query<{ n: string }>(`SELECT count(*) AS "n" FROM "sms"."sms_event" WHERE ${where}`, params);
    return Number(row.n);
  }

  linkTotals(campaignId: number, includeBots: boolean): Promise<{ url: string; clicks: string; unique: string }[]> {
    return this.db.query(
      `SELECT COALESCE("url", '') AS "url", count(*) AS "clicks", count(DISTINCT "message_id") AS "unique" FROM "sms"."sms_event"
       WHERE "campaign_id" = $1 AND "event" = 'clicked' AND ($2 OR NOT "is_bot") GROUP BY 1 ORDER BY 2 DESC, 1`,
      [campaignId, includeBots],
    );
  }

  recipients(campaignId: number, status: string | undefined, after: number, limit: number) {
    return this.db.query<{
      id: string;
      subscriberId: string | null;
      number: string;
      status: string;
      sendState: string | null;
      sentAt: string | null;
      deliveredAt: string | null;
      firstClickedAt: string | null;
      clickCount: number;
    }>(
      `SELECT "id", "subscriber_id" AS "subscriberId", "recipient_number" AS "number", "status", "send_state" AS "sendState", to_char("sent_at", 'YYYY-MM-DD HH24:MI:SS') AS "sentAt", to_char("delivered_at", 'YYYY-MM-DD HH24:MI:SS') AS "deliveredAt",
         to_char("first_clicked_at", 'YYYY-MM-DD HH24:MI:SS') AS "firstClickedAt", "click_count" AS "clickCount"
       FROM "sms"."sms_message" WHERE "campaign_id" = $1 AND ($2::text IS NULL OR "status" = $2) AND "id" > $3 ORDER BY "id" LIMIT $4`,
      [campaignId, status ?? null, after, limit + 1],
    );
  }

  async countRecipients(campaignId: number, status: string | undefined): Promise<number> {
    const [row] = await this.db.query<{ n: string }>(
      `SELECT count(*) AS "n" FROM "sms"."sms_message" WHERE "campaign_id" = $1 AND ($2::text IS NULL OR "status" = $2)`,
      [campaignId, status ?? null],
    );
    return Number(row.n);
  }

  replies(campaignId: number, optOutsOnly: boolean, after: number, limit: number) {
    return this.db.query<{
      id: string;
      fromNumber: string;
      text: string;
      receivedAt: string;
      isOptOut: boolean;
      optOutScope: string | null;
      unsubscribeStatus: string | null;
    }>(
      `SELECT "id", "from_number" AS "fromNumber", "message_text" AS "text", to_char("received_at", 'YYYY-MM-DD HH24:MI:SS') AS "receivedAt", "is_opt_out" AS "isOptOut",
         "opt_out_scope" AS "optOutScope", "unsubscribe_status" AS "unsubscribeStatus"
       FROM "sms"."reply" WHERE "campaign_id" = $1 AND (NOT $2 OR "is_opt_out") AND "id" > $3 ORDER BY "id" LIMIT $4`,
      [campaignId, optOutsOnly, after, limit + 1],
    );
  }

  /** a cursor names a row this campaign has: a tampered or foreign cursor is refused, never silently re-read */
  async eventExists(campaignId: number, at: { time: string; id: string }): Promise<boolean> {
    const rows = await this.db.query(
      `SELECT 1 FROM "sms"."sms_event" WHERE "campaign_id" = $1 AND "event_time" = $2::timestamp(3) AND "event_id" = $3 LIMIT 1`,
      [campaignId, at.time, at.id],
    );
    return rows.length > 0;
  }

  async recipientExists(campaignId: number, id: number): Promise<boolean> {
    return (await this.db.query(`SELECT 1 FROM "sms"."sms_message" WHERE "id" = $1 AND "campaign_id" = $2`, [id, campaignId])).length > 0;
  }

  async replyExists(campaignId: number, id: number): Promise<boolean> {
    return (await this.db.query(`SELECT 1 FROM "sms"."reply" WHERE "id" = $1 AND "campaign_id" = $2`, [id, campaignId])).length > 0;
  }

  /** `prepared`: a hot read of one fixed shape (planned once per connection) */
  private async series(sql: string, params: unknown[], prepared = false): Promise<SeriesRow[]> {
    type Row = { bucket: string; event: string; events: string; messages: string };
    const rows = prepared ? await this.db.prepared<Row>(sql, params) : await this.db.query<Row>(sql, params);
    return rows.map((r) => ({ bucket: r.bucket, event: r.event, events: Number(r.events), messages: Number(r.messages) }));
  }
}

function eventWhere(f: Omit<EventFilter, 'limit'>): { where: string; params: unknown[] } {
  const where = [`"campaign_id" = $1`, `($2 OR NOT "is_bot")`];
  const params: unknown[] = [f.campaignId, f.includeBots];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.events) add(`"event" = ANY(?::text[])`, f.events);
  if (f.from) add(`"event_time" >= ?`, f.from.toISOString());
  if (f.to) add(`"event_time" <= ?`, f.to.toISOString());
  if (f.subscriberId) add(`"subscriber_id" = ?`, f.subscriberId);
  if (f.after) {
    params.push(f.after.time, f.after.id);
    where.push(`("event_time", "event_id") > ($${params.length - 1}::timestamp(3), $${params.length})`);
  }
  return { where: where.join(' AND '), params };
}
