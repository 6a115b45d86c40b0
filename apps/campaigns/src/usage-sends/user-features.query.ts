import { Injectable } from '@nestjs/common';

import type { UsageAggregation, UserEngagementReply, UserFeatureCountsReply } from '@mail/contracts';

const TRUNC: Record<UsageAggregation, string> = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' };
import { ServiceDb } from '@mail/kit';

/** user.usage.get's Campaigns and AutoResponders counts of one user. */
@Injectable()
export class CampaignsUserFeaturesQuery {
  constructor(private readonly db: ServiceDb) {}

  async counts(userId: number): Promise<UserFeatureCountsReply['features']> {
    const row = await this.db.one<{ campaigns: string; autoresponders: string }>(
      `SELECT (SELECT count(*) FROM "campaigns"."campaign" WHERE "user_id" = $1) AS "campaigns",
              (SELECT count(*) FROM "campaigns"."autoresponder" WHERE "user_id" = $1) AS "autoresponders"`,
      [userId],
    );
    return { Campaigns: { count: Number(row?.campaigns ?? 0) }, AutoResponders: { count: Number(row?.autoresponders ?? 0) } };
  }

  /** user.stats: opens (not by bots) per UTC period, and per list the recipients sent in the last 30 days and who of them engaged */
  async engagement(userId: number, start: string, end: string, aggregation: UsageAggregation): Promise<UserEngagementReply> {
    const opens = await this.db.query<{ period: string; n: string }>(
      `SELECT to_char(date_trunc($4, e."occurred_at" AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS "period", count(*) AS "n"
         FROM "campaigns"."tracking_event" e JOIN "campaigns"."campaign" c ON c."id" = e."campaign_id"
        WHERE c."user_id" = $1 AND e."kind" = 'open' AND NOT e."is_bot" AND e."occurred_at" >= $2::timestamptz AND e."occurred_at" < $3::timestamptz
        GROUP BY 1 ORDER BY 1`,
      [userId, start, end, TRUNC[aggregation]],
    );
    const lists = await this.db.query<{ list_id: string; sent: string; opens: string; clicks: string; forwards: string; views: string }>(
      `SELECT r."list_id", count(*) AS "sent",
              count(*) FILTER (WHERE k."open") AS "opens", count(*) FILTER (WHERE k."click") AS "clicks",
              count(*) FILTER (WHERE k."forward") AS "forwards", count(*) FILTER (WHERE k."view") AS "views"
         FROM "campaigns"."recipient" r JOIN "campaigns"."campaign" c ON c."id" = r."campaign_id"
         LEFT JOIN LATERAL (
           SELECT bool_or(e."kind" = 'open') AS "open", bool_or(e."kind" = 'click') AS "click",
                  bool_or(e."kind" = 'forward') AS "forward", bool_or(e."kind" = 'view') AS "view"
             FROM "campaigns"."tracking_event" e
            WHERE e."campaign_id" = r."campaign_id" AND e."subscriber_id" = r."subscriber_id" AND e."recipient_id" = r."id" AND NOT e."is_bot") k ON true
        WHERE c."user_id" = $1 AND r."state" = 'sent' AND r."sent_at" >= now() - interval '30 days'
        GROUP BY 1 ORDER BY 1`,
      [userId],
    );
    return {
      opensByPeriod: Object.fromEntries(opens.map((r) => [r.period, Number(r.n)])),
      lists30d: lists.map((r) => ({
        listId: Number(r.list_id),
        sent: Number(r.sent),
        opens: Number(r.opens),
        clicks: Number(r.clicks),
        forwards: Number(r.forwards),
        views: Number(r.views),
      })),
    };
  }
}
