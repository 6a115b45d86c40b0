import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ActivityTypes, type BusRequest, Events } from '@mail/contracts';
import { outboxInsertSql } from '@mail/db';
import { nowText } from '@mail/values';

import { type JobContext, JobQueue, PermanentJobError } from '@mail/jobs';
import { ServiceDb } from '@mail/kit';

import { ActivityWriter } from '../activity/activity.writer';
import { BulkTag, type BulkTaggingPayload, BulkUntag } from '../bulk/bulk-by-rules.job';
import { reportScanned } from '../bulk/bulk-progress';
import { BulkSelectionRepository } from '../bulk/bulk-selection.repository';
import { callerUserId } from '../common/caller';
import { arrayError } from '../common/errors';
import { ParamReader } from '../common/params';
import { ListRepository } from '../lists/list.repository';
import { RuleEngine, RuleError } from '../rules/rule-engine.service';
import { normaliseOperator } from '../rules/rules-json.parser';
import { SqlParams } from '../rules/sql-params';
import { TagRepository, type TagRow } from './tag.repository';

type Mode = 'tag' | 'untag';
const BATCH_IDS = 50_000;

/**
 * Subscriber.Tag / Subscriber.Untag: by ids (one transaction) or by RulesJSON in id-range batches (one
 * short transaction each, so other requests keep their latency). Activity rows always; domain events when
 * TriggerEvents is on (default on for ids, off for rule batches, as the spec makes events opt-in).
 */
