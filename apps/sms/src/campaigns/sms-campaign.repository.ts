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
  detailExpiredAt: string | null;
}

export type NewSmsCampaign = Pick<
  SmsCampaignRow,
  'userId' | 'name' | 'message' | 'listId' | 'segmentId' | 'phoneFieldId' | 'senderId' | 'linkUrl' | 'linkExpiryHours' | 'defaultCountry'
>;

const COLUMNS = `"id"::int AS "id", "user_id" AS "userId", "name", "message", "list_id"::int AS "listId", "segment_id"::int AS "segmentId",
  "phone_field_id"::int AS "phoneFieldId", "sender_id" AS "senderId", "link_url" AS "linkUrl", "link_expiry_hours" AS "linkExpiryHours",
  "default_country" AS "defaultCountry", "status", "counters", to_char("counters_updated_at", 'YYYY-MM-DD HH24:MI:SS') AS "countersUpdatedAt",
  to_char("detail_expired_at", 'YYYY-MM-DD HH24:MI:SS') AS "detailExpiredAt"`;

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

  /** Draft → Scheduled or Sending; false when it was no longer a Draft */
  async startSending(id: number, status: 'Scheduled' | 'Sending', sendAt: Date): Promise<boolean> {
    const rows = await this.db.returning(
      `UPDATE "sms"."sms_campaign" SET "status" = $2, "send_at" = $3 WHERE "id" = $1 AND "status" = 'Draft' RETURNING "id"`,
      [id, status, sendAt.toISOString()],
    );
    return rows.length > 0;
  }

  async setStatus(id: number, status: string): Promise<void> {
    await this.db.query(`UPDATE "sms"."sms_campaign" SET "status" = $2 WHERE "id" = $1`, [id, status]);
  }
}
