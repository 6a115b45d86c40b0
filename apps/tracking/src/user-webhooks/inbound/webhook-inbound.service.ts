import { Inject, Injectable } from '@nestjs/common';

import { BUS, type Bus } from '@mail/bus';
import { Events, jsonResponse, ListsGet, type PublicRequest, type PublicResponse, Queries, SubscriberSubscribe, SubscriberUnsubscribe } from '@mail/contracts';
import { logger } from '@mail/config';
import { isEmail } from '@mail/values';
import { ServiceDb, ServiceOutbox } from '@mail/kit';

import { failureCodes, ListsCommands } from '../../lists-access/lists-commands';
import { isHashedId } from '../hashed-id';
import { UserWebhookRepository } from '../user-webhook.repository';
import type { UserWebhookTarget } from '../user-webhook.row';
import { fieldParams } from './contact-fields';
import { type InboundContact, readInboundContact } from './inbound-body';

const log = logger('tracking.webhook-inbound');
/** Subscriber.Subscribe: already on the list; Subscriber.Unsubscribe: not on the list, already unsubscribed */
const ALREADY_SUBSCRIBED = 9;
const NOT_SUBSCRIBED = new Set([7, 9]);

type Outcome = { ok: true; listIds: number[] } | { ok: false; status: number; error: string };

/**
 * `/system/webhook/<HashedID>/...` (the edge forwards it as a PublicRequest): Subscription subscribes the contact
 * to the bound list through lists' Subscriber.Subscribe (the list's opt-in mode applies), Unsubscription
 * unsubscribes it from that list or, with UnsubscribeAll, from every list of the owner. Each call of a known
 * webhook is counted (received, and failed or successful) on today's record; an unknown HashedID answers 404 and
 * is counted against nobody.
 */
@Injectable()
export class WebhookInboundService {
  constructor(
    @Inject(BUS) private readonly bus: Bus,
    private readonly db: ServiceDb,
    private readonly outbox: ServiceOutbox,
    private readonly webhooks: UserWebhookRepository,
    private readonly lists: ListsCommands,
  ) {}

  async answer(req: PublicRequest): Promise<PublicResponse> {
    const hashedId = (req.params.id ?? '').toLowerCase();
    const hook = isHashedId(hashedId) ? await this.webhooks.byHashedId(hashedId) : undefined;
    if (!hook) return jsonResponse(404, { Success: false, Error: 'Webhook not found' });
    if (req.method === 'HEAD') return jsonResponse(200, { Success: true });
    const contact = readInboundContact(req);
    const outcome = await this.apply(hook, contact, req).catch((error: unknown): Outcome => {
      log.warn({ err: error, webhookId: hook.id }, 'lists did not answer an inbound webhook call');
      return { ok: false, status: 503, error: 'Temporarily unavailable, please retry' };
    });
    await this.db.tx(async (m) => {
      await this.webhooks.count(m, hook, outcome.ok);
      if (outcome.ok)
        await this.outbox.add(m, Events.UserWebhookCalled, {
          userId: hook.user_id,
          webhookId: hook.id,
          listId: hook.list_id,
          event: hook.event,
          emailAddress: contact.email,
          listIds: outcome.listIds,
          occurredAt: new Date().toISOString(),
        });
    });
    if (!outcome.ok) return jsonResponse(outcome.status, { Success: false, Error: outcome.error });
    this.outbox.kick();
    return jsonResponse(200, { Success: true, Event: hook.event, EmailAddress: contact.email, ListIDs: outcome.listIds });
  }

  private async apply(hook: UserWebhookTarget, contact: InboundContact, req: PublicRequest): Promise<Outcome> {
    if (!isEmail(contact.email)) return { ok: false, status: 422, error: 'A valid EmailAddress (or email) is required' };
    const meta = { ip: req.ip, requestId: req.requestId };
    if (hook.event === 'Subscription') {
      const fields = await this.bus.query(Queries.ListFields, { userId: hook.user_id, listId: hook.list_id });
      if (!fields.found) return { ok: false, status: 422, error: 'The list of this webhook no longer exists' };
      const params = { listid: String(hook.list_id), emailaddress: contact.email, ipaddress: req.ip, ...fieldParams(contact.values, fields.fields) };
      const codes = failureCodes(await this.lists.run(SubscriberSubscribe, hook.user_id, params, meta));
      if (codes.length && !codes.every((c) => c === ALREADY_SUBSCRIBED))
        return { ok: false, status: 422, error: `Subscription refused (code ${codes.join(',')})` };
      return { ok: true, listIds: [hook.list_id] };
    }
    const listIds = hook.unsubscribe_all ? await this.listsOf(hook.user_id, meta) : [hook.list_id];
    const removed: number[] = [];
    for (const listId of listIds) {
      const params = { listid: String(listId), emailaddress: contact.email, ipaddress: req.ip };
      const codes = failureCodes(await this.lists.run(SubscriberUnsubscribe, hook.user_id, params, meta));
      if (!codes.length) removed.push(listId);
      else if (!(codes.every((c) => NOT_SUBSCRIBED.has(c)) && (hook.unsubscribe_all || codes.includes(9))))
        return { ok: false, status: 422, error: `Unsubscription refused (code ${codes.join(',')})` };
    }
    return { ok: true, listIds: removed };
  }

  private async listsOf(userId: number, meta: { ip: string; requestId: string }): Promise<number[]> {
    const reply = await this.lists.run(ListsGet, userId, { recordsperrequest: '0' }, meta);
    if (!reply.ok) throw new Error(`Lists.Get failed: ${failureCodes(reply).join(',')}`);
    return ((reply.body as { Lists?: { ListID: number | string }[] }).Lists ?? []).map((l) => Number(l.ListID));
  }
}
