import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

export interface NewMessage {
  subscriberId: number;
  number: string;
  country: string;
  status: 'Queued' | 'Rejected' | 'Suppressed';
  skipReason: string | null;
}

@Injectable()
export class MessageRepository {
  constructor(private readonly db: ServiceDb) {}

  /** the numbers among `numbers` the user's SMS suppression list holds */
  async suppressed(userId: number, numbers: string[]): Promise<Set<string>> {
    if (!numbers.length) return new Set();
    const rows = await this.db.query<{ number: string }>(`SELECT "number" FROM "sms"."suppression" WHERE "user_id" = $1 AND "number" = ANY($2::text[])`, [
      userId,
      numbers,
    ]);
    return new Set(rows.map((r) => r.number));
  }

  /** numbers this campaign already has a message for (a number on the list twice gets one message) */
  async numbersTaken(campaignId: number, numbers: string[]): Promise<Set<string>> {
    if (!numbers.length) return new Set();
    const rows = await this.db.query<{ number: string }>(
      `SELECT "recipient_number" AS "number" FROM "sms"."sms_message" WHERE "campaign_id" = $1 AND "recipient_number" = ANY($2::text[]) AND "status" <> 'Rejected'`,
      [campaignId, numbers],
    );
    return new Set(rows.map((r) => r.number));
  }

  /** the new messages' ids, in order */
  async insert(campaignId: number, userId: number, messages: NewMessage[]): Promise<number[]> {
    if (!messages.length) return [];
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO "sms"."sms_message" ("campaign_id", "user_id", "subscriber_id", "recipient_number", "country", "status", "skip_reason")
       SELECT $1, $2, t.s, t.n, t.c, t.st, t.r FROM unnest($3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[]) WITH ORDINALITY AS t(s, n, c, st, r, o)
       ORDER BY t.o RETURNING "id"`,
      [
        campaignId,
        userId,
        messages.map((m) => m.subscriberId),
        messages.map((m) => m.number),
        messages.map((m) => m.country),
        messages.map((m) => m.status),
        messages.map((m) => m.skipReason),
      ],
    );
    return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  }

  async setProviderId(messageId: number, providerMessageId: string): Promise<void> {
    await this.db.query(`UPDATE "sms"."sms_message" SET "provider_message_id" = $2 WHERE "id" = $1`, [messageId, providerMessageId]);
  }

  /** subscribers of this campaign that already have a message (a retried run skips them) */
  async subscribersDone(campaignId: number, subscriberIds: number[]): Promise<Set<number>> {
    if (!subscriberIds.length) return new Set();
    const rows = await this.db.query<{ id: string }>(
      `SELECT "subscriber_id" AS "id" FROM "sms"."sms_message" WHERE "campaign_id" = $1 AND "subscriber_id" = ANY($2::bigint[])`,
      [campaignId, subscriberIds],
    );
    return new Set(rows.map((r) => Number(r.id)));
  }
}
