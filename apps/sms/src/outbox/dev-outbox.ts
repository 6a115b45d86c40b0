import { Injectable } from '@nestjs/common';

import { ServiceDb } from '@mail/kit';

import type { OutgoingSms, SendResult } from '../sending/sms-provider';

/** The local dev outbox: with no provider configured, messages are kept here (smsoutbox.browse reads them). */
@Injectable()
export class DevOutbox {
  constructor(private readonly db: ServiceDb) {}

  async send(sms: OutgoingSms): Promise<SendResult> {
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO "sms"."outbox_message" ("user_id", "message_id", "to_number", "from_id", "body", "parts", "encoding") VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING "id"`,
      [sms.userId, sms.messageId, sms.to, sms.from, sms.body, sms.parts, sms.encoding],
    );
    return { ok: true, providerMessageId: `outbox-${row.id}` };
  }

  page(userId: number, after: number, limit: number) {
    return this.db.query<{ id: string; messageId: string | null; to: string; from: string; body: string; parts: number; encoding: string; createdAt: string }>(
      `SELECT "id", "message_id" AS "messageId", "to_number" AS "to", "from_id" AS "from", "body", "parts", "encoding",
         to_char("created_at", 'YYYY-MM-DD HH24:MI:SS') AS "createdAt"
       FROM "sms"."outbox_message" WHERE "user_id" = $1 AND "id" > $2 ORDER BY "id" LIMIT $3`,
      [userId, after, limit + 1],
    );
  }
}
