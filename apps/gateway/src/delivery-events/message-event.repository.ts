import { Injectable } from '@nestjs/common';

import type { GatewayEvent } from '@mail/contracts';
import { ServiceDb, type Queryable } from '@mail/kit';

import { eventCounters } from './stats-counters';

export interface NewMessageEvent {
  messageId: string;
  domainId: number;
  userId: number;
  event: GatewayEvent;
  recipient: string;
  detail?: Record<string, unknown>;
}

/** The event as webhooks post it (joined with its message). */
export interface MessageEventRow {
  id: number;
  message_id: string;
  domain_id: number;
  event: GatewayEvent;
  recipient: string;
  detail: Record<string, unknown>;
  occurred_at: Date;
  mail_from: string;
  subject: string;
  tags: string[];
}

export interface Bucket {
  key: string;
  count: number;
}

/** message_event: what happened to each message, per recipient. */
@Injectable()
export class MessageEventRepository {
  constructor(private readonly db: ServiceDb) {}

  /** one event (with its counters: insertMany); its id */
  async insert(q: Queryable, e: NewMessageEvent): Promise<number> {
    const [row] = await this.insertMany(q, [e]);
    return row.id;
  }

  /** many events in one statement, which also adds them to the statistics' counters (stats-counters.ts); each stored event's id with its domain and kind */
  async insertMany(q: Queryable, events: NewMessageEvent[]): Promise<{ id: number; domain_id: number; event: GatewayEvent }[]> {
    if (!events.length) return [];
    const values: unknown[] = [];
    const rows = events.map((e) => {
      const at = values.length;
      values.push(e.messageId, e.domainId, e.userId, e.event, e.recipient, e.detail ?? {});
      return `(${[1, 2, 3, 4, 5, 6].map((i) => `$${at + i}`).join(', ')})`;
    });
    const stored = (await q.query(
      `WITH "inserted" AS (
         INSERT INTO "gateway"."message_event" ("message_id", "domain_id", "user_id", "event", "recipient", "detail") VALUES ${rows.join(', ')}
         RETURNING "id", "message_id", "user_id", "domain_id", "event", "recipient", "occurred_at"),
       ${eventCounters('inserted')}
       SELECT "id", "domain_id", "event" FROM "inserted" ORDER BY "id"`,
      values,
    )) as { id: string; domain_id: string; event: GatewayEvent }[];
    return stored.map((r) => ({ id: Number(r.id), domain_id: Number(r.domain_id), event: r.event }));
  }

  /** whether the recipient already has this event for the message (a transaction-scoped lock makes it once) */
  async exists(q: Queryable, messageId: string, recipient: string, event: GatewayEvent): Promise<boolean> {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`${messageId}/${recipient}/${event}`]);
    const rows = (await q.query(`SELECT 1 FROM "gateway"."message_event" WHERE "message_id" = $1 AND "recipient" = $2 AND "event" = $3 LIMIT 1`, [
      messageId,
      recipient,
      event,
    ])) as unknown[];
    return rows.length > 0;
  }

  /** Counts of a domain's events between two UTC days (inclusive), grouped by `groupSql`, largest first. */
  aggregate(domainId: number, from: string, to: string, groupSql: string, size: number): Promise<Bucket[]> {
    return this.db.query<Bucket>(
      `SELECT ${groupSql} AS "key", count(*)::int AS "count" FROM "gateway"."message_event"
       WHERE "domain_id" = $1 AND "occurred_at" >= $2::date AND "occurred_at" < $3::date + 1
       GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT $4`,
      [domainId, from, to, size],
    );
  }
}
