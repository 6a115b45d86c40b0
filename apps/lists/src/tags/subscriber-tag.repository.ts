import { Injectable } from '@nestjs/common';

import { ActivityTypes, Events, EVENT_BATCH } from '@mail/contracts';
import { liftStatementTimeout, outboxInsertSql } from '@mail/db';
import { nowText } from '@mail/values';
import { ServiceDb, type Queryable } from '@mail/kit';

import { SqlParams } from '../rules/sql-params';
import type { TagRow } from './tag.repository';

export type TagChange = 'tag' | 'untag';

/** One id-range batch of a rule selection: subscribers of the list with lo < id <= hi matching `where` (alias `s`). */
export interface TagBatch {
  userId: number;
  listId: number;
  tag: TagRow;
  lo: number;
  hi: number;
  where: { sql: string; values: unknown[] };
  /** echoed in the activity rows */
  rulesJson: string;
  operator: string;
  /** write the tagged/untagged events too */
  emit: boolean;
  /** a job's batch: its own transaction without the request time limit */
  background?: boolean;
}

/** Which subscriber carries which tag. */
@Injectable()
export class SubscriberTagRepository {
  constructor(private readonly db: ServiceDb) {}

  /** tags (or untags) the subscribers; answers those that changed, with their address */
  change(mode: TagChange, tagId: string, subscriberIds: number[], q: Queryable = this.db): Promise<{ id: string; email: string }[]> {
    const sql =
      mode === 'tag'
        ? `WITH ins AS (INSERT INTO "lists"."subscriber_tag" ("tag_id", "subscriber_id") SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING RETURNING "subscriber_id")
           SELECT s."id", s."email" FROM ins JOIN "lists"."subscriber" s ON s."id" = ins."subscriber_id"`
        : `WITH del AS (DELETE FROM "lists"."subscriber_tag" WHERE "tag_id" = $1 AND "subscriber_id" = ANY($2::bigint[]) RETURNING "subscriber_id")
           SELECT s."id", s."email" FROM del JOIN "lists"."subscriber" s ON s."id" = del."subscriber_id"`;
    return q.query(sql, [tagId, subscriberIds]) as Promise<{ id: string; email: string }[]>;
  }

  /** one statement: the batch's change, its activity rows and (when `emit`) its batch events; answers how many changed */
  changeBatch(mode: TagChange, b: TagBatch): Promise<number> {
    if (!b.background) return this.changeBatchIn(this.db, mode, b);
    return this.db.tx(async (m) => {
      await liftStatementTimeout(m);
      return this.changeBatchIn(m, mode, b);
    });
  }

  private async changeBatchIn(q: Queryable, mode: TagChange, b: TagBatch): Promise<number> {
    const params = new SqlParams(b.where.values);
    const [list, lo, hi, tagP, user, act, evtOn, name, at, rules] = [
      b.listId,
      b.lo,
      b.hi,
      Number(b.tag.id),
      b.userId,
      mode === 'tag' ? ActivityTypes.Tagged : ActivityTypes.Untagged,
      b.emit,
      b.tag.name,
      nowText(),
      b.rulesJson,
    ].map((v) => params.add(v));
    const change =
      mode === 'tag'
        ? `INSERT INTO "lists"."subscriber_tag" ("tag_id", "subscriber_id")
             SELECT ${tagP}::bigint, s."id" FROM "lists"."subscriber" s WHERE s."list_id" = ${list}::bigint AND s."id" > ${lo}::bigint AND s."id" <= ${hi}::bigint AND ${b.where.sql}
           ON CONFLICT DO NOTHING RETURNING "subscriber_id"`
        : `DELETE FROM "lists"."subscriber_tag" st USING "lists"."subscriber" s
           WHERE st."tag_id" = ${tagP}::bigint AND st."subscriber_id" = s."id" AND s."list_id" = ${list}::bigint AND s."id" > ${lo}::bigint AND s."id" <= ${hi}::bigint AND ${b.where.sql}
           RETURNING st."subscriber_id"`;
    // the activity's parameters are a scalar subquery: one object per statement, not one per row
    const rows: { n: string }[] = await q.query(
      `WITH changed AS (${change}),
         act AS (INSERT INTO "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters")
                 SELECT ${user}::int, ${list}::bigint, c."subscriber_id", ${act}::text,
                        (SELECT jsonb_build_object('TagID', ${tagP}::bigint, 'TagName', ${name}::text, 'RulesJSON', ${rules}::text, 'RulesOperator', ${params.add(b.operator)}::text))
                 FROM changed c),
         evt AS (${outboxInsertSql(
           'lists',
           mode === 'tag' ? Events.SubscribersTagged : Events.SubscribersUntagged,
           {
             userId: `${user}::int`,
             listId: `${list}::bigint`,
             tagId: `${tagP}::bigint`,
             tagName: `${name}::text`,
             subscriberIds: 'array_agg(b."subscriber_id" ORDER BY b."subscriber_id")',
             emailAddresses: 'array_agg(b."email" ORDER BY b."subscriber_id")',
             occurredAt: `${at}::text`,
           },
           // one event per EVENT_BATCH changed subscribers (none when nothing changed)
           `FROM (SELECT c."subscriber_id", s2."email", (row_number() OVER (ORDER BY c."subscriber_id") - 1) / ${EVENT_BATCH} AS "chunk"
                  FROM changed c JOIN "lists"."subscriber" s2 ON s2."id" = c."subscriber_id" WHERE ${evtOn}::boolean) b
            GROUP BY b."chunk"`,
         )})
       SELECT count(*) AS n FROM changed`,
      params.values,
    );
    return Number(rows[0]?.n ?? 0);
  }

  /** the tags leave every subscriber */
  async deleteOfTags(tagIds: string[], q: Queryable = this.db): Promise<void> {
    await q.query(`DELETE FROM "lists"."subscriber_tag" WHERE "tag_id" = ANY($1::bigint[])`, [tagIds]);
  }
}
