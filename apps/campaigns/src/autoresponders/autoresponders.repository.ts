import { Injectable } from '@nestjs/common';

import { type Queryable, ServiceDb } from '@mail/kit';

/** One autoresponder row as the services read it. */
export interface AutoresponderRecord {
  id: number;
  user_id: number;
  list_id: number;
  segment_id: number | null;
  email_id: number;
  name: string;
  trigger_type: string;
  trigger_value: string;
  trigger_value2: string;
  trigger_time_type: string;
  trigger_time: number;
  repeat: string | null;
  status: string;
}

/** What autoresponder.create and .update write (column → value). */
export type AutoresponderFields = Partial<Omit<AutoresponderRecord, 'id' | 'user_id'>>;

/** The delivery counters of one autoresponder (lifetime, or over a window). */
export interface AutoresponderCounters {
  sent: number;
  failed: number;
  pending: number;
  opens: number;
  unique_opens: number;
  clicks: number;
  unique_clicks: number;
  hard_bounces: number;
  soft_bounces: number;
  unsubscriptions: number;
}

export interface AutoresponderFilter {
  listId?: number;
  keyword?: string;
  triggerType?: string;
  triggerValue?: string;
  status?: string;
  /** a column expression of the list query (a whitelisted one) */
  orderBy: string;
  desc: boolean;
  limit: number;
  offset: number;
}

const COLUMNS = `a."id"::int AS "id", a."user_id", a."list_id"::int AS "list_id", a."segment_id"::int AS "segment_id", a."email_id"::int AS "email_id",
  a."name", a."trigger_type", a."trigger_value", a."trigger_value2", a."trigger_time_type", a."trigger_time", a."repeat", a."status"`;

/** the journey_mail rows of an autoresponder's sends: their key is `autoresponder:<send id>` */
export const mailKeyOf = (sendId: number): string => `autoresponder:${sendId}`;

/**
 * Counters of the sends of `s` (an autoresponder_send alias in scope): opens and clicks are the tracking events of
 * their journey_mail messages (campaign 0, recipient the journey_mail id), bots left out, as a campaign's are.
 */
const COUNTERS = `
  count(*) FILTER (WHERE s."status" = 'Sent')::int AS "sent",
  count(*) FILTER (WHERE s."status" = 'Failed')::int AS "failed",
  count(*) FILTER (WHERE s."status" = 'Pending')::int AS "pending",
  coalesce(sum(t."opens"), 0)::int AS "opens", count(*) FILTER (WHERE t."opens" > 0)::int AS "unique_opens",
  coalesce(sum(t."clicks"), 0)::int AS "clicks", count(*) FILTER (WHERE t."clicks" > 0)::int AS "unique_clicks",
  count(*) FILTER (WHERE t."hard" > 0)::int AS "hard_bounces", count(*) FILTER (WHERE t."soft" > 0 AND t."hard" = 0)::int AS "soft_bounces",
  count(*) FILTER (WHERE t."unsubs" > 0)::int AS "unsubscriptions"`;

const TRACKED = `LEFT JOIN LATERAL (
    SELECT coalesce(max(e."opens"), 0) AS "opens", coalesce(max(e."clicks"), 0) AS "clicks", coalesce(max(e."unsubs"), 0) AS "unsubs",
           count(*) FILTER (WHERE jm."bounce" = 'Hard') AS "hard", count(*) FILTER (WHERE jm."bounce" IS NOT NULL) AS "soft"
      FROM "campaigns"."journey_mail" jm
      LEFT JOIN LATERAL (
        SELECT count(*) FILTER (WHERE e."kind" = 'open') AS "opens", count(*) FILTER (WHERE e."kind" = 'click') AS "clicks",
               count(*) FILTER (WHERE e."kind" = 'unsubscribe') AS "unsubs"
          FROM "campaigns"."tracking_event" e WHERE e."campaign_id" = 0 AND e."recipient_id" = jm."id" AND NOT e."is_bot") e ON true
     WHERE jm."idempotency_key" = 'autoresponder:' || s."id"
  ) t ON true`;

