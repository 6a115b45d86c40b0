import { Injectable } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';

import { InjectDataSource } from '@mail/db';

export const PERIODS = ['all', 'month', 'day', 'hour', 'minute'] as const;
export type Period = (typeof PERIODS)[number];
export type UsageSnapshot = Record<Period, number>;

/**
 * Usage counters bucketed per period (UTC): the lifetime total, this month, today, this hour and this
 * minute. `period_start` of `all` is the epoch.
 */
@Injectable()
export class UsageRepository {
  constructor(@InjectDataSource('accounts') private readonly db: DataSource) {}

  async add(manager: EntityManager, userId: number, metric: string, count: number, at: Date): Promise<void> {
    await manager.query(
      `INSERT INTO "accounts"."usage_counter" ("user_id", "metric", "period", "period_start", "count")
       SELECT $1, $2, p.period, CASE WHEN p.period = 'all' THEN 'epoch'::timestamptz ELSE date_trunc(p.period, $4::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' END, $3
         FROM unnest(ARRAY['all', 'month', 'day', 'hour', 'minute']) AS p(period)
       ON CONFLICT ("user_id", "metric", "period", "period_start") DO UPDATE SET "count" = "accounts"."usage_counter"."count" + EXCLUDED."count"`,
      [userId, metric, count, at.toISOString()],
    );
  }

  async snapshot(userId: number, metric = 'email_gateway_sent'): Promise<UsageSnapshot> {
    const rows: { period: Period; count: string }[] = await this.db.query(
      `SELECT "period", "count" FROM "accounts"."usage_counter"
        WHERE "user_id" = $1 AND "metric" = $2 AND "period_start" = CASE WHEN "period" = 'all' THEN 'epoch'::timestamptz
              ELSE date_trunc("period", now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' END`,
      [userId, metric],
    );
    const snapshot: UsageSnapshot = { all: 0, month: 0, day: 0, hour: 0, minute: 0 };
    for (const row of rows) snapshot[row.period] = Number(row.count);
    return snapshot;
  }

  /**
   * A metric's counts per user and period start (`YYYY-MM-DD`, `trunc` = day/week/month/year) in [start, end), read
   * from the day buckets (kept 45 days) or, for `month`/`year`, the month buckets (kept for ever).
   */
  async countsByPeriod(
    userIds: number[] | null,
    metric: string,
    start: string,
    end: string,
    trunc: 'day' | 'week' | 'month' | 'year',
  ): Promise<{ user_id: number; period: string; n: number }[]> {
    const bucket = trunc === 'month' || trunc === 'year' ? 'month' : 'day';
    const rows: { user_id: number; period: string; n: string }[] = await this.db.query(
      `SELECT "user_id", to_char(date_trunc($5, "period_start" AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS "period", sum("count") AS "n"
         FROM "accounts"."usage_counter"
        WHERE "metric" = $1 AND "period" = $2 AND "period_start" >= date_trunc($2, $3::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
          AND "period_start" < $4::timestamptz AND ($6::int[] IS NULL OR "user_id" = ANY($6::int[]))
        GROUP BY 1, 2 HAVING sum("count") > 0 ORDER BY 1, 2`,
      [metric, bucket, start, end, trunc, userIds],
    );
    return rows.map((r) => ({ user_id: Number(r.user_id), period: r.period, n: Number(r.n) }));
  }

  /** user.usage.get's UserAPIKeys: the user's API keys */
  async apiKeyCount(userId: number): Promise<number> {
    const rows: { n: string }[] = await this.db.query(`SELECT count(*) AS "n" FROM "accounts"."api_key" WHERE "user_id" = $1`, [userId]);
    return Number(rows[0]?.n ?? 0);
  }

  async purgeOld(): Promise<void> {
    await this.db.query(
      `DELETE FROM "accounts"."usage_counter" WHERE ("period" = 'minute' AND "period_start" < now() - interval '1 day')
          OR ("period" = 'hour' AND "period_start" < now() - interval '3 days') OR ("period" = 'day' AND "period_start" < now() - interval '45 days')`,
    );
  }
}