@Injectable()
export class TaggingService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly tags: TagRepository,
    private readonly engine: RuleEngine,
    private readonly activity: ActivityWriter,
    private readonly selection: BulkSelectionRepository,
    private readonly jobs: JobQueue,
  ) {}

  async run(req: BusRequest, mode: Mode): Promise<Record<string, unknown>> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    if (!p.str('TagID')) throw arrayError(1, 'Missing tag id');
    if (!p.str('SubscriberListID')) throw arrayError(2, 'Missing subscriber list id');
    const hasIds = !!p.str('SubscriberID') || !!p.str('SubscriberIDs');
    const rulesJson = p.str('RulesJSON');
    if (!hasIds && !rulesJson && !p.str('RulesOperator')) throw arrayError(3, 'Missing subscriber id');
    const listId = p.id('SubscriberListID');
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw arrayError(4, 'Invalid list id or list does not belong to the user');
    const tagId = p.id('TagID');
    const tag = tagId ? await this.tags.findInList(tagId, listId) : undefined;
    if (!tag) throw arrayError(6, 'Invalid tag id');
    if (hasIds) {
      const raw = p.str('SubscriberID') || p.str('SubscriberIDs');
      const ids = p.ids(p.str('SubscriberID') ? 'SubscriberID' : 'SubscriberIDs');
      if (!ids.length || ids.length !== raw.split(',').filter((s) => s.trim()).length) throw arrayError(5, 'Invalid subscriber id');
      const emit = p.bool('TriggerEvents', true);
      const changed = await this.byIds(mode, userId, listId, tag, ids, emit);
      if (changed === undefined) throw arrayError(5, 'Invalid subscriber id');
      return { TotalAffected: changed };
    }
    if (!rulesJson) throw arrayError(6, 'Missing RulesJSON parameter');
    if (mode === 'tag' && !p.str('RulesOperator')) throw arrayError(7, 'Missing RulesOperator parameter');
    const operator = normaliseOperator(p.str('RulesOperator') || 'or');
    let where;
    try {
      const expr = this.engine.parse(rulesJson, operator);
      where = await this.engine.compile(expr, { userId, listId, alias: 's' });
    } catch (error) {
      if (error instanceof RuleError) throw arrayError(8, `Invalid query builder response: ${error.message}`);
      throw error;
    }
    const options = { rulesJson, operator, emit: p.bool('TriggerEvents', false) };
    if (await this.selection.exceedsSyncLimit(listId, where)) {
      // too many subscribers for one request: a job does it, Subscribers.Bulk.Status follows it
      const JobID = await this.jobs.send(mode === 'tag' ? BulkTag : BulkUntag, { userId, listId, tagId: Number(tag.id), ...options });
      return { TotalAffected: 0, JobID };
    }
    const total = await this.byRules(mode, userId, listId, tag, where.sql, where.params.values, options);
    return { TotalAffected: total };
  }

  /** The bulk-tag / bulk-untag job: the request's batches, with progress per batch (a retry walks the list again: idempotent). */
  async runJob(mode: Mode, job: BulkTaggingPayload, context: JobContext): Promise<{ TotalAffected: number }> {
    const list = await this.lists.findOwned(job.userId, job.listId);
    const tag = list ? await this.tags.findInList(job.tagId, job.listId) : undefined;
    if (!tag) throw new PermanentJobError('the list or the tag no longer exists');
    let where;
    try {
      where = await this.engine.compile(this.engine.parse(job.rulesJson, job.operator), { userId: job.userId, listId: job.listId, alias: 's' });
    } catch (error) {
      throw error instanceof RuleError ? new PermanentJobError(error.message) : error;
    }
    const total = await this.byRules(mode, job.userId, job.listId, tag, where.sql, where.params.values, job, context);
    return { TotalAffected: total };
  }

  /** undefined when one of the ids is not a subscriber of the list */
  private async byIds(mode: Mode, userId: number, listId: number, tag: TagRow, ids: number[], emit: boolean): Promise<number | undefined> {
    const result = await this.db.tx(async (m) => {
      const found: { id: string }[] = await m.query(`SELECT "id" FROM "lists"."subscriber" WHERE "id" = ANY($1::bigint[]) AND "list_id" = $2`, [ids, listId]);
      if (found.length !== ids.length) return undefined;
      const rows: { id: string; email: string }[] =
        mode === 'tag'
          ? await m.query(
              `WITH ins AS (INSERT INTO "lists"."subscriber_tag" ("tag_id", "subscriber_id") SELECT $1, unnest($2::bigint[]) ON CONFLICT DO NOTHING RETURNING "subscriber_id")
               SELECT s."id", s."email" FROM ins JOIN "lists"."subscriber" s ON s."id" = ins."subscriber_id"`,
              [tag.id, ids],
            )
          : await m.query(
              `WITH del AS (DELETE FROM "lists"."subscriber_tag" WHERE "tag_id" = $1 AND "subscriber_id" = ANY($2::bigint[]) RETURNING "subscriber_id")
               SELECT s."id", s."email" FROM del JOIN "lists"."subscriber" s ON s."id" = del."subscriber_id"`,
              [tag.id, ids],
            );
      await this.record(m, mode, userId, listId, tag, rows, emit);
      return rows.length;
    });
    if (result !== undefined) this.activity.flush();
    return result;
  }

  private record(
    m: EntityManager,
    mode: Mode,
    userId: number,
    listId: number,
    tag: TagRow,
    rows: { id: string; email: string }[],
    emit: boolean,
  ): Promise<void> {
    const type = mode === 'tag' ? ActivityTypes.Tagged : ActivityTypes.Untagged;
    return this.activity.record(
      m,
      type,
      rows.map((r) => ({
        userId,
        listId,
        subscriberId: Number(r.id),
        emailAddress: r.email,
        parameters: { TagID: Number(tag.id), TagName: tag.name },
        event: { tagId: Number(tag.id), tagName: tag.name },
      })),
      { emitEvents: emit },
    );
  }

  private async byRules(
    mode: Mode,
    userId: number,
    listId: number,
    tag: TagRow,
    where: string,
    values: unknown[],
    options: { rulesJson: string; operator: string; emit: boolean },
    job?: JobContext,
  ): Promise<number> {
    const bounds = await this.db.one<{ lo: string | null; hi: string | null }>(
      `SELECT min("id") AS lo, max("id") AS hi FROM "lists"."subscriber" WHERE "list_id" = $1`,
      [listId],
    );
    if (!bounds?.lo || !bounds.hi) return 0;
    let total = 0;
    const type = mode === 'tag' ? ActivityTypes.Tagged : ActivityTypes.Untagged;
    const event = mode === 'tag' ? Events.SubscriberTagged : Events.SubscriberUntagged;
    for (let from = Number(bounds.lo) - 1; from < Number(bounds.hi); from += BATCH_IDS) {
      const params = new SqlParams(values);
      const [list, lo, hi, tagP, user, act, evtOn, name, at, rules] = [
        listId,
        from,
        from + BATCH_IDS,
        Number(tag.id),
        userId,
        type,
        options.emit,
        tag.name,
        nowText(),
        options.rulesJson,
      ].map((v) => params.add(v));
      const change =
        mode === 'tag'
          ? `INSERT INTO "lists"."subscriber_tag" ("tag_id", "subscriber_id")
               SELECT ${tagP}::bigint, s."id" FROM "lists"."subscriber" s WHERE s."list_id" = ${list}::bigint AND s."id" > ${lo}::bigint AND s."id" <= ${hi}::bigint AND ${where}
             ON CONFLICT DO NOTHING RETURNING "subscriber_id"`
          : `DELETE FROM "lists"."subscriber_tag" st USING "lists"."subscriber" s
             WHERE st."tag_id" = ${tagP}::bigint AND st."subscriber_id" = s."id" AND s."list_id" = ${list}::bigint AND s."id" > ${lo}::bigint AND s."id" <= ${hi}::bigint AND ${where}
             RETURNING st."subscriber_id"`;
      const rows = await this.db.query<{ n: string }>(
        `WITH changed AS (${change}),
           act AS (INSERT INTO "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters")
                   SELECT ${user}::int, ${list}::bigint, c."subscriber_id", ${act}::text,
                          jsonb_build_object('TagID', ${tagP}::bigint, 'TagName', ${name}::text, 'RulesJSON', ${rules}::text, 'RulesOperator', ${params.add(options.operator)}::text) FROM changed c),
           evt AS (${outboxInsertSql(
             'lists',
             event,
             {
               userId: `${user}::int`,
               listId: `${list}::bigint`,
               subscriberId: 'c."subscriber_id"',
               emailAddress: 's2."email"',
               tagId: `${tagP}::bigint`,
               tagName: `${name}::text`,
               occurredAt: `${at}::text`,
             },
             `FROM changed c JOIN "lists"."subscriber" s2 ON s2."id" = c."subscriber_id" WHERE ${evtOn}::boolean`,
           )})
         SELECT count(*) AS n FROM changed`,
        params.values,
      );
      total += Number(rows[0]?.n ?? 0);
      if (job) await reportScanned(job, Number(bounds.lo), from + BATCH_IDS, Number(bounds.hi));
    }
    if (options.emit) this.activity.flush();
    return total;
  }
}
