import { Injectable } from '@nestjs/common';

import { ServiceDb, type Queryable } from '@mail/kit';

import type { MessageRow, MessageStatus, NewMessage } from './message.row';

/** Sent counts of a user over the windows the limits apply to. */
export interface SentCounts {
  minute: number;
  hour: number;
  day: number;
  month: number;
  all: number;
}

/** message: the queue of accepted messages and their outcome. */
@Injectable()
export class MessageRepository {
  constructor(private readonly db: ServiceDb) {}

  async insert(q: Queryable, m: NewMessage): Promise<void> {
    await q.query(
      `INSERT INTO "gateway"."message" ("id", "user_id", "domain_id", "source", "mail_from", "recipients", "subject", "content", "raw", "tags", "send_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [m.id, m.userId, m.domainId, m.source, m.mailFrom, m.recipients, m.subject, m.content ?? null, m.raw ?? null, m.tags, m.sendAt ?? null],
    );
  }

  find(id: string): Promise<MessageRow | undefined> {
    return this.db.one<MessageRow>(
      `SELECT "id", "user_id", "domain_id"::int AS "domain_id", "source", "mail_from", "recipients", "subject", "content", "raw", "tags", "status", "sent_at"
       FROM "gateway"."message" WHERE "id" = $1`,
      [id],
    );
  }

  /** Moves a queued message on; false when it was no longer queued (cleared meanwhile). */
  async finish(id: string, status: Exclude<MessageStatus, 'Queued'>, error: string | undefined, q: Queryable): Promise<boolean> {
    const rows = await this.db.returning(
      `UPDATE "gateway"."message" SET "status" = $2, "error" = $3, "sent_at" = CASE WHEN $2 = 'Sent' THEN now() END
       WHERE "id" = $1 AND "status" = 'Queued' RETURNING "id"`,
      [id, status, error ?? null],
      q,
    );
    return rows.length > 0;
  }

  /** EmailGateway.ClearDomainQueue: every queued message of the domain becomes Failed. */
  async clearQueue(domainId: number): Promise<number> {
    const rows = await this.db.returning(
      `UPDATE "gateway"."message" SET "status" = 'Failed', "error" = 'queue cleared' WHERE "domain_id" = $1 AND "status" = 'Queued' RETURNING "id"`,
      [domainId],
    );
    return rows.length;
  }

  /** Only asked for users with limits (the query reads their month, or all their messages for a lifetime limit). */
  async sentCounts(userId: number, lifetime: boolean): Promise<SentCounts> {
    const row = await this.db.one<SentCounts>(
      `SELECT count(*) FILTER (WHERE "created_at" > now() - interval '1 minute')::int AS "minute",
              count(*) FILTER (WHERE "created_at" > now() - interval '1 hour')::int AS "hour",
              count(*) FILTER (WHERE "created_at" > now() - interval '1 day')::int AS "day",
              count(*) FILTER (WHERE "created_at" >= date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')::int AS "month",
              count(*)::int AS "all"
       FROM "gateway"."message" WHERE "user_id" = $1 AND ($2 OR "created_at" >= least(date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', now() - interval '1 day'))`,
      [userId, lifetime],
    );
    return row!;
  }
}
