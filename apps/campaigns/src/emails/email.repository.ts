import { Injectable } from '@nestjs/common';
import type { DataSource } from 'typeorm';

import { TextBounds } from '@mail/contracts';
import { InjectDataSource, returningRows } from '@mail/db';

import { EMAIL_COLUMNS, type EmailChanges, type EmailRow } from './email.row';

/** Every read and write is scoped by owner, so another user's email is indistinguishable from a missing one. */
@Injectable()
export class EmailRepository {
  constructor(@InjectDataSource('campaigns') private readonly db: DataSource) {}

  async insert(userId: number): Promise<number> {
    const rows: { id: string }[] = await this.db.query(`INSERT INTO "campaigns"."email" ("user_id") VALUES ($1) RETURNING "id"`, [userId]);
    return Number(rows[0].id);
  }

  /** those of `ids` that are emails of the user */
  async ownedIds(userId: number, ids: number[]): Promise<number[]> {
    const rows: { id: string }[] = await this.db.query(`SELECT "id" FROM "campaigns"."email" WHERE "user_id" = $1 AND "id" = ANY($2::bigint[])`, [userId, ids]);
    return rows.map((r) => Number(r.id));
  }

  async findOwned(userId: number, emailId: number): Promise<EmailRow | undefined> {
    const rows: EmailRow[] = await this.db.query(`SELECT ${EMAIL_COLUMNS} FROM "campaigns"."email" e WHERE e."id" = $1 AND e."user_id" = $2`, [
      emailId,
      userId,
    ]);
    return rows[0];
  }

  /** Emails.Get's order: EmailName ASC (the id breaks ties so pages are stable). */
  listOwned(userId: number): Promise<EmailRow[]> {
    return this.db.query(`SELECT ${EMAIL_COLUMNS} FROM "campaigns"."email" e WHERE e."user_id" = $1 ORDER BY e."name" ASC, e."id" ASC`, [userId]);
  }

  async update(userId: number, emailId: number, changes: EmailChanges): Promise<void> {
    const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
    const sets = entries.map(([column, value], i) => `"${column}" = $${i + 3}${typeof value === 'object' ? '::jsonb' : ''}`);
    const values = entries.map(([, value]) => (typeof value === 'object' ? JSON.stringify(value) : value));
    await this.db.query(
      `UPDATE "campaigns"."email" SET ${[...sets, `"updated_at" = (now() at time zone 'utc')`].join(', ')} WHERE "id" = $1 AND "user_id" = $2`,
      [emailId, userId, ...values],
    );
  }

  /** Copies every content column into a new email of the same owner (its name cut to fit the suffix); undefined when the source is not theirs. */
  async duplicate(userId: number, emailId: number, nameSuffix: string): Promise<{ id: number; name: string } | undefined> {
    const copied = `"subject", "from_name", "from_email", "reply_to_name", "reply_to_email", "sender_domain", "content_type", "mode", "fetch_url",
      "fetch_plain_url", "html_content", "plain_content", "preheader_text", "extra_content1", "extra_content2", "image_embedding", "rel_template_id",
      "validate_scope", "options"`;
    const rows: { id: string; name: string }[] = await this.db.query(
      `INSERT INTO "campaigns"."email" ("user_id", "name", ${copied})
       SELECT "user_id", left("name", $4) || $3, ${copied} FROM "campaigns"."email" WHERE "id" = $1 AND "user_id" = $2
       RETURNING "id", "name"`,
      [emailId, userId, nameSuffix, TextBounds.name - nameSuffix.length],
    );
    return rows[0] ? { id: Number(rows[0].id), name: rows[0].name } : undefined;
  }

  /**
   * journey.copytouser: each of the source user's emails among `emailIds` copied into the target user's account
   * (content as it is, the name kept; the template link and sender domain, the source account's, emptied).
   */
  async copyToUser(sourceUserId: number, targetUserId: number, emailIds: number[]): Promise<{ sourceEmailId: number; newEmailId: number }[]> {
    if (!emailIds.length) return [];
    const copied = `"subject", "from_name", "from_email", "reply_to_name", "reply_to_email", "content_type", "mode", "fetch_url",
      "fetch_plain_url", "html_content", "plain_content", "preheader_text", "extra_content1", "extra_content2", "image_embedding",
      "validate_scope", "options"`;
    return this.db.transaction(async (m) => {
      const out: { sourceEmailId: number; newEmailId: number }[] = [];
      for (const emailId of [...new Set(emailIds)]) {
        const rows: { id: string }[] = await m.query(
          `INSERT INTO "campaigns"."email" ("user_id", "name", ${copied})
           SELECT $3, "name", ${copied} FROM "campaigns"."email" WHERE "id" = $1 AND "user_id" = $2
           RETURNING "id"`,
          [emailId, sourceUserId, targetUserId],
        );
        if (rows[0]) out.push({ sourceEmailId: emailId, newEmailId: Number(rows[0].id) });
      }
      return out;
    });
  }

  /**
   * Deletes the email unless a campaign that may still send uses it; finished campaigns (Sent, Failed, Cancelled)
   * let go of it (their runs render from their own frozen copy). The email row is locked first, so a concurrent
   * delete or duplicate sees it before or after, never half-way.
   */
  async delete(userId: number, emailId: number): Promise<'deleted' | 'missing' | 'in-use'> {
    return this.db.transaction(async (m) => {
      const [email] = await m.query(`SELECT 1 FROM "campaigns"."email" WHERE "id" = $1 AND "user_id" = $2 FOR UPDATE`, [emailId, userId]);
      if (!email) return 'missing';
      const [busy] = await m.query(
        `SELECT 1 FROM "campaigns"."campaign" WHERE "email_id" = $1 AND "user_id" = $2 AND "status" NOT IN ('Sent', 'Failed', 'Cancelled') LIMIT 1`,
        [emailId, userId],
      );
      if (busy) return 'in-use';
      await m.query(`UPDATE "campaigns"."campaign" SET "email_id" = NULL WHERE "email_id" = $1 AND "user_id" = $2`, [emailId, userId]);
      const result: unknown = await m.query(`DELETE FROM "campaigns"."email" WHERE "id" = $1 AND "user_id" = $2 RETURNING "id"`, [emailId, userId]);
      return returningRows(result).length > 0 ? 'deleted' : 'missing';
    });
  }

  /** attachment.delete: removes the attachment when it belongs to an email of the user */
  async deleteAttachment(userId: number, attachmentId: number): Promise<boolean> {
    const result: unknown = await this.db.query(
      `DELETE FROM "campaigns"."email_attachment" a USING "campaigns"."email" e
       WHERE a."id" = $1 AND a."user_id" = $2 AND e."id" = a."email_id" AND e."user_id" = $2 RETURNING a."id"`,
      [attachmentId, userId],
    );
    return returningRows(result).length > 0;
  }

  async attachmentCount(userId: number, emailId: number): Promise<number> {
    const [row]: { n: number }[] = await this.db.query(
      `SELECT count(*)::int AS "n" FROM "campaigns"."email_attachment" WHERE "email_id" = $1 AND "user_id" = $2`,
      [emailId, userId],
    );
    return row?.n ?? 0;
  }
}
