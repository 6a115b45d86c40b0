import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { InjectDataSource } from '@mail/db';

export interface SendLimits {
  perMinute: number | null;
  perHour: number | null;
  perDay: number | null;
  /** per UTC calendar month: the group's default-sender-domain limit, for a run sending from that domain */
  perMonth: number | null;
}

/** a month's window opens days later: a worker looks again within the hour, so a raised limit applies soon */
const MONTH_RECHECK_MS = 3_600_000;

/** granted messages now, or how long until the exhausted window (minute, hour, UTC day or month) opens again */
export interface Reservation {
  granted: number;
  waitMs: number;
}

/**
 * Messages sent per user and minute (and, for runs under a monthly limit, per month in send_month). A reservation is taken under a per-user advisory lock, so concurrent
 * workers of every replica together never pass a limit; unused reservations are given back.
 */
@Injectable()
export class SendWindowRepository {
  constructor(@InjectDataSource('campaigns') private readonly db: DataSource) {}

  async reserve(userId: number, wanted: number, limits: SendLimits): Promise<Reservation> {
    return this.db.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('campaigns.send_window'), $1)`, [userId]);
      await m.query(`DELETE FROM "campaigns"."send_window" WHERE "user_id" = $1 AND "minute" < date_trunc('day', now()) - interval '1 day'`, [userId]);
      const [used] = await m.query(
        `SELECT coalesce(sum("sent") FILTER (WHERE "minute" >= date_trunc('minute', now())), 0)::int AS "minute",
                coalesce(sum("sent") FILTER (WHERE "minute" >= date_trunc('hour', now())), 0)::int AS "hour",
                coalesce(sum("sent") FILTER (WHERE "minute" >= date_trunc('day', now())), 0)::int AS "day",
                extract(epoch FROM date_trunc('minute', now()) + interval '1 minute' - now()) * 1000 AS "to_minute",
                extract(epoch FROM date_trunc('hour', now()) + interval '1 hour' - now()) * 1000 AS "to_hour",
                extract(epoch FROM date_trunc('day', now()) + interval '1 day' - now()) * 1000 AS "to_day"
         FROM "campaigns"."send_window" WHERE "user_id" = $1 AND "minute" >= date_trunc('day', now())`,
        [userId],
      );
      const [month] =
        limits.perMonth === null
          ? [{ sent: 0, to_month: 0 }]
          : await m.query(
              `SELECT coalesce(sum("sent"), 0)::int AS "sent",
                      extract(epoch FROM date_trunc('month', now()) + interval '1 month' - now()) * 1000 AS "to_month"
               FROM "campaigns"."send_month" WHERE "user_id" = $1 AND "month" = date_trunc('month', now())::date`,
              [userId],
            );
      const windows = [
        { limit: limits.perMinute, used: used.minute, waitMs: Number(used.to_minute) },
        { limit: limits.perHour, used: used.hour, waitMs: Number(used.to_hour) },
        { limit: limits.perDay, used: used.day, waitMs: Number(used.to_day) },
        { limit: limits.perMonth, used: month.sent, waitMs: Math.min(Number(month.to_month), MONTH_RECHECK_MS) },
      ].filter((w): w is { limit: number; used: number; waitMs: number } => w.limit !== null);
      const granted = Math.max(0, Math.min(wanted, ...windows.map((w) => w.limit - w.used)));
      if (granted === 0) return { granted, waitMs: Math.ceil(Math.max(...windows.filter((w) => w.used >= w.limit).map((w) => w.waitMs), 1000)) };
      await this.add(m, userId, granted, limits.perMonth !== null);
      return { granted, waitMs: 0 };
    });
  }

  /** gives back what a reservation did not use (fewer recipients claimed than granted) */
  async release(userId: number, count: number, limits: SendLimits): Promise<void> {
    if (count > 0) await this.add(this.db, userId, -count, limits.perMonth !== null);
  }

  private async add(q: { query(sql: string, params: unknown[]): Promise<unknown> }, userId: number, count: number, month: boolean): Promise<void> {
    await q.query(
      `WITH "month" AS (
         INSERT INTO "campaigns"."send_month" ("user_id", "month", "sent")
         SELECT $1, date_trunc('month', now())::date, greatest($2, 0) WHERE $3::boolean
         ON CONFLICT ("user_id", "month") DO UPDATE SET "sent" = greatest("send_month"."sent" + $2, 0)
       )
       INSERT INTO "campaigns"."send_window" ("user_id", "minute", "sent") VALUES ($1, date_trunc('minute', now()), greatest($2, 0))
       ON CONFLICT ("user_id", "minute") DO UPDATE SET "sent" = greatest("send_window"."sent" + $2, 0)`,
      [userId, count, month],
    );
  }
}
