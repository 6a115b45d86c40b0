import { Injectable } from '@nestjs/common';

import { ActivityTypes, Events } from '@mail/contracts';
import { outboxInsertSql } from '@mail/db';
import { nowText } from '@mail/values';
import { ServiceDb, type Queryable } from '@mail/kit';

import { SqlParams } from '../../rules/sql-params';

/** One id-range batch of a rule selection: subscribers of the list with lo < id <= hi matching `where` (alias `s`). */
export interface UnsubscribeBatch {
  userId: number;
  listId: number;
  lo: number;
  hi: number;
  where: { sql: string; values: unknown[] };
  ip: string;
  /** CampaignID, Channel, ... for the activity rows */
  context: Record<string, unknown>;
}

/** Unsubscribes a rule selection batch by batch (Subscriber.Unsubscribe by RulesJSON). */
@Injectable()
export class UnsubscribeBatchRepository {
  constructor(private readonly db: ServiceDb) {}

  /** one statement: those not unsubscribed yet, their activity rows and events; answers their addresses */
  async unsubscribe(b: UnsubscribeBatch, q: Queryable = this.db): Promise<string[]> {
    const params = new SqlParams(b.where.values);
    const [l, lo, hi, ip, user, at, ctx, type] = [b.listId, b.lo, b.hi, b.ip, b.userId, nowText(), JSON.stringify(b.context), ActivityTypes.Unsubscription].map(
      (v) => params.add(v),
    );
    const rows = (await q.query(
      `WITH changed AS (
         UPDATE "lists"."subscriber" s SET "status" = 'Unsubscribed', "unsubscription_date" = now() at time zone 'utc', "unsubscription_ip" = ${ip}::text, "confirmation_code" = NULL, "updated_at" = now() at time zone 'utc'
         WHERE s."list_id" = ${l}::bigint AND s."id" > ${lo}::bigint AND s."id" <= ${hi}::bigint AND s."status" <> 'Unsubscribed' AND ${b.where.sql}
         RETURNING s."id", s."email"),
       act AS (INSERT INTO "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters")
               SELECT ${user}::int, ${l}::bigint, c."id", ${type}::text, nullif(${ctx}::jsonb, '{}'::jsonb) FROM changed c),
       evt AS (${outboxInsertSql(
         'lists',
         Events.SubscriberUnsubscribed,
         {
           userId: `${user}::int`,
           listId: `${l}::bigint`,
           subscriberId: 'c."id"',
           emailAddress: 'c."email"',
           status: `'Unsubscribed'`,
           ipAddress: `${ip}::text`,
           occurredAt: `${at}::text`,
         },
         'FROM changed c',
       )})
       SELECT "email" FROM changed`,
      params.values,
    )) as { email: string }[];
    return rows.map((r) => r.email);
  }
}
