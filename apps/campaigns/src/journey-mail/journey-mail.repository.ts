import { Injectable } from '@nestjs/common';

import type { JourneyEmailSendRequest } from '@mail/contracts';
import { type Queryable, ServiceDb } from '@mail/kit';

/** The emails journeys had sent, by idempotency key, and the tracked links of the emails they send. */
@Injectable()
export class JourneyMailRepository {
  constructor(private readonly db: ServiceDb) {}

  /** the row's id (the message's tracking recipient id) the first time a key is claimed, undefined after */
  async claim(r: JourneyEmailSendRequest): Promise<number | undefined> {
    const rows: { id: string }[] = await this.db.returning(
      `INSERT INTO "campaigns"."journey_mail" ("idempotency_key", "user_id", "email_id", "subscriber_id", "journey_id", "action_id", "list_id")
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT DO NOTHING RETURNING "id"`,
      [r.idempotencyKey, r.userId, r.emailId, r.subscriberId, r.journeyId ?? null, r.actionId ?? null, r.listId],
    );
    return rows[0] ? Number(rows[0].id) : undefined;
  }

  /**
   * The message went out: with the subscriber's values it was rendered with, all its web view cannot read again (their
   * values change, they unsubscribe). The user's fields and merge-tag aliases are the user's, not the message's: the
   * web view reads them as they are now, as it reads the email itself.
   */
  async sent(key: string, sent: { messageId: string; emailAddress: string; fields: Record<string, string> }, q: Queryable = this.db.dataSource): Promise<void> {
    await q.query(
      `UPDATE "campaigns"."journey_mail" SET "message_id" = $2, "email_address" = $3, "personalisation" = $4, "sent_at" = now() at time zone 'utc'
       WHERE "idempotency_key" = $1`,
      [key, sent.messageId, sent.emailAddress, JSON.stringify({ fields: sent.fields })],
    );
  }

  /** the subscriber's values a sent message was rendered with (empty for messages sent before they were kept) */
  async sentFields(mailId: number): Promise<Record<string, string> | undefined> {
    const [row]: { fields: Record<string, string> | null }[] = await this.db.query(
      `SELECT "personalisation"->'fields' AS "fields" FROM "campaigns"."journey_mail" WHERE "id" = $1 AND "message_id" IS NOT NULL`,
      [mailId],
    );
    return row ? (row.fields ?? {}) : undefined;
  }

  /** a send that failed gives its key back, so the step's retry sends */
  async release(key: string): Promise<void> {
    await this.db.query(`DELETE FROM "campaigns"."journey_mail" WHERE "idempotency_key" = $1 AND "message_id" IS NULL`, [key]);
  }

  /**
   * original URL → link id of an email's tracked links, created the first time a journey sends them: read first, so
   * a web view or a send of links known already writes nothing
   */
  async linkIds(emailId: number, urls: string[]): Promise<Record<string, number>> {
    if (!urls.length) return {};
    const known = await this.knownLinkIds(emailId, urls);
    const missing = urls.filter((url) => !Object.hasOwn(known, url));
    if (!missing.length) return known;
    await this.db.query(`INSERT INTO "campaigns"."journey_link" ("email_id", "url") SELECT $1, u FROM unnest($2::text[]) AS u ON CONFLICT DO NOTHING`, [
      emailId,
      missing,
    ]);
    return this.knownLinkIds(emailId, urls);
  }

  private async knownLinkIds(emailId: number, urls: string[]): Promise<Record<string, number>> {
    const rows: { id: string; url: string }[] = await this.db.query(
      `SELECT "id", "url" FROM "campaigns"."journey_link" WHERE "email_id" = $1 AND md5("url") = ANY(SELECT md5(u) FROM unnest($2::text[]) AS u)`,
      [emailId, urls],
    );
    return Object.fromEntries(rows.map((row) => [row.url, Number(row.id)]));
  }
}