/** Queries of autoresponders and their sends; rules live in the services and the engine. */
@Injectable()
export class AutorespondersRepository {
  constructor(private readonly db: ServiceDb) {}

  async insert(userId: number, fields: AutoresponderFields, q: Queryable = this.db.dataSource): Promise<number> {
    const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
    const rows: { id: string }[] = await q.query(
      `INSERT INTO "campaigns"."autoresponder" ("user_id", ${entries.map(([column]) => `"${column}"`).join(', ')})
       VALUES ($1, ${entries.map((_, i) => `$${i + 2}`).join(', ')}) RETURNING "id"`,
      [userId, ...entries.map(([, value]) => value)],
    );
    return Number(rows[0].id);
  }

  async find(userId: number, id: number): Promise<AutoresponderRecord | undefined> {
    return this.db.one<AutoresponderRecord>(`SELECT ${COLUMNS} FROM "campaigns"."autoresponder" a WHERE a."id" = $1 AND a."user_id" = $2`, [id, userId]);
  }

  /** the autoresponder whatever its owner (the engine, which has the id from its own send row) */
  async byId(id: number): Promise<AutoresponderRecord | undefined> {
    return this.db.one<AutoresponderRecord>(`SELECT ${COLUMNS} FROM "campaigns"."autoresponder" a WHERE a."id" = $1`, [id]);
  }

  async update(userId: number, id: number, fields: AutoresponderFields): Promise<void> {
    const entries = Object.entries(fields).filter(([, value]) => value !== undefined);
    if (!entries.length) return;
    await this.db.query(
      `UPDATE "campaigns"."autoresponder" SET ${entries.map(([column], i) => `"${column}" = $${i + 3}`).join(', ')} WHERE "id" = $1 AND "user_id" = $2`,
      [id, userId, ...entries.map(([, value]) => value)],
    );
  }

  /** deletes those of the ids that are the user's (their sends go with them: a pending send finds no row and stops) */
  async deleteOwned(userId: number, ids: number[]): Promise<void> {
    await this.db.query(`DELETE FROM "campaigns"."autoresponder" WHERE "user_id" = $1 AND "id" = ANY($2::bigint[])`, [userId, ids]);
  }

  /** those of the ids that are the user's autoresponders */
  async ownedIds(userId: number, ids: number[]): Promise<number[]> {
    const rows = await this.db.query<{ id: number }>(
      `SELECT "id"::int AS "id" FROM "campaigns"."autoresponder" WHERE "user_id" = $1 AND "id" = ANY($2::bigint[])`,
      [userId, ids],
    );
    return rows.map((row) => row.id);
  }

  /** a list's autoresponders (all, or the one asked for) */
  async ofList(userId: number, listId: number, onlyId?: number): Promise<AutoresponderRecord[]> {
    return this.db.query<AutoresponderRecord>(
      `SELECT ${COLUMNS} FROM "campaigns"."autoresponder" a WHERE a."user_id" = $1 AND a."list_id" = $2 AND ($3::bigint IS NULL OR a."id" = $3) ORDER BY a."id"`,
      [userId, listId, onlyId ?? null],
    );
  }

