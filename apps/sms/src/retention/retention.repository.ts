import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

@Injectable()
export class RetentionRepository {
  constructor(private readonly db: ServiceDb) {}

  /** campaigns done sending whose sending started more than `days` ago and whose detail is still kept */
  async due(days: number): Promise<number[]> {
    const rows = await this.db.query<{ id: string }>(
      `SELECT "id" FROM "sms"."sms_campaign" WHERE "detail_expired_at" IS NULL AND "status" IN ('Sent', 'Cancelled')
       AND "send_at" < (now() at time zone 'utc') - make_interval(days => $1) ORDER BY "id" LIMIT 100`,
      [days],
    );
    return rows.map((r) => Number(r.id));
  }

  async removeDetail(campaignId: number): Promise<void> {
    await this.db.tx(async (m) => {
      await m.query(`DELETE FROM "sms"."sms_event" WHERE "campaign_id" = $1`, [campaignId]);
      await m.query(`DELETE FROM "sms"."reply" WHERE "campaign_id" = $1`, [campaignId]);
      await m.query(`DELETE FROM "sms"."sms_message" WHERE "campaign_id" = $1`, [campaignId]);
      await m.query(`UPDATE "sms"."sms_campaign" SET "detail_expired_at" = (now() at time zone 'utc'), "dirty_since" = NULL WHERE "id" = $1`, [campaignId]);
    });
  }
}
