import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

/** one count of the figures: sends ('sent') or an engagement kind, per action, UTC day and recipient domain */
export interface FigureRow {
  action_id: string;
  journey_id: string;
  day: string;
  domain: string;
  kind: 'sent' | 'open' | 'click' | 'bounce' | 'unsubscribe' | 'complaint' | 'view' | 'conversion';
  n: string;
}

export interface FigureFilter {
  userId: number;
  /** one journey, or all of the user's when null */
  journeyId: number | null;
  actionId: number | null;
  domain: string | null;
  from: string;
  to: string;
}

/** The journey email figures: sends (action_send) and engagement (action_engagement) in a window of UTC days. */
@Injectable()
export class StatsRepository {
  constructor(private readonly db: ServiceDb) {}

  /** an engagement counts under its recipient's domain (the send it answers) and the day it happened */
  figures(f: FigureFilter): Promise<FigureRow[]> {
    return this.db.query<FigureRow>(
      `WITH acts AS (
         SELECT a."id", a."journey_id" FROM "journeys"."action" a JOIN "journeys"."journey" j ON j."id" = a."journey_id" AND j."user_id" = $1
         WHERE a."type" = 'SendEmail' AND ($2::bigint IS NULL OR a."journey_id" = $2) AND ($3::bigint IS NULL OR a."id" = $3)
       ), facts AS (
         SELECT s."action_id", s."at", s."domain", 'sent' AS "kind" FROM "journeys"."action_send" s JOIN acts ON acts."id" = s."action_id"
         UNION ALL
         SELECT g."action_id", g."at", coalesce(d."domain", ''), g."kind" FROM "journeys"."action_engagement" g JOIN acts ON acts."id" = g."action_id"
         LEFT JOIN LATERAL (SELECT s."domain" FROM "journeys"."action_send" s WHERE s."action_id" = g."action_id" AND s."subscriber_id" = g."subscriber_id"
                            ORDER BY s."at" DESC LIMIT 1) d ON true
       )
       SELECT f."action_id"::text AS "action_id", acts."journey_id"::text AS "journey_id", to_char(f."at", 'YYYY-MM-DD') AS "day", f."domain", f."kind", count(*)::text AS "n"
       FROM facts f JOIN acts ON acts."id" = f."action_id"
       WHERE f."at" >= $5::date AND f."at" < $6::date + 1 AND ($4::text IS NULL OR f."domain" = lower($4))
       GROUP BY 1, 2, 3, 4, 5`,
      [f.userId, f.journeyId, f.actionId, f.domain, f.from, f.to],
    );
  }
}