  /** the filtered page, with the lifetime counters of each row, and the number of matches before paging */
  async page(userId: number, f: AutoresponderFilter): Promise<{ total: number; rows: (AutoresponderRecord & AutoresponderCounters)[] }> {
    const where = [`a."user_id" = $1`];
    const params: unknown[] = [userId];
    const add = (clause: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(clause(`$${params.length}`));
    };
    if (f.listId) add((n) => `a."list_id" = ${n}`, f.listId);
    if (f.keyword)
      add(
        (n) => `a."name" ILIKE '%' || ${n} || '%'`,
        f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`),
      );
    if (f.triggerType) add((n) => `a."trigger_type" = ${n}`, f.triggerType);
    if (f.triggerType && f.triggerValue !== undefined) add((n) => `a."trigger_value" = ${n}`, f.triggerValue);
    if (f.status) add((n) => `a."status" = ${n}`, f.status);
    const [{ total }] = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS "total" FROM "campaigns"."autoresponder" a WHERE ${where.join(' AND ')}`,
      params,
    );
    const rows = await this.db.query<AutoresponderRecord & AutoresponderCounters>(
      `SELECT * FROM (
         SELECT ${COLUMNS}, c.* FROM "campaigns"."autoresponder" a
           CROSS JOIN LATERAL (SELECT ${COUNTERS} FROM "campaigns"."autoresponder_send" s ${TRACKED} WHERE s."autoresponder_id" = a."id") c
          WHERE ${where.join(' AND ')}) r
        ORDER BY ${f.orderBy} ${f.desc ? 'DESC' : 'ASC'}, "id" ${f.desc ? 'DESC' : 'ASC'}
        ${f.limit > 0 ? `LIMIT ${f.limit}` : ''} OFFSET ${f.offset}`,
      params,
    );
    return { total, rows };
  }

  /** the counters of one autoresponder's sends scheduled in [from, to) (all of them without a window) */
  async counters(id: number, window?: { from: Date; to: Date }): Promise<AutoresponderCounters> {
    const [row] = await this.db.query<AutoresponderCounters>(
      `SELECT ${COUNTERS} FROM "campaigns"."autoresponder_send" s ${TRACKED}
        WHERE s."autoresponder_id" = $1 AND ($2::timestamp IS NULL OR s."scheduled_at" >= $2) AND ($3::timestamp IS NULL OR s."scheduled_at" < $3)`,
      [id, window?.from ?? null, window?.to ?? null],
    );
    return row;
  }

  /** when the last message went out and when the next pending one is due */
  async times(id: number): Promise<{ last_sent_at: Date | null; next_at: Date | null }> {
    const [row] = await this.db.query<{ last_sent_at: Date | null; next_at: Date | null }>(
      `SELECT max("sent_at") AS "last_sent_at", min("scheduled_at") FILTER (WHERE "status" = 'Pending') AS "next_at"
         FROM "campaigns"."autoresponder_send" WHERE "autoresponder_id" = $1`,
      [id],
    );
    return row;
  }

