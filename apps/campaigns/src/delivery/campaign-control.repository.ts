import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { InjectDataSource, returningRows } from '@mail/db';

/** The status changes of Pause, Resume and Cancel, each one conditional statement (concurrent callers cannot both win). */
@Injectable()
export class CampaignControlRepository {
  constructor(@InjectDataSource('campaigns') private readonly db: DataSource) {}

  /** the campaign's status, undefined when it is not the user's (or absent) */
  async statusOf(userId: number, campaignId: number): Promise<string | undefined> {
    const [row] = await this.db.query(`SELECT "status" FROM "campaigns"."campaign" WHERE "id" = $1 AND "user_id" = $2`, [campaignId, userId]);
    return row?.status;
  }

  async pause(userId: number, campaignId: number): Promise<boolean> {
    return this.change(
      `UPDATE "campaigns"."campaign" SET "status" = 'Paused', "updated_at" = now() at time zone 'utc'
       WHERE "id" = $1 AND "user_id" = $2 AND "status" IN ('Sending', 'Ready') RETURNING "id"`,
      [campaignId, userId],
    );
  }

  /** Paused → Ready; a run that had started is due again at once, so the scheduler continues it. */
  async resume(userId: number, campaignId: number): Promise<boolean> {
    return this.change(
      `UPDATE "campaigns"."campaign" SET "status" = 'Ready', "updated_at" = now() at time zone 'utc',
         "next_send_at" = CASE WHEN ("current_run" > 0 OR "send_started_at" IS NOT NULL) AND "send_finished_at" IS NULL THEN now() ELSE "next_send_at" END
       WHERE "id" = $1 AND "user_id" = $2 AND "status" = 'Paused' RETURNING "id"`,
      [campaignId, userId],
    );
  }

  /** the run that was going on (0 when none started), or undefined when the campaign cannot be cancelled */
  async cancel(userId: number, campaignId: number): Promise<{ run: number } | undefined> {
    const rows = returningRows<{ current_run: number }>(
      await this.db.query(
        `WITH cancelled AS (
           UPDATE "campaigns"."campaign" SET "status" = 'Cancelled', "next_send_at" = NULL, "updated_at" = now() at time zone 'utc',
             "send_finished_at" = CASE WHEN "current_run" > 0 AND "send_finished_at" IS NULL THEN now() ELSE "send_finished_at" END
           WHERE "id" = $1 AND "user_id" = $2 AND "status" NOT IN ('Sent', 'Failed', 'Cancelled')
           RETURNING "id", "current_run"
         ), run AS (
           UPDATE "campaigns"."campaign_run" r SET "finished_at" = now() FROM cancelled c
           WHERE r."campaign_id" = c."id" AND r."run" = c."current_run" AND r."finished_at" IS NULL
         )
         SELECT "current_run" FROM cancelled`,
        [campaignId, userId],
      ),
    );
    return rows.length ? { run: rows[0].current_run } : undefined;
  }

  private async change(sql: string, params: unknown[]): Promise<boolean> {
    return returningRows(await this.db.query(sql, params)).length > 0;
  }
}
