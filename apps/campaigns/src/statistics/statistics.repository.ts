import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { InjectDataSource } from '@mail/db';

/** events of one kind of one campaign, human or machine */
export interface KindCount {
  campaignId: number;
  kind: string;
  isBot: boolean;
  total: number;
  unique: number;
  /** the events' summed value (attributed conversions' revenue) */
  revenue?: number;
}

export interface RecipientCount {
  campaignId: number;
  sent: number;
  hard: number;
  soft: number;
}

export interface DayCount {
  day: string;
  kind: string;
  total: number;
  unique: number;
}

export interface LinkCount {
  id: number;
  url: string;
  total: number;
  unique: number;
  machine: number;
}

/** the aggregates statistics are made of, straight from tracking_event, recipient and link */
@Injectable()
export class StatisticsRepository {
  constructor(@InjectDataSource('campaigns') private readonly dataSource: DataSource) {}

  async kindCounts(campaignIds: number[]): Promise<KindCount[]> {
    const rows: { campaign_id: string; kind: string; is_bot: boolean; total: number; uniq: number; revenue: number }[] = await this.dataSource.query(
      `SELECT "campaign_id", "kind", "is_bot", count(*)::int AS total, count(DISTINCT "recipient_id")::int AS uniq, sum("value")::float8 AS revenue
       FROM "campaigns"."tracking_event" WHERE "campaign_id" = ANY($1::bigint[]) GROUP BY "campaign_id", "kind", "is_bot"`,
      [campaignIds],
    );
    return rows.map((r) => ({ campaignId: Number(r.campaign_id), kind: r.kind, isBot: r.is_bot, total: r.total, unique: r.uniq, revenue: r.revenue }));
  }

  /** sent and bounced recipients: the campaign's counters (delivery's settle statement and the bounce recorder keep them) */
  async recipientCounts(campaignIds: number[]): Promise<RecipientCount[]> {
    const rows: { id: string; sent: number; hard: number; soft: number }[] = await this.dataSource.query(
      `SELECT "id", "total_sent" AS sent, "total_hard_bounces" AS hard, "total_soft_bounces" AS soft FROM "campaigns"."campaign" WHERE "id" = ANY($1::bigint[])`,
      [campaignIds],
    );
    return rows.map((r) => ({ campaignId: Number(r.id), sent: r.sent, hard: r.hard, soft: r.soft }));
  }

  /** human events per UTC day and kind, within [from, to) */
  async dayCounts(campaignId: number, from: Date, to: Date): Promise<DayCount[]> {
    const rows: { day: string; kind: string; total: number; uniq: number }[] = await this.dataSource.query(
      `SELECT to_char("occurred_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, "kind", count(*)::int AS total, count(DISTINCT "recipient_id")::int AS uniq
       FROM "campaigns"."tracking_event" WHERE "campaign_id" = $1 AND NOT "is_bot" AND "occurred_at" >= $2 AND "occurred_at" < $3 GROUP BY 1, 2`,
      [campaignId, from, to],
    );
    return rows.map((r) => ({ day: r.day, kind: r.kind, total: r.total, unique: r.uniq }));
  }

  async linkCounts(campaignId: number): Promise<LinkCount[]> {
    const rows: { id: string; url: string; total: number; uniq: number; machine: number }[] = await this.dataSource.query(
      `SELECT l."id", l."url", count(e."id") FILTER (WHERE NOT e."is_bot")::int AS total,
              count(DISTINCT e."recipient_id") FILTER (WHERE NOT e."is_bot")::int AS uniq, count(e."id") FILTER (WHERE e."is_bot")::int AS machine
       FROM "campaigns"."link" l
       LEFT JOIN "campaigns"."tracking_event" e ON e."campaign_id" = l."campaign_id" AND e."kind" = 'click' AND e."link_id" = l."id"
       WHERE l."campaign_id" = $1 GROUP BY l."id", l."url" ORDER BY total DESC, l."id"`,
      [campaignId],
    );
    return rows.map((r) => ({ id: Number(r.id), url: r.url, total: r.total, unique: r.uniq, machine: r.machine }));
  }

  /** where the per-day window starts: the send (of the latest run), else the first event */
  async windowStart(campaignId: number): Promise<Date | undefined> {
    const [row]: { at: Date | null }[] = await this.dataSource.query(
      `SELECT coalesce(c."send_started_at", (SELECT min(e."occurred_at") FROM "campaigns"."tracking_event" e WHERE e."campaign_id" = c."id")) AS at
       FROM "campaigns"."campaign" c WHERE c."id" = $1`,
      [campaignId],
    );
    return row?.at ?? undefined;
  }
}
