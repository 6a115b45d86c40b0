import { Injectable } from '@nestjs/common';

import { type BusRequest, CommandError, Events } from '@mail/contracts';
import { outboxInsertSql } from '@mail/db';
import { isEmail, nowText } from '@mail/values';

import { type JobContext, JobQueue, PermanentJobError } from '@mail/jobs';
import { ServiceDb, ServiceOutbox } from '@mail/kit';

import { BulkUnsubscribe, type BulkUnsubscribePayload } from '../../bulk/bulk-by-rules.job';
import { reportScanned } from '../../bulk/bulk-progress';
import { BulkSelectionRepository } from '../../bulk/bulk-selection.repository';
import { callerUserId } from '../../common/caller';
import { ParamReader } from '../../common/params';
import { listSetting } from '../../lists/list.presenter';
import { ListRepository } from '../../lists/list.repository';
import type { ListRow } from '../../lists/list.row';
import { type CompiledWhere, RuleEngine, RuleError } from '../../rules/rule-engine.service';
import { normaliseOperator } from '../../rules/rules-json.parser';
import { SqlParams } from '../../rules/sql-params';
import { SubscriberRepository } from '../subscriber.repository';
import { SubscriberUpdater } from '../subscriber.updater';
import { applyOptOut, type OptOutPlan, optOutPlan } from './unsubscribe-side-effects';

const BATCH_IDS = 50_000;

/**
 * Subscriber.Unsubscribe: one subscriber (EmailAddress or SubscriberID) or, with RulesJSON, every matching
 * subscriber in id-range batches. Preview=1 checks everything and changes nothing. Codes 1–11 of the spec.
 */
@Injectable()
export class SubscriberUnsubscribeService {
  constructor(
    private readonly db: ServiceDb,
    private readonly lists: ListRepository,
    private readonly subscribers: SubscriberRepository,
    private readonly updater: SubscriberUpdater,
    private readonly engine: RuleEngine,
    private readonly outbox: ServiceOutbox,
    private readonly selection: BulkSelectionRepository,
    private readonly jobs: JobQueue,
  ) {}

  async run(req: BusRequest): Promise<Record<string, unknown>> {
    const userId = callerUserId(req);
    const p = new ParamReader(req.params);
    if (!p.str('ListID') && !p.str('SubscriberListID')) throw new CommandError(1, 'List ID is required.');
    const ip = p.str('IPAddress');
    if (!ip) throw new CommandError(2, 'IP address is required.');
    const email = p.str('EmailAddress');
    const rulesJson = p.str('RulesJSON');
    if (!email && !p.str('SubscriberID') && !rulesJson) throw new CommandError(3, 'Either email address or subscriber ID must be provided.');
    const listId = p.id('ListID') ?? p.id('SubscriberListID');
    const list = listId ? await this.lists.findOwned(userId, listId) : undefined;
    if (!list || !listId) throw new CommandError(4, 'Invalid list ID or list does not exist.');
    if (email && !isEmail(email)) throw new CommandError(6, 'Invalid email address format.');
    for (const name of ['CampaignID', 'AutoResponderID']) if (p.str(name) && !p.id(name)) throw new CommandError(8, 'Invalid campaign ID or autoresponder ID.');
    if (p.str('EmailID') && !p.id('EmailID')) throw new CommandError(10, 'Invalid email ID.');
    const context: Record<string, unknown> = {};
    for (const name of ['CampaignID', 'AutoResponderID', 'EmailID']) if (p.id(name)) context[name] = p.id(name);
    if (p.str('Channel')) context.Channel = p.str('Channel');
    const preview = p.bool('Preview', false);
    const redirect = String(listSetting(list, 'UnsubscriptionConfirmedPageURL') ?? '');
    const plan = optOutPlan(list, p.bool('AddToGlobalSuppression', false));
    if (!email && !p.str('SubscriberID')) return this.bulk(userId, list, rulesJson, p.str('RulesOperator'), { preview, ip, redirect, plan, context });
    const subscriber = email
      ? await this.subscribers.byEmail(listId, email)
      : p.id('SubscriberID')
        ? await this.subscribers.byId(listId, p.id('SubscriberID')!)
        : undefined;
    if (!subscriber) throw new CommandError(7, 'Subscriber does not exist or does not belong to the list.');
    if (subscriber.status === 'Unsubscribed') throw new CommandError(9, 'Subscriber is already unsubscribed.');
    if (preview) return { RedirectURL: redirect, Preview: true };
    await this.db.tx(async (m) => {
      await this.updater.apply({ userId, listId, current: subscriber, status: 'Unsubscribed', ip, emitEvents: true, extra: { context } }, m);
      await applyOptOut(m, userId, listId, [subscriber.email], plan, ip);
    });
    this.outbox.kick();
    return { RedirectURL: redirect };
  }

