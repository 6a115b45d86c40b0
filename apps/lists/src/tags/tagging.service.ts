import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

import { ActivityTypes, CommandError, type SubscriberTagReply, type SubscriberTagRequest } from '@mail/contracts';
import { type JobContext, JobQueue, PermanentJobError } from '@mail/jobs';
import { paramBool, paramId, paramIds, paramText } from '@mail/values';
import { type Caller, ServiceDb } from '@mail/kit';

import { ActivityWriter } from '../activity/activity.writer';
import { BulkTag, type BulkTaggingPayload, BulkUntag } from '../bulk/bulk-by-rules.job';
import { reportScanned } from '../bulk/bulk-progress';
import { BulkSelectionRepository } from '../bulk/bulk-selection.repository';
import { forEachRange, idRanges } from '../bulk/id-ranges';
import { ListRepository } from '../lists/list.repository';
import { type CompiledWhere, RuleEngine, RuleError } from '../rules/rule-engine.query';
import { normaliseOperator } from '../rules/rules-json.parser';
import { SubscriberRepository } from '../subscribers/subscriber.repository';
import { SubscriberTagRepository, type TagChange } from './subscriber-tag.repository';
import { TagRepository, type TagRow } from './tag.repository';

/**
 * Subscriber ids per statement of a tag/untag by rules. A statement evaluates the rules set-based over its id
 * range, and parts of the rules (a field's or a tag's subquery, the list's index) cost the same whatever the
 * range: a list up to this span takes one statement, a larger one a few.
 */
const BATCH_IDS = 1_000_000;
/** ranges of a job running at once */
const JOB_PARALLEL = 2;

/**
 * Subscriber.Tag / Subscriber.Untag: by ids (one transaction) or by RulesJSON in a few set-based statements over
 * id ranges (a job's two at a time, without the request time limit). Activity rows always; domain events when
 * TriggerEvents is on (default on for ids, off for rule batches, as the spec makes events opt-in).
 * TagID and SubscriberListID missing are the request DTO's codes 1 and 2.
 */
