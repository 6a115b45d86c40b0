import { Injectable } from '@nestjs/common';

import type { JourneyEmailSendRequest } from '@mail/contracts';
import { ServiceDb } from '@mail/kit';

/** The emails journeys had sent, by idempotency key. */
@Injectable()
export class JourneyMailRepository {
  constructor(private readonly db: ServiceDb) {}

  /** true the first time a key is claimed */
  async claim(r: JourneyEmailSendRequest): Promise<boolean> {
    const rows = await this.db.returning(
      `INSERT INTO "campaigns"."journey_mail" ("idempotency_key", "user_id", "email_id", "subscriber_id", "journey_id") VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING "idempotency_key"`,
      [r.idempotencyKey, r.userId, r.emailId, r.subscriberId, r.journeyId ?? null],
    );
    return rows.length > 0;
  }

  async sent(key: string, messageId: string): Promise<void> {
    await this.db.query(`UPDATE "campaigns"."journey_mail" SET "message_id" = $2 WHERE "idempotency_key" = $1`, [key, messageId]);
  }

  /** a send that failed gives its key back, so the step's retry sends */
  async release(key: string): Promise<void> {
    await this.db.query(`DELETE FROM "campaigns"."journey_mail" WHERE "idempotency_key" = $1 AND "message_id" IS NULL`, [key]);
  }
}