  private async bulk(
    userId: number,
    list: ListRow,
    rulesJson: string,
    operator: string,
    o: { preview: boolean; ip: string; redirect: string; plan: OptOutPlan; context: Record<string, unknown> },
  ): Promise<Record<string, unknown>> {
    const listId = Number(list.id);
    let where;
    try {
      where = await this.engine.compile(this.engine.parse(rulesJson, normaliseOperator(operator || 'or')), { userId, listId, alias: 's' });
    } catch (error) {
      if (error instanceof RuleError) throw new CommandError(11, `Invalid query builder response: ${error.message}`);
      throw error;
    }
    if (o.preview) {
      const params = new SqlParams(where.params.values);
      const row = await this.db.one<{ n: string }>(
        `SELECT count(*) AS n FROM "lists"."subscriber" s WHERE s."list_id" = ${params.add(listId)} AND s."status" <> 'Unsubscribed' AND ${where.sql}`,
        params.values,
      );
      return { RedirectURL: o.redirect, Preview: true, TotalUnsubscribed: Number(row?.n ?? 0) };
    }
    if (await this.selection.exceedsSyncLimit(listId, where, `s."status" <> 'Unsubscribed'`)) {
      // too many subscribers for one request: a job does it, Subscribers.Bulk.Status follows it
      const options = { ip: o.ip, addToGlobalSuppression: o.plan.globalSuppression, context: o.context };
      const JobID = await this.jobs.send(BulkUnsubscribe, { userId, listId, rulesJson, operator, options });
      return { RedirectURL: o.redirect, TotalUnsubscribed: 0, JobID };
    }
    const total = await this.unsubscribeBatches(userId, listId, where, o);
    this.outbox.kick();
    return { RedirectURL: o.redirect, TotalUnsubscribed: total };
  }

  /** The bulk-unsubscribe job: the request's batches, with progress per batch (a retry walks the list again: idempotent). */
  async runJob(job: BulkUnsubscribePayload, context: JobContext): Promise<{ TotalUnsubscribed: number }> {
    const list = await this.lists.findOwned(job.userId, job.listId);
    if (!list) throw new PermanentJobError('the list no longer exists');
    let where;
    try {
      where = await this.engine.compile(this.engine.parse(job.rulesJson, normaliseOperator(job.operator || 'or')), {
        userId: job.userId,
        listId: job.listId,
        alias: 's',
      });
    } catch (error) {
      throw error instanceof RuleError ? new PermanentJobError(error.message) : error;
    }
    const plan = optOutPlan(list, job.options.addToGlobalSuppression);
    const total = await this.unsubscribeBatches(job.userId, job.listId, where, { ...job.options, plan }, context);
    this.outbox.kick();
    return { TotalUnsubscribed: total };
  }

  private async unsubscribeBatches(
    userId: number,
    listId: number,
    where: CompiledWhere,
    o: { ip: string; plan: OptOutPlan; context: Record<string, unknown> },
    job?: JobContext,
  ): Promise<number> {
    const bounds = await this.db.one<{ lo: string | null; hi: string | null }>(
      `SELECT min("id") AS lo, max("id") AS hi FROM "lists"."subscriber" WHERE "list_id" = $1`,
      [listId],
    );
    let total = 0;
    for (let from = Number(bounds?.lo ?? 1) - 1; bounds?.hi && from < Number(bounds.hi); from += BATCH_IDS) {
      total += await this.db.tx(async (m) => {
        const params = new SqlParams(where.params.values);
        const [l, lo, hi, ip, user, at, ctx] = [listId, from, from + BATCH_IDS, o.ip, userId, nowText(), JSON.stringify(o.context)].map((v) => params.add(v));
        const rows: { email: string }[] = await m.query(
          `WITH changed AS (
             UPDATE "lists"."subscriber" s SET "status" = 'Unsubscribed', "unsubscription_date" = now() at time zone 'utc', "unsubscription_ip" = ${ip}::text, "confirmation_code" = NULL, "updated_at" = now() at time zone 'utc'
             WHERE s."list_id" = ${l}::bigint AND s."id" > ${lo}::bigint AND s."id" <= ${hi}::bigint AND s."status" <> 'Unsubscribed' AND ${where.sql}
             RETURNING s."id", s."email"),
           act AS (INSERT INTO "lists"."activity" ("user_id", "list_id", "subscriber_id", "activity_type", "parameters")
                   SELECT ${user}::int, ${l}::bigint, c."id", 'unsubscription', nullif(${ctx}::jsonb, '{}'::jsonb) FROM changed c),
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
        );
        await applyOptOut(
          m,
          userId,
          listId,
          rows.map((r) => r.email),
          o.plan,
          o.ip,
        );
        return rows.length;
      });
      if (job) await reportScanned(job, Number(bounds.lo), from + BATCH_IDS, Number(bounds.hi));
    }
    return total;
  }
}
