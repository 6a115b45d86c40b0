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

  async purgeOld(): Promise<void> {
    await this.db.query(
      `DELETE FROM "accounts"."usage_counter" WHERE ("period" = 'minute' AND "period_start" < now() - interval '1 day')
          OR ("period" = 'hour' AND "period_start" < now() - interval '3 days') OR ("period" = 'day' AND "period_start" < now() - interval '45 days')`,
    );
  }
}
