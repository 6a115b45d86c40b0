import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ServiceDb } from '@mail/kit';
import { type Keyring, SECRET_KEYRING, SecretBox, tokenHash } from '@mail/secrets';

import { newHashedId } from './hashed-id';
import type { UserWebhookFields, UserWebhookRow, UserWebhookTarget, WebhookStatRow } from './user-webhook.row';

const TARGET_COLUMNS = `"id"::int AS "id", "user_id", "list_id"::int AS "list_id", "name", "event", "unsubscribe_all"`;
const COLUMNS = `${TARGET_COLUMNS}, "hashed_id_sealed" AS "hashed_id"`;
const STAT_COLUMNS = `"id"::int AS "id", "webhook_id"::int AS "webhook_id", "user_id", to_char("period", 'YYYY-MM-DD') AS "period", "received", "failed", "successful"`;

/**
 * user_webhook and user_webhook_stat, always scoped to the owner (another user's webhook reads as missing). The
 * HashedID, a credential, is stored as its sha256 (what inbound calls are looked up by) and sealed (what reads show).
 */
@Injectable()
export class UserWebhookRepository {
  private readonly hashedIds: SecretBox;

  constructor(
    private readonly db: ServiceDb,
    @Inject(SECRET_KEYRING) keyring: Keyring,
  ) {
    this.hashedIds = new SecretBox(keyring, 'tracking.user_webhook.hashed_id');
  }

  async insert(userId: number, f: UserWebhookFields): Promise<number> {
    const hashedId = newHashedId();
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO "tracking"."user_webhook" ("user_id", "list_id", "name", "event", "hashed_id_sha256", "hashed_id_sealed", "unsubscribe_all")
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING "id"`,
      [userId, f.listId, f.name, f.event, tokenHash(hashedId), this.hashedIds.seal(hashedId), f.unsubscribeAll],
    );
    return Number(row.id);
  }

  async update(userId: number, id: number, f: UserWebhookFields): Promise<boolean> {
    const rows = await this.db.returning(
      `UPDATE "tracking"."user_webhook" SET "list_id" = $3, "name" = $4, "event" = $5, "unsubscribe_all" = $6, "updated_at" = now() at time zone 'utc'
       WHERE "id" = $1 AND "user_id" = $2 RETURNING "id"`,
      [id, userId, f.listId, f.name, f.event, f.unsubscribeAll],
    );
    return rows.length > 0;
  }

  /** the webhook and (cascade) its daily statistics */
  async delete(userId: number, id: number): Promise<boolean> {
    const rows = await this.db.returning(`DELETE FROM "tracking"."user_webhook" WHERE "id" = $1 AND "user_id" = $2 RETURNING "id"`, [id, userId]);
    return rows.length > 0;
  }

  async findOwned(userId: number, id: number): Promise<UserWebhookRow | undefined> {
    const row = await this.db.one<UserWebhookRow>(`SELECT ${COLUMNS} FROM "tracking"."user_webhook" WHERE "id" = $1 AND "user_id" = $2`, [id, userId]);
    return row && this.opened(row);
  }

  async list(userId: number): Promise<UserWebhookRow[]> {
    const rows = await this.db.query<UserWebhookRow>(`SELECT ${COLUMNS} FROM "tracking"."user_webhook" WHERE "user_id" = $1 ORDER BY "id"`, [userId]);
    return rows.map((row) => this.opened(row));
  }

  byHashedId(hashedId: string): Promise<UserWebhookTarget | undefined> {
    return this.db.one<UserWebhookTarget>(`SELECT ${TARGET_COLUMNS} FROM "tracking"."user_webhook" WHERE "hashed_id_sha256" = $1`, [tokenHash(hashedId)]);
  }

  /** rows whose HashedID is still plaintext (stored before it was sealed), `limit` at a time after `afterId` */
  unsealed(afterId: number, limit: number): Promise<{ id: number; stored: string }[]> {
    return this.db.query(
      `SELECT "id"::int AS "id", "hashed_id_sealed" AS "stored" FROM "tracking"."user_webhook"
       WHERE "id" > $1 AND "hashed_id_sealed" NOT LIKE 'sealed:%' ORDER BY "id" LIMIT $2`,
      [afterId, limit],
    );
  }

  /** seals a plaintext HashedID in place; compare-and-set, so replicas sealing at once do not overwrite each other */
  async seal(id: number, plaintext: string): Promise<void> {
    await this.db.query(`UPDATE "tracking"."user_webhook" SET "hashed_id_sealed" = $3 WHERE "id" = $1 AND "hashed_id_sealed" = $2`, [
      id,
      plaintext,
      this.hashedIds.seal(plaintext),
    ]);
  }

  /** The daily records of the user's webhooks from `days` days back (today included), oldest first. */
  stats(userId: number, webhookIds: number[], days: number): Promise<WebhookStatRow[]> {
    return this.db.query<WebhookStatRow>(
      `SELECT ${STAT_COLUMNS} FROM "tracking"."user_webhook_stat"
       WHERE "user_id" = $1 AND "webhook_id" = ANY($2::bigint[]) AND "period" > (now() at time zone 'utc')::date - $3::int
       ORDER BY "webhook_id", "period"`,
      [userId, webhookIds, days],
    );
  }

  /** One inbound call of a webhook, counted on today's record (UTC). */
  async count(m: EntityManager, hook: UserWebhookTarget, succeeded: boolean): Promise<void> {
    await m.query(
      `INSERT INTO "tracking"."user_webhook_stat" ("webhook_id", "user_id", "period", "received", "failed", "successful")
       VALUES ($1, $2, (now() at time zone 'utc')::date, 1, $3, $4)
       ON CONFLICT ("webhook_id", "period") DO UPDATE SET "received" = "user_webhook_stat"."received" + 1,
         "failed" = "user_webhook_stat"."failed" + EXCLUDED."failed", "successful" = "user_webhook_stat"."successful" + EXCLUDED."successful"`,
      [hook.id, hook.user_id, succeeded ? 0 : 1, succeeded ? 1 : 0],
    );
  }

  private opened(row: UserWebhookRow): UserWebhookRow {
    return { ...row, hashed_id: this.hashedIds.open(row.hashed_id) };
  }
}
