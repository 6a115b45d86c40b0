import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface ReplyTarget {
  messageId: number;
  campaignId: number;
}

export interface NewReply {
  campaignId: number;
  messageId: number;
  eventId: string;
  fromNumber: string;
  text: string;
  receivedAt: Date;
  isOptOut: boolean;
  optOutScope: string | null;
  unsubscribeStatus: string | null;
}

@Injectable()
export class ReplyRepository {
  constructor(private readonly db: ServiceDb) {}

  /** the message a reply answers: the one named, else the latest one of this user's sent to that number */
  target(userId: number, from: string, messageId?: number, providerMessageId?: string): Promise<ReplyTarget | undefined> {
    if (messageId || providerMessageId)
      return this.db.one<ReplyTarget>(
        `SELECT "id"::int AS "messageId", "campaign_id"::int AS "campaignId" FROM "sms"."sms_message"
         WHERE "user_id" = $1 AND ("id" = $2 OR "provider_message_id" = $3)`,
        [userId, messageId ?? 0, providerMessageId ?? null],
      );
    return this.db.one<ReplyTarget>(
      `SELECT "id"::int AS "messageId", "campaign_id"::int AS "campaignId" FROM "sms"."sms_message"
       WHERE "user_id" = $1 AND "recipient_number" = $2 ORDER BY "id" DESC LIMIT 1`,
      [userId, from],
    );
  }

  /** the reply (once per event id) and, for an opt-out, the number's suppression, in one transaction */
  async insert(userId: number, r: NewReply): Promise<boolean> {
    return this.db.tx(async (m) => {
      const rows: unknown[] = await m.query(
        `INSERT INTO "sms"."reply" ("campaign_id", "message_id", "event_id", "from_number", "message_text", "received_at", "is_opt_out", "opt_out_scope", "unsubscribe_status")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT ("event_id") DO NOTHING RETURNING "id"`,
        [r.campaignId, r.messageId, r.eventId, r.fromNumber, r.text, r.receivedAt.toISOString(), r.isOptOut, r.optOutScope, r.unsubscribeStatus],
      );
      if (rows.length && r.isOptOut)
        await m.query(`INSERT INTO "sms"."suppression" ("user_id", "number", "reason") VALUES ($1, $2, 'opt_out') ON CONFLICT DO NOTHING`, [
          userId,
          r.fromNumber,
        ]);
      return rows.length > 0;
    });
  }
}