  /** the send log, newest first */
  async activity(
    id: number,
    f: { since?: Date; status?: string; limit: number; offset: number },
  ): Promise<{ total: number; rows: AutoresponderActivityRow[] }> {
    const params = [id, f.since ?? null, f.status ?? null];
    const where = `s."autoresponder_id" = $1 AND ($2::timestamp IS NULL OR s."scheduled_at" >= $2) AND ($3::text IS NULL OR s."status" = $3)`;
    const [{ total }] = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS "total" FROM "campaigns"."autoresponder_send" s WHERE ${where}`,
      params,
    );
    const rows = await this.db.query<AutoresponderActivityRow>(
      `SELECT s."id"::int AS "id", s."subscriber_id"::int AS "subscriber_id", s."email_address", s."status", s."scheduled_at", s."sent_at", s."failure_reason",
              t."opens" > 0 AS "opened", t."clicks" > 0 AS "clicked", t."soft" > 0 AS "bounced"
         FROM "campaigns"."autoresponder_send" s ${TRACKED}
        WHERE ${where} ORDER BY s."scheduled_at" DESC, s."id" DESC LIMIT ${f.limit} OFFSET ${f.offset}`,
      params,
    );
    return { total, rows };
  }

  // ---- the engine ----

  /** the user's Enabled autoresponders of a list that fire on a trigger */
  async triggered(q: Queryable, userId: number, listId: number, triggerType: string): Promise<AutoresponderRecord[]> {
    return q.query(
      `SELECT ${COLUMNS} FROM "campaigns"."autoresponder" a WHERE a."user_id" = $1 AND a."list_id" = $2 AND a."trigger_type" = $3 AND a."status" = 'Enabled'`,
      [userId, listId, triggerType],
    );
  }

  /** whether the user has an Enabled autoresponder of a list on a trigger (the consumer's cheap pre-check) */
  async anyTriggered(userId: number, listId: number, triggerType: string): Promise<boolean> {
    const rows = await this.db.prepared(
      `SELECT 1 FROM "campaigns"."autoresponder" WHERE "user_id" = $1 AND "list_id" = $2 AND "trigger_type" = $3 AND "status" = 'Enabled' LIMIT 1`,
      [userId, listId, triggerType],
    );
    return rows.length > 0;
  }

  /** every Enabled date autoresponder (OnSubscriberDate), of every user: the daily check's work */
  async dateTriggered(): Promise<AutoresponderRecord[]> {
    return this.db.query(
      `SELECT ${COLUMNS} FROM "campaigns"."autoresponder" a WHERE a."trigger_type" = 'OnSubscriberDate' AND a."status" = 'Enabled' ORDER BY a."id"`,
    );
  }

  /**
   * schedules one message for one subscriber: its send id, or undefined when it was scheduled before. `occurrence`:
   * the matching day (YYYYMMDD) of a date autoresponder, which sends again on the next one; 0 for one-time triggers.
   */
  async schedule(
    q: Queryable,
    s: { autoresponderId: number; userId: number; listId: number; subscriberId: number; email: string; seq: number; at: Date; occurrence?: number },
  ) {
    const rows: { id: string }[] = await q.query(
      `INSERT INTO "campaigns"."autoresponder_send" ("autoresponder_id", "user_id", "list_id", "subscriber_id", "email_address", "seq", "scheduled_at", "occurrence")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING "id"`,
      [s.autoresponderId, s.userId, s.listId, s.subscriberId, s.email, s.seq, s.at, s.occurrence ?? 0],
    );
    return rows[0] ? Number(rows[0].id) : undefined;
  }

  async send(sendId: number): Promise<AutoresponderSendRow | undefined> {
    return this.db.one<AutoresponderSendRow>(
      `SELECT "id"::int AS "id", "autoresponder_id"::int AS "autoresponder_id", "user_id", "list_id"::int AS "list_id", "subscriber_id"::int AS "subscriber_id",
              "email_address", "seq", "occurrence", "status", "scheduled_at"
         FROM "campaigns"."autoresponder_send" WHERE "id" = $1`,
      [sendId],
    );
  }

  async settle(sendId: number, outcome: { status: 'Sent' | 'Failed'; reason?: string }, q: Queryable = this.db.dataSource): Promise<void> {
    await q.query(
      `UPDATE "campaigns"."autoresponder_send" SET "status" = $2, "failure_reason" = $3,
              "sent_at" = CASE WHEN $2 = 'Sent' THEN (now() at time zone 'utc') ELSE "sent_at" END
        WHERE "id" = $1 AND "status" = 'Pending'`,
      [sendId, outcome.status, outcome.reason ?? null],
    );
  }
}

export interface AutoresponderSendRow {
  id: number;
  autoresponder_id: number;
  user_id: number;
  list_id: number;
  subscriber_id: number;
  email_address: string;
  seq: number;
  /** the matching day (YYYYMMDD) of a date autoresponder's message; 0 otherwise */
  occurrence: number;
  status: string;
  scheduled_at: Date;
}

export interface AutoresponderActivityRow {
  id: number;
  subscriber_id: number;
  email_address: string;
  status: string;
  scheduled_at: Date;
  sent_at: Date | null;
  failure_reason: string | null;
  opened: boolean | null;
  clicked: boolean | null;
  bounced: boolean | null;
}
