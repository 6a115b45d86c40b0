import { Injectable } from '@nestjs/common';

import type { EntityManager } from 'typeorm';

import { ServiceDb } from '@mail/kit';

export interface ReplyTarget {
  messageId: number;
  campaignId: number;
  /** the campaign's list and the message's subscriber (null: none) */
  listId: number;
  subscriberId: number | null;
}

const TARGET = `m."id"::int AS "messageId", m."campaign_id"::int AS "campaignId", c."list_id"::int AS "listId", m."subscriber_id"::int AS "subscriberId"
  FROM "sms"."sms_message" m JOIN "sms"."sms_campaign" c ON c."id" = m."campaign_id"`;

export interface NewReply {
  campaignId: number;
  messageId: number;
  eventId: string;
  fromNumber: string;
  text: string;
  receivedAt: Date;
  isOptOut: boolean;
  unsubscribeStatus: string | null;
}

@Injectable()
export class ReplyRepository {
  constructor(private readonly db: ServiceDb) {}

  /** the message a reply answers: the one named, else the latest one of this user's sent to that number */
  target(userId: number, from: string, messageId?: number, providerMessageId?: string): Promise<ReplyTarget | undefined> {
    if (messageId || providerMessageId)
      return this.db.one<ReplyTarget>(
        `SELECT ${TARGET}
         WHERE m."user_id" = $1 AND (m."id" = $2 OR m."provider_message_id" = $3)`,
        [userId, messageId ?? 0, providerMessageId ?? null],
      );
    return this.db.one<ReplyTarget>(
      `SELECT ${TARGET}
       WHERE m."user_id" = $1 AND m."recipient_number" = $2 ORDER BY m."id" DESC LIMIT 1`,
      [userId, from],
    );
  }

  /** the reply (once per event id: its InboundID, undefined for a repeat) and, for an opt-out, the number's suppression; its OptOutScope comes with lists' answer */
  async insert(m: EntityManager, userId: number, r: NewReply): Promise<number | undefined> {
    const rows: { id: string }[] = await m.query(
      `INSERT INTO "sms"."reply" ("campaign_id", "message_id", "event_id", "from_number", "message_text", "received_at", "is_opt_out", "opt_out_scope", "unsubscribe_status")
       VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, $8) ON CONFLICT ("event_id") DO NOTHING RETURNING "id"`,
      [r.campaignId, r.messageId, r.eventId, r.fromNumber, r.text, r.receivedAt.toISOString(), r.isOptOut, r.unsubscribeStatus],
    );
    if (rows.length && r.isOptOut)
      await m.query(
        `INSERT INTO "sms"."suppression" ("user_id", "level", "number", "phone_number", "reason", "source") VALUES ($1, 'user', $2, $2, 'optout', 'optout_link') ON CONFLICT DO NOTHING`,
        [userId, r.fromNumber],
      );
    return rows.length ? Number(rows[0].id) : undefined;
  }

  /** lists' outcome of an opt-out reply (only a reply of that user's campaigns) */
  async optOutOutcome(m: EntityManager, userId: number, replyId: number, scope: string, status: string): Promise<void> {
    await m.query(
      `UPDATE "sms"."reply" r SET "opt_out_scope" = $3, "unsubscribe_status" = $4 FROM "sms"."sms_campaign" c
       WHERE r."id" = $1 AND r."is_opt_out" AND c."id" = r."campaign_id" AND c."user_id" = $2`,
      [replyId, userId, scope, status],
    );
  }
}
