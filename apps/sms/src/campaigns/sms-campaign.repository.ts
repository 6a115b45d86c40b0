import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import type { CampaignCounters } from '../rollup/counters';

export interface SmsCampaignRow {
  id: number;
  userId: number;
  name: string;
  message: string;
  listId: number;
  segmentId: number;
  phoneFieldId: number;
  senderId: string;
  linkUrl: string | null;
  linkExpiryHours: number;
  defaultCountry: string;
  status: string;
  counters: CampaignCounters | null;
  countersUpdatedAt: string | null;
  /** counters_updated_at to the microsecond: the version of the counters and the pre-aggregates one roll-up wrote */
  countersVersion: string | null;
  detailExpiredAt: string | null;
  /** the audience is queued up to this subscriber id (audienceDone: all of it) */
  audienceAfter: number;
  audienceDone: boolean;
}

/**
 * Campaign statuses: Draft → Scheduled (SendAt) → Sending → Sent; Sending or Scheduled ⇄ Paused; any but Sent →
 * Cancelled. A journey's SendSMS campaign is Active.
 */
export type SmsCampaignStatus = 'Draft' | 'Scheduled' | 'Sending' | 'Paused' | 'Sent' | 'Cancelled' | 'Active';

export type NewSmsCampaign = Pick<
  SmsCampaignRow,
  'userId' | 'name' | 'message' | 'listId' | 'segmentId' | 'phoneFieldId' | 'senderId' | 'linkUrl' | 'linkExpiryHours' | 'defaultCountry'
>;

const COLUMNS = `"id"::int AS "id", "user_id" AS "userId", "name", "message", "list_id"::int AS "listId", "segment_id"::int AS "segmentId",
  "phone_field_id"::int AS "phoneFieldId", "sender_id" AS "senderId", "link_url" AS "linkUrl", "link_expiry_hours" AS "linkExpiryHours",
  "default_country" AS "defaultCountry", "status", "counters", to_char("counters_updated_at", 'YYYY-MM-DD HH24:MI:SS') AS "countersUpdatedAt",
  to_char("counters_updated_at", 'YYYY-MM-DD HH24:MI:SS.US') AS "countersVersion", to_char("detail_expired_at", 'YYYY-MM-DD HH24:MI:SS') AS "detailExpiredAt",
  "audience_after"::bigint::float8 AS "audienceAfter", "audience_done" AS "audienceDone"`;

@Injectable()
export class SmsCampaignRepository {
  constructor(private readonly db: ServiceDb) {}

  /** the caller's campaign; another user's looks missing */
  findOwned(userId: number, id: number): Promise<SmsCampaignRow | undefined> {
    return this.db.prepared<SmsCampaignRow>(`SELECT ${COLUMNS} FROM "sms"."sms_campaign" WHERE "id" = $1 AND "user_id" = $2`, [id, userId]).then((r) => r[0]);
  }

  byId(id: number): Promise<SmsCampaignRow | undefined> {
    return this.db.one<SmsCampaignRow>(`SELECT ${COLUMNS} FROM "sms"."sms_campaign" WHERE "id" = $1`, [id]);
  }

  async insert(c: NewSmsCampaign): Promise<number> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO "sms"."sms_campaign" ("user_id", "name", "message", "list_id", "segment_id", "phone_field_id", "sender_id", "link_url", "link_expiry_hours", "default_country")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING "id"`,
      [c.userId, c.name, c.message, c.listId, c.segmentId, c.phoneFieldId, c.senderId, c.linkUrl, c.linkExpiryHours, c.defaultCountry],
    );
    return Number(row.id);
  }

  /**
   * The Active campaign of one origin (a journey's SendSMS action), created on first use; its message settings
   * follow the latest send (an edited action).
   */
  async upsertOrigin(origin: string, c: NewSmsCampaign): Promise<SmsCampaignRow> {
    const [row] = await this.db.returning<SmsCampaignRow>(
      `INSERT INTO "sms"."sms_campaign" ("user_id", "name", "message", "list_id", "segment_id", "phone_field_id", "sender_id", "link_url", "link_expiry_hours",
         "default_country", "origin", "status", "send_at", "audience_done")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'Active', (now() at time zone 'utc'), true)
       ON CONFLICT ("user_id", "origin") WHERE "origin" <> '' DO UPDATE SET "message" = EXCLUDED."message", "list_id" = EXCLUDED."list_id",
         "phone_field_id" = EXCLUDED."phone_field_id", "sender_id" = EXCLUDED."sender_id", "link_url" = EXCLUDED."link_url", "default_country" = EXCLUDED."default_country"
       RETURNING ${COLUMNS}`,
      [c.userId, c.name, c.message, c.listId, c.segmentId, c.phoneFieldId, c.senderId, c.linkUrl, c.linkExpiryHours, c.defaultCountry, origin],
    );
    return row;
  }

  /** Draft → Scheduled or Sending; false when it was no longer a Draft */
  async startSending(id: number, status: 'Scheduled' | 'Sending', sendAt: Date): Promise<boolean> {
    const rows = await this.db.returning(
      `UPDATE "sms"."sms_campaign" SET "status" = $2, "send_at" = $3 WHERE "id" = $1 AND "status" = 'Draft' RETURNING "id"`,
      [id, status, sendAt.toISOString()],
    );
    return rows.length > 0;
  }

  /** `from` → `to`; false when the campaign was in none of `from` (another command or the sender moved it first) */
  async transition(id: number, from: SmsCampaignStatus[], to: SmsCampaignStatus): Promise<boolean> {
    const rows = await this.db.returning(`UPDATE "sms"."sms_campaign" SET "status" = $3 WHERE "id" = $1 AND "status" = ANY($2::text[]) RETURNING "id"`, [
      id,
      from,
      to,
    ]);
    return rows.length > 0;
  }

  /** Paused → Scheduled while its SendAt is ahead, else Sending; undefined when it was not Paused */
  async resume(id: number): Promise<{ status: 'Scheduled' | 'Sending'; sendAt: Date } | undefined> {
    const [row] = await this.db.returning<{ status: 'Scheduled' | 'Sending'; sendAt: string }>(
      `UPDATE "sms"."sms_campaign" SET "status" = CASE WHEN "send_at" > (now() at time zone 'utc') THEN 'Scheduled' ELSE 'Sending' END
       WHERE "id" = $1 AND "status" = 'Paused' RETURNING "status", to_char("send_at", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "sendAt"`,
      [id],
    );
    return row && { status: row.status, sendAt: new Date(row.sendAt) };
  }

  async isSending(id: number): Promise<boolean> {
    const rows = await this.db.prepared(`SELECT 1 FROM "sms"."sms_campaign" WHERE "id" = $1 AND "status" IN ('Sending', 'Active')`, [id]);
    return rows.length > 0;
  }

  async audienceQueued(id: number, after: number, done: boolean): Promise<void> {
    await this.db.query(`UPDATE "sms"."sms_campaign" SET "audience_after" = $2, "audience_done" = $3 WHERE "id" = $1`, [id, after, done]);
  }

  /** Sending → Sent once the whole audience is queued and no message is queued or being sent */
  async finishIfDone(id: number): Promise<boolean> {
    const rows = await this.db.returning(
      `UPDATE "sms"."sms_campaign" c SET "status" = 'Sent' WHERE c."id" = $1 AND c."status" = 'Sending' AND c."audience_done"
         AND NOT EXISTS (SELECT 1 FROM "sms"."sms_message" m WHERE m."campaign_id" = $1 AND m."send_state" IN ('queued', 'sending')) RETURNING c."id"`,
      [id],
    );
    return rows.length > 0;
  }
}
