import { Injectable } from '@nestjs/common';

import type { UsageAggregation, UserSends } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

const TRUNC: Record<UsageAggregation, string> = { daily: 'day', weekly: 'week', monthly: 'month', yearly: 'year' };

/**
 * What users sent in [start, end) for accounts' usage reports: campaign recipients sent, autoresponder mails sent
 * and journey mails handed to the mailer, per UTC period; and campaign runs finished. Two grouped statements
 * whatever the number of users.
 */
@Injectable()
export class UsersSendsQuery {
  constructor(private readonly db: ServiceDb) {}

  async sends(userIds: number[] | undefined, start: string, end: string, aggregation: UsageAggregation): Promise<UserSends[]> {
    const ids = userIds ?? null;
    const emails = await this.db.query<{ user_id: number; period: string; n: string }>(
      `WITH "sent" AS (
         SELECT c."user_id", (r."sent_at" AT TIME ZONE 'UTC') AS "at"
           FROM "campaigns"."recipient" r JOIN "campaigns"."campaign" c ON c."id" = r."campaign_id"
          WHERE r."state" = 'sent' AND r."sent_at" >= $1::timestamptz AND r."sent_at" < $2::timestamptz
            AND ($3::int[] IS NULL OR c."user_id" = ANY($3::int[]))
         UNION ALL
         SELECT a."user_id", a."sent_at" FROM "campaigns"."autoresponder_send" a
          WHERE a."status" = 'Sent' AND a."sent_at" >= ($1::timestamptz AT TIME ZONE 'UTC') AND a."sent_at" < ($2::timestamptz AT TIME ZONE 'UTC')
            AND ($3::int[] IS NULL OR a."user_id" = ANY($3::int[]))
         UNION ALL
         SELECT j."user_id", j."created_at" FROM "campaigns"."journey_mail" j
          WHERE j."message_id" IS NOT NULL AND j."created_at" >= ($1::timestamptz AT TIME ZONE 'UTC') AND j."created_at" < ($2::timestamptz AT TIME ZONE 'UTC')
            AND ($3::int[] IS NULL OR j."user_id" = ANY($3::int[]))
       )
       SELECT "user_id", to_char(date_trunc($4, "at"), 'YYYY-MM-DD') AS "period", count(*) AS "n"
         FROM "sent" GROUP BY 1, 2 ORDER BY 1, 2`,
      [start, end, ids, TRUNC[aggregation]],
    );
    const runs = await this.db.query<{ user_id: number; n: string }>(
      `SELECT c."user_id", count(*) AS "n"
         FROM "campaigns"."campaign_run" r JOIN "campaigns"."campaign" c ON c."id" = r."campaign_id"
        WHERE r."finished_at" >= $1::timestamptz AND r."finished_at" < $2::timestamptz AND ($3::int[] IS NULL OR c."user_id" = ANY($3::int[]))
        GROUP BY 1`,
      [start, end, ids],
    );
    const users = new Map<number, UserSends>();
    const of = (userId: number) => {
      let row = users.get(userId);
      if (!row) users.set(userId, (row = { userId, emailsByPeriod: {}, emailsSent: 0, campaignsSent: 0 }));
      return row;
    };
    for (const r of emails) {
      const row = of(Number(r.user_id));
      row.emailsByPeriod[r.period] = Number(r.n);
      row.emailsSent += Number(r.n);
    }
    for (const r of runs) of(Number(r.user_id)).campaignsSent = Number(r.n);
    return [...users.values()].sort((a, b) => a.userId - b.userId);
  }
}
