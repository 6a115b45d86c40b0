import { Injectable } from '@nestjs/common';

import { Events } from '@mail/contracts';
import { outboxInsertSql } from '@mail/db';
import { nowText } from '@mail/values';
import type { Queryable } from '@mail/kit';

import type { CompiledWhere } from '../../rules/rule-engine.query';
import { SqlParams } from '../../rules/sql-params';

/** parameters: $3 user, $4 occurredAt */
const DELETED_EVENT_SQL = outboxInsertSql(
  'lists',
  Events.SubscriberDeleted,
  { userId: '$3::int', listId: 'g."list_id"', subscriberId: 'g."id"', emailAddress: 'g."email"', source: `'API'`, occurredAt: '$4::text' },
  'FROM gone g',
);

/**
 * Deletes subscribers of one list in one statement: their field values, tags and activity (tables without foreign
 * keys; journeys, website events and revenue cascade; the subscriber triggers count it), and one SubscriberDeleted event each in
 * the outbox, so services that keep something per subscriber (tracking's identities) forget it.
 */
@Injectable()
export class SubscriberDeleteRepository {
  async delete(q: Queryable, userId: number, listId: number, subscriberIds: number[]): Promise<number> {
    const [row] = (await q.query(
      `WITH gone AS (
         DELETE FROM "lists"."subscriber" WHERE "list_id" = $1 AND "id" = ANY($2::bigint[]) RETURNING "id", "list_id", "email"
       ), vals AS (
         DELETE FROM "lists"."custom_field_value" WHERE "subscriber_id" IN (SELECT "id" FROM gone)
       ), tags AS (
         DELETE FROM "lists"."subscriber_tag" WHERE "subscriber_id" IN (SELECT "id" FROM gone)
       ), acts AS (
         DELETE FROM "lists"."activity" WHERE "subscriber_id" IN (SELECT "id" FROM gone)
       ), evt AS (${DELETED_EVENT_SQL})
       SELECT count(*)::int AS "n" FROM gone`,
      [listId, subscriberIds, userId, nowText()],
    )) as { n: number }[];
    return row.n;
  }

  /** up to `limit` subscriber ids of the list after `afterId` (matching `where` over alias s when given), in order: the batches of a bulk delete */
  async idsAfter(q: Queryable, listId: number, afterId: number, limit: number, where?: CompiledWhere): Promise<number[]> {
    const params = new SqlParams(where?.params.values ?? []);
    const rows = (await q.query(
      `SELECT s."id" FROM "lists"."subscriber" s WHERE s."list_id" = ${params.add(listId)} AND s."id" > ${params.add(afterId)} AND ${where?.sql ?? 'TRUE'}
       ORDER BY s."id" LIMIT ${Math.trunc(limit)}`,
      params.values,
    )) as { id: string }[];
    return rows.map((r) => Number(r.id));
  }
}