@Injectable()
export class TaggingService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly tags: TagRepository,
    private readonly subscribers: SubscriberRepository,
    private readonly subscriberTags: SubscriberTagRepository,
    private readonly engine: RuleEngine,
    private readonly activity: ActivityWriter,
    private readonly selection: BulkSelectionRepository,
    private readonly jobs: JobQueue,
  ) {}

  async run(p: SubscriberTagRequest, caller: Caller, mode: TagChange): Promise<SubscriberTagReply> {
    const userId = caller.userId;
    const idsGiven = paramText(p.subscriberid) ? p.subscriberid : p.subscriberids;
    const rulesJson = paramText(p.rulesjson);
    if (!paramText(idsGiven) && !rulesJson && !paramText(p.rulesoperator)) throw new CommandError(3, 'Missing subscriber id');
    const listId = paramId(p.subscriberlistid);
    if (!listId || !(await this.lists.findOwned(userId, listId))) throw new CommandError(4, 'Invalid list id or list does not belong to the user');
    const tagId = paramId(p.tagid);
    const tag = tagId ? await this.tags.findInList(tagId, listId) : undefined;
    if (!tag) throw new CommandError(6, 'Invalid tag id');
    if (paramText(idsGiven)) {
      const ids = paramIds(idsGiven);
      if (
        !ids.length ||
        ids.length !==
          paramText(idsGiven)
            .split(',')
            .filter((s) => s.trim()).length
      )
        throw new CommandError(5, 'Invalid subscriber id');
      const changed = await this.byIds(mode, userId, listId, tag, ids, paramBool(p.triggerevents, true));
      if (changed === undefined) throw new CommandError(5, 'Invalid subscriber id');
      return { TotalAffected: changed };
    }
    if (!rulesJson) throw new CommandError(6, 'Missing RulesJSON parameter');
    if (mode === 'tag' && !paramText(p.rulesoperator)) throw new CommandError(7, 'Missing RulesOperator parameter');
    const operator = normaliseOperator(paramText(p.rulesoperator) || 'or');
    let where;
    try {
      where = await this.engine.compile(this.engine.parse(rulesJson, operator), { userId, listId, alias: 's' });
    } catch (error) {
      if (error instanceof RuleError) throw new CommandError(8, `Invalid query builder response: ${error.message}`);
      throw error;
    }
    const options = { rulesJson, operator, emit: paramBool(p.triggerevents, false) };
    if (await this.selection.exceedsSyncLimit(listId, where)) {
      // too many subscribers for one request: a job does it, Subscribers.Bulk.Status follows it
      const JobID = await this.jobs.send(mode === 'tag' ? BulkTag : BulkUntag, { userId, listId, tagId: Number(tag.id), ...options });
      return { TotalAffected: 0, JobID };
    }
    return { TotalAffected: await this.byRules(mode, userId, listId, tag, where, options) };
  }

  /** The bulk-tag / bulk-untag job: the request's batches, with progress per batch (a retry walks the list again: idempotent). */
  async runJob(mode: TagChange, job: BulkTaggingPayload, context: JobContext): Promise<{ TotalAffected: number }> {
    const list = await this.lists.findOwned(job.userId, job.listId);
    const tag = list ? await this.tags.findInList(job.tagId, job.listId) : undefined;
    if (!tag) throw new PermanentJobError('the list or the tag no longer exists');
    let where;
    try {
      where = await this.engine.compile(this.engine.parse(job.rulesJson, job.operator), { userId: job.userId, listId: job.listId, alias: 's' });
    } catch (error) {
      throw error instanceof RuleError ? new PermanentJobError(error.message) : error;
    }
    return { TotalAffected: await this.byRules(mode, job.userId, job.listId, tag, where, job, context) };
  }

  /** undefined when one of the ids is not a subscriber of the list */
  private async byIds(mode: TagChange, userId: number, listId: number, tag: TagRow, ids: number[], emit: boolean): Promise<number | undefined> {
    const result = await this.db.tx(async (m) => {
      if ((await this.subscribers.countInList(listId, ids, m)) !== ids.length) return undefined;
      const rows = await this.subscriberTags.change(mode, tag.id, ids, m);
      await this.record(m, mode, userId, listId, tag, rows, emit);
      return rows.length;
    });
    if (result !== undefined) this.activity.flush();
    return result;
  }

  private record(
    m: EntityManager,
    mode: TagChange,
    userId: number,
    listId: number,
    tag: TagRow,
    rows: { id: string; email: string }[],
    emit: boolean,
  ): Promise<void> {
    const change = { userId, listId, tagId: Number(tag.id), tagName: tag.name, subscribers: rows.map((r) => ({ id: Number(r.id), email: r.email })) };
    return this.activity.recordTagChange(m, mode === 'tag' ? ActivityTypes.Tagged : ActivityTypes.Untagged, change, { emitEvents: emit });
  }

  private async byRules(
    mode: TagChange,
    userId: number,
    listId: number,
    tag: TagRow,
    where: CompiledWhere,
    options: { rulesJson: string; operator: string; emit: boolean },
    job?: JobContext,
  ): Promise<number> {
    const bounds = await this.subscribers.idBounds(listId);
    if (!bounds) return 0;
    let total = 0;
    // a job's ranges run two at a time (two connections, two cores); a request's one after the other
    const parallel = job ? JOB_PARALLEL : 1;
    const ranges = idRanges(bounds.lo, bounds.hi, BATCH_IDS, parallel);
    const { rulesJson, operator, emit } = options;
    const batch = { userId, listId, tag, where: { sql: where.sql, values: where.params.values }, rulesJson, operator, emit, background: !!job };
    await forEachRange(
      ranges,
      parallel,
      async (range) => {
        const changed = await this.subscriberTags.changeBatch(mode, { ...batch, ...range });
        total += changed; // after the await: ranges run side by side
      },
      job && ((covered) => reportScanned(job, bounds.lo, bounds.lo - 1 + covered, bounds.hi)),
    );
    if (options.emit) this.activity.flush();
    return total;
  }
}
