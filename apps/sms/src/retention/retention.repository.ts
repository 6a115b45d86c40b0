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

  /**
   * Up to `limit` messages of journeys' (Active) campaigns queued more than `days` ago and no longer being sent,
   * with their campaigns: their detail is due.
   */
  async journeyMessagesDue(days: number, limit: number): Promise<{ campaignIds: number[]; messageIds: number[] }> {
    const rows = await this.db.query<{ id: string; campaignId: string }>(
      `SELECT m."id", m."campaign_id" AS "campaignId" FROM "sms"."sms_campaign" c
       JOIN "sms"."sms_message" m ON m."campaign_id" = c."id" AND m."created_at" < (now() at time zone 'utc') - make_interval(days => $1)
       WHERE c."status" = 'Active' AND c."detail_expired_at" IS NULL AND m."send_state" IS DISTINCT FROM 'sending' AND m."send_state" IS DISTINCT FROM 'queued'
       ORDER BY m."id" LIMIT $2`,
      [days, limit],
    );
    return { campaignIds: [...new Set(rows.map((r) => Number(r.campaignId)))], messageIds: rows.map((r) => Number(r.id)) };
  }

  /** one message's detail (events, replies, short link, the roll-up's note of it) goes; the campaign's counters stay */
  async removeMessages(campaignIds: number[], messageIds: number[]): Promise<void> {
    await this.db.tx(async (m) => {
      await m.query(`DELETE FROM "sms"."sms_event" WHERE "campaign_id" = ANY($1::bigint[]) AND "message_id" = ANY($2::bigint[])`, [campaignIds, messageIds]);
      await m.query(`DELETE FROM "sms"."reply" WHERE "campaign_id" = ANY($1::bigint[]) AND "message_id" = ANY($2::bigint[])`, [campaignIds, messageIds]);
      await m.query(`DELETE FROM "sms"."bucket_message" WHERE "campaign_id" = ANY($1::bigint[]) AND "message_id" = ANY($2::bigint[])`, [
        campaignIds,
        messageIds,
      ]);
      await m.query(`DELETE FROM "sms"."sms_message" WHERE "id" = ANY($1::bigint[])`, [messageIds]);
    });
  }

  async removeDetail(campaignId: number): Promise<void> {
    await this.db.tx(async (m) => {
      await m.query(`DELETE FROM "sms"."sms_event" WHERE "campaign_id" = $1`, [campaignId]);
      await m.query(`DELETE FROM "sms"."reply" WHERE "campaign_id" = $1`, [campaignId]);
      await m.query(`DELETE FROM "sms"."sms_message" WHERE "campaign_id" = $1`, [campaignId]);
      await m.query(`DELETE FROM "sms"."bucket_message" WHERE "campaign_id" = $1`, [campaignId]);
      await m.query(`UPDATE "sms"."sms_campaign" SET "detail_expired_at" = (now() at time zone 'utc'), "dirty_since" = NULL WHERE "id" = $1`, [campaignId]);
    });
  }
}
