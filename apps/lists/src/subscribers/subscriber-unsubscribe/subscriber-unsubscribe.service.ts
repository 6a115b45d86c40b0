import { Injectable } from '@nestjs/common';

import { CommandError, type SubscriberUnsubscribeReply, type SubscriberUnsubscribeRequest } from '@mail/contracts';
import { type JobContext, JobQueue, PermanentJobError } from '@mail/jobs';
import { isEmail, paramBool, paramId, paramText } from '@mail/values';
import { type Caller, ServiceDb, ServiceOutbox } from '@mail/kit';

import { BulkUnsubscribe, type BulkUnsubscribePayload } from '../../bulk/bulk-by-rules.job';
import { reportScanned } from '../../bulk/bulk-progress';
import { BulkSelectionRepository } from '../../bulk/bulk-selection.repository';
import { listSetting } from '../../lists/list.presenter';
import { ListRepository } from '../../lists/list.repository';
import type { ListRow } from '../../lists/list.row';
import { type CompiledWhere, RuleEngine, RuleError } from '../../rules/rule-engine.query';
import { normaliseOperator } from '../../rules/rules-json.parser';
import { SubscriberBrowseRepository } from '../subscriber-browse.repository';
import { SubscriberRepository } from '../subscriber.repository';
import { SubscriberUpdater } from '../subscriber.updater';
import { CampaignReferences } from './campaign-references';
import { OptOutEffects, type OptOutPlan, optOutPlan } from './opt-out.effects';
import { UnsubscribeBatchRepository } from './unsubscribe-batch.repository';

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
    private readonly browse: SubscriberBrowseRepository,
    private readonly batches: UnsubscribeBatchRepository,
    private readonly updater: SubscriberUpdater,
    private readonly optOut: OptOutEffects,
    private readonly engine: RuleEngine,
    private readonly outbox: ServiceOutbox,
    private readonly selection: BulkSelectionRepository,
    private readonly jobs: JobQueue,
    private readonly campaignRefs: CampaignReferences,
  ) {}

  async run(p: SubscriberUnsubscribeRequest, caller: Caller): Promise<SubscriberUnsubscribeReply> {
    const userId = caller.userId;
    if (!paramText(p.listid) && !paramText(p.subscriberlistid)) throw new CommandError(1, 'List ID is required.');
    const ip = paramText(p.ipaddress);
    if (!ip) throw new CommandError(2, 'IP address is required.');
    const email = paramText(p.emailaddress);
    const rulesJson = paramText(p.rulesjson);
    if (!email && !paramText(p.subscriberid) && !rulesJson) throw new CommandError(3, 'Either email address or subscriber ID must be provided.');
    const listId = paramId(p.listid) ?? paramId(p.subscriberlistid);
    const list = listId ? await this.lists.findOwned(userId, listId) : undefined;
    if (!list || !listId) throw new CommandError(4, 'Invalid list ID or list does not exist.');
    if (email && !isEmail(email)) throw new CommandError(6, 'Invalid email address format.');
    for (const id of [p.campaignid, p.autoresponderid])
      if (paramText(id) && !paramId(id)) throw new CommandError(8, 'Invalid campaign ID or autoresponder ID.');
    if (paramText(p.emailid) && !paramId(p.emailid)) throw new CommandError(10, 'Invalid email ID.');
    await this.campaignRefs.check(userId, paramId(p.campaignid), paramId(p.emailid), paramId(p.autoresponderid));
    const context: Record<string, unknown> = {};
    for (const [name, id] of [
      ['CampaignID', p.campaignid],
      ['AutoResponderID', p.autoresponderid],
      ['EmailID', p.emailid],
    ] as const)
      if (paramId(id)) context[name] = paramId(id);
    if (paramText(p.channel)) context.Channel = paramText(p.channel);
    const preview = paramBool(p.preview, false);
    const redirect = String(listSetting(list, 'UnsubscriptionConfirmedPageURL') ?? '');
    const plan = optOutPlan(list, paramBool(p.addtoglobalsuppression, false));
    if (!email && !paramText(p.subscriberid)) return this.bulk(userId, list, rulesJson, paramText(p.rulesoperator), { preview, ip, redirect, plan, context });
    const subscriberId = paramId(p.subscriberid);
    const subscriber = email ? await this.subscribers.byEmail(listId, email) : subscriberId ? await this.subscribers.byId(listId, subscriberId) : undefined;
    if (!subscriber) throw new CommandError(7, 'Subscriber does not exist or does not belong to the list.');
    if (subscriber.status === 'Unsubscribed') throw new CommandError(9, 'Subscriber is already unsubscribed.');
    if (preview) return { RedirectURL: redirect, Preview: true };
    await this.db.tx(async (m) => {
      await this.optOut.prepare([subscriber.email], plan, m);
      await this.updater.apply({ userId, listId, current: subscriber, status: 'Unsubscribed', ip, emitEvents: true, extra: { context } }, m);
      await this.optOut.apply({ userId, listId, emails: [subscriber.email], plan, ip }, m);
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
  ): Promise<SubscriberUnsubscribeReply> {
    const listId = Number(list.id);
    let where;
    try {
      where = await this.engine.compile(this.engine.parse(rulesJson, normaliseOperator(operator || 'or')), { userId, listId, alias: 's' });
    } catch (error) {
      if (error instanceof RuleError) throw new CommandError(11, `Invalid query builder response: ${error.message}`);
      throw error;
    }
    if (o.preview) {
      const total = await this.browse.count(listId, where, { notUnsubscribed: true });
      return { RedirectURL: o.redirect, Preview: true, TotalUnsubscribed: total };
    }
    if (await this.selection.exceedsSyncLimit(listId, where, { notUnsubscribed: true })) {
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
    const bounds = await this.subscribers.idBounds(listId);
    if (!bounds) return 0;
    let total = 0;
    for (let from = bounds.lo - 1; from < bounds.hi; from += BATCH_IDS) {
      total += await this.db.tx(async (m) => {
        const batch = { userId, listId, lo: from, hi: from + BATCH_IDS, where: { sql: where.sql, values: where.params.values }, ip: o.ip, context: o.context };
        await this.optOut.prepare(null, o.plan, m);
        const emails = await this.batches.unsubscribe(batch, m);
        await this.optOut.apply({ userId, listId, emails, plan: o.plan, ip: o.ip }, m);
        return emails.length;
      });
      if (job) await reportScanned(job, bounds.lo, from + BATCH_IDS, bounds.hi);
    }
    return total;
  }
}
